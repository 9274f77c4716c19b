/**
 * The running totals of the portfolio analysis stay equal to a computation from scratch through inserts, status
 * changes, cancellations, deletes, a customer's move to another intermediary and claims being reported and closed;
 * the series read from them equal the live queries under each member's visibility; licence B never mixes in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TPortfolioAnalysis } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { MIGRATIONS_FOLDER } from '../../platform/db/client.js';
import { claims, contracts, customers, intermediaries, membershipCustomers, memberships, portfolioAnalysisTotals } from '../../platform/db/schema.js';
import type { TVisibilityScope } from '../../platform/access/visibility.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import {
  cancellationsPerMonth,
  claimsPerSparte,
  claimsPerSparteFromTotals,
  newBusinessPerMonth,
  perMonthFromTotals,
  stockGroups,
  stockGroupsFromTotals,
} from './repository.js';
import { adjustAnalysisTotals, keptAnalysisTotals, scratchAnalysisTotals, splitPeriod, WHOLE_LICENSE, type TTotalsRows } from './totals.js';

let t: TTestApp;
let db: Db;
let cookies: Record<string, string>;
let i1: string;
let i2: string;
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const today = day(0);

/** A write the way every writer must do it: take the rows' share away, write, add it back — one transaction. */
async function write(licenseId: string, rows: TTotalsRows, change: (tx: Db) => Promise<unknown>, { inserted = false, deleted = false } = {}) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (!inserted) await adjustAnalysisTotals(tx, licenseId, rows, -1);
    await change(tx);
    if (!deleted) await adjustAnalysisTotals(tx, licenseId, rows, 1);
  });
}

const idOf = async (nr: string) => (await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.vertragsnr, nr)))[0]!.id;
const expectTotalsRight = async () => {
  for (const licenseId of [LICENSE_A, LICENSE_B]) expect(await keptAnalysisTotals(db, licenseId), licenseId).toEqual(await scratchAnalysisTotals(db, licenseId));
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'multi']);
  [i1, i2] = (await db.select({ id: intermediaries.id }).from(intermediaries).where(eq(intermediaries.licenseId, LICENSE_A)).orderBy(intermediaries.code)).map((r) => r.id) as [string, string];
});
afterAll(() => t.close());

/** The four series both ways for a scope, premiums as numbers, rows in a fixed order. */
async function seriesBothWays(scope: TVisibilityScope, audience: string, from: string, to: string) {
  const num = <T extends { premium?: string }>(rows: T[]) => rows.map((r) => ({ ...r, ...(r.premium !== undefined ? { premium: Number(r.premium) } : {}) }));
  const order = (rows: object[]) => rows.map((r) => JSON.stringify(r)).sort();
  const live = {
    stock: order(num(await stockGroups(db, scope))),
    fresh: order(num(await newBusinessPerMonth(db, scope, from, to))),
    storno: order(num(await cancellationsPerMonth(db, scope, from, to))),
    claims: order(await claimsPerSparte(db, scope, from, to)),
  };
  const kept = {
    stock: order(num(await stockGroupsFromTotals(db, scope.licenseId, audience))),
    fresh: order(num(await perMonthFromTotals(db, scope.licenseId, audience, 'new', from, to))),
    storno: order(num(await perMonthFromTotals(db, scope.licenseId, audience, 'storno', from, to))),
    claims: order(await claimsPerSparteFromTotals(db, scope.licenseId, audience, from, to)),
  };
  return { live, kept };
}

const PERIODS: [string, string][] = [
  [day(365), today],
  [`${day(200).slice(0, 7)}-15`, `${day(30).slice(0, 7)}-10`],
  [`${today.slice(0, 7)}-01`, today],
  [day(3), day(1)],
  ['2001-01-01', '2001-12-31'],
];

const scopes = (): [TVisibilityScope, string][] => [
  [{ licenseId: LICENSE_A, userId: 'x', role: 'licenseAdmin', customerId: null, intermediaryId: null }, WHOLE_LICENSE],
  [{ licenseId: LICENSE_A, userId: 'x', role: 'intermediary', customerId: null, intermediaryId: i1 }, i1],
  [{ licenseId: LICENSE_A, userId: 'x', role: 'intermediary', customerId: null, intermediaryId: i2 }, i2],
  [{ licenseId: LICENSE_B, userId: 'x', role: 'employee', customerId: null, intermediaryId: null }, WHOLE_LICENSE],
];

const expectSeriesEqualLive = async () => {
  for (const [scope, audience] of scopes()) {
    for (const [from, to] of PERIODS) {
      const { live, kept } = await seriesBothWays(scope, audience, from, to);
      expect(kept, `${scope.licenseId} ${audience} ${from}…${to}`).toEqual(live);
    }
  }
};

describe('portfolio analysis totals', () => {
  it('splits a period into whole months and edge days', () => {
    expect(splitPeriod('2025-12-01', '2026-11-26')).toEqual({ months: { start: '2025-12-01', end: '2026-11-01' } });
    expect(splitPeriod('2025-12-15', '2026-02-28')).toEqual({ months: { start: '2026-01-01', end: '2026-03-01' } });
    expect(splitPeriod('2024-02-01', '2024-02-29')).toEqual({ months: { start: '2024-02-01', end: '2024-03-01' } });
    expect(splitPeriod('2025-12-02', '2025-12-31')).toEqual({ months: null });
    expect(splitPeriod('2025-12-15', '2026-01-30')).toEqual({ months: null });
    expect(splitPeriod('2025-11-30', '2026-01-01')).toEqual({ months: { start: '2025-12-01', end: '2026-01-01' } });
  });

  it('the fixtures (a bulk load) start right, and the migration\'s backfill gives the same totals', async () => {
    await expectTotalsRight();
    const before = await keptAnalysisTotals(db, LICENSE_A);
    const migration = fs.readdirSync(MIGRATIONS_FOLDER).find((f) => f.endsWith('_portfolio_analysis_totals.sql'))!;
    const backfill = fs.readFileSync(path.join(MIGRATIONS_FOLDER, migration), 'utf8').split('--> statement-breakpoint').at(-1)!;
    await db.delete(portfolioAnalysisTotals);
    await db.execute(sql.raw(backfill));
    expect(await keptAnalysisTotals(db, LICENSE_A)).toEqual(before);
    await expectTotalsRight();
  });

  it('stays equal to the scratch computation through inserts, status changes, Storno, deletes and moves', async () => {
    // Lines, insurers, premiums and dates on the fixture contracts (a sync updating them).
    const all = await db.select({ id: contracts.id, licenseId: contracts.licenseId, nr: contracts.vertragsnr }).from(contracts);
    for (const licenseId of [LICENSE_A, LICENSE_B]) {
      const ids = all.filter((c) => c.licenseId === licenseId).map((c) => c.id);
      await write(licenseId, { contractIds: ids }, (tx) =>
        tx
          .update(contracts)
          .set({ sparte: sql`case when vertragsnr like '%-1' then 'KFZ' else 'HR' end`, bruttopraemie: '100', zahlweise: 'monatlich', vertragsbeginn: day(40) })
          .where(eq(contracts.licenseId, licenseId)),
      );
    }
    await expectTotalsRight();

    // Inserts: a policy of A1 (intermediary 1's customer) addressed to intermediary 2, in USD; one without Sparte.
    const [cA1] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.licenseId, LICENSE_A), eq(customers.amsidnr, 'A1')));
    const inserted = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const rows = await tx
        .insert(contracts)
        .values([
          { licenseId: LICENSE_A, customerId: cA1!.id, vertragsnr: 'N-1', typ: 'HR', status: 'AKTIV', computedStatus: 'Police', sparte: 'HR', intermediaryId: i2, bruttopraemie: '50', zahlweise: 'jährlich', waehrung: 'USD', vertragsbeginn: day(2) },
          { licenseId: LICENSE_A, customerId: cA1!.id, vertragsnr: 'N-2', typ: 'X', status: 'AKTIV', computedStatus: 'Eigen', bruttopraemie: '12.34', zahlweise: 'halbjährlich', vertragsbeginn: day(400) },
        ])
        .returning({ id: contracts.id });
      await adjustAnalysisTotals(tx, LICENSE_A, { contractIds: rows.map((r) => r.id) }, 1);
      return rows.map((r) => r.id);
    });
    await expectTotalsRight();
    await expectSeriesEqualLive();

    // Status change: a policy becomes an offer; another is cancelled (Storno) with its end of cover.
    const a11 = await idOf('A1-1');
    await write(LICENSE_A, { contractIds: [a11] }, (tx) => tx.update(contracts).set({ computedStatus: 'Angebot' }).where(eq(contracts.id, a11)));
    const a21 = await idOf('A2-1');
    await write(LICENSE_A, { contractIds: [a21] }, (tx) => tx.update(contracts).set({ storno: true, wirksamBis: day(10) }).where(eq(contracts.id, a21)));
    await expectTotalsRight();

    // Delete.
    await write(LICENSE_A, { contractIds: [inserted[1]!] }, (tx) => tx.delete(contracts).where(eq(contracts.id, inserted[1]!)), { deleted: true });
    await expectTotalsRight();

    // A customer moves to the other intermediary: his contracts and claims change audience.
    await write(LICENSE_A, { customerIds: [cA1!.id] }, (tx) => tx.update(customers).set({ intermediaryId: i2 }).where(eq(customers.id, cA1!.id)));
    await expectTotalsRight();
    await expectSeriesEqualLive();
    // Nothing counts as zero: keys nobody counts any more are gone.
    expect((await keptAnalysisTotals(db, LICENSE_A)).filter((r) => r.n === 0)).toEqual([]);
  });

  it('follows claims reported, closed and deleted', async () => {
    const [cA3] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.licenseId, LICENSE_A), eq(customers.amsidnr, 'A3')));
    const ids = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const rows = await tx
        .insert(claims)
        .values([
          { licenseId: LICENSE_A, customerId: cA3!.id, nummerMakler: 'T-1', schadenstatus: 'Offen', sparte: 'HR', meldungtag: day(5) },
          { licenseId: LICENSE_A, customerId: cA3!.id, nummerMakler: 'T-2', schadenstatus: 'Offen', sparte: 'HR', meldungtag: day(50) },
          { licenseId: LICENSE_A, customerId: null, nummerMakler: 'T-3', schadenstatus: 'Offen', sparte: 'KFZ', meldungtag: day(5) },
          { licenseId: LICENSE_A, customerId: cA3!.id, nummerMakler: 'T-4', schadenstatus: 'Entwurf', draft: true, sparte: 'HR', meldungtag: day(5) },
        ])
        .returning({ id: claims.id });
      await adjustAnalysisTotals(tx, LICENSE_A, { claimIds: rows.map((r) => r.id) }, 1);
      return rows.map((r) => r.id);
    });
    await expectTotalsRight();
    await write(LICENSE_A, { claimIds: [ids[0]!] }, (tx) => tx.update(claims).set({ abschlusstag: today }).where(eq(claims.id, ids[0]!)));
    await write(LICENSE_A, { claimIds: [ids[3]!] }, (tx) => tx.update(claims).set({ draft: false }).where(eq(claims.id, ids[3]!)));
    await write(LICENSE_A, { claimIds: [ids[1]!] }, (tx) => tx.delete(claims).where(eq(claims.id, ids[1]!)), { deleted: true });
    await expectTotalsRight();
    await expectSeriesEqualLive();
  });

  it('the page answers from the totals exactly what the live queries give, per member; B never in A', async () => {
    const get = async (who: string, license = LICENSE_A) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/Auswertung?license=${license}`, headers: { cookie: cookies[who]! } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TPortfolioAnalysis;
    };
    const count = (a: TPortfolioAnalysis) => a.BySparte.reduce((s, r) => s + r.Vertraege, 0);
    const admin = await get('admin');
    const live = await scratchAnalysisTotals(db, LICENSE_A);
    const stockOf = (audience: string) => live.filter((r) => r.audience === audience && r.kind === 'stock').reduce((s, r) => s + r.n, 0);
    expect(count(admin)).toBe(stockOf(WHOLE_LICENSE));
    // The broker fixture is intermediary 1: his figures are his audience's, never the licence's.
    expect(count(await get('broker'))).toBe(stockOf(i1));
    expect(count(await get('broker'))).toBeLessThan(count(admin));
    // Licence B: its own totals only.
    const b = await get('multi', LICENSE_B);
    expect(count(b)).toBe((await scratchAnalysisTotals(db, LICENSE_B)).filter((r) => r.audience === WHOLE_LICENSE && r.kind === 'stock').reduce((s, r) => s + r.n, 0));
    expect((await keptAnalysisTotals(db, LICENSE_A)).some((r) => r.audience === WHOLE_LICENSE)).toBe(true);
  });

  it('an employee restricted to assigned customers sees only theirs (live), never the licence\'s kept answer', async () => {
    const caseworker = (await db.select({ id: memberships.userId }).from(memberships).innerJoin(sql`users`, sql`users.id = ${memberships.userId}`).where(sql`users.email = 'caseworker@fixture.test'`))[0]!.id;
    const [cA3] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.licenseId, LICENSE_A), eq(customers.amsidnr, 'A3')));
    await db.update(memberships).set({ assignedCustomersOnly: true }).where(and(eq(memberships.licenseId, LICENSE_A), eq(memberships.userId, caseworker)));
    await db.insert(membershipCustomers).values({ licenseId: LICENSE_A, userId: caseworker, customerId: cA3!.id });
    // The licence's answer is asked first for the same period (it must not be handed on).
    const q = '&from=2025-01-01&to=2025-12-31';
    const admin = await t.app.inject({ method: 'GET', url: `/api/v1/Auswertung?license=${LICENSE_A}${q}`, headers: { cookie: cookies.admin! } });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/Auswertung?license=${LICENSE_A}${q}`, headers: { cookie: cookies.caseworker! } });
    expect(res.statusCode, res.body).toBe(200);
    const own = (await db.select({ n: sql<number>`count(*)::int` }).from(contracts).where(sql`${contracts.customerId} = ${cA3!.id} and ${contracts.computedStatus} in ('Police', 'Eigen', 'Police extern', 'Fremdteil') and not ${contracts.storno} and not ${contracts.entwurf} and ${contracts.active}`))[0]!.n;
    const body = res.json() as TPortfolioAnalysis;
    expect(body.BySparte.reduce((s, r) => s + r.Vertraege, 0)).toBe(own);
    expect(body).not.toEqual(admin.json());
  });
});
