import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TPortfolioAnalysis } from '@portal/domain';
import { claims, companies, contracts, portfolioAnalysisCache } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { rebuildAnalysisTotals } from './totals.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
const daysAgo = (n: number) => sql`(current_date - ${n}::int)` as unknown as string;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'multi']);
  const db = t.database.db;
  const [c1, c2] = await db
    .insert(companies)
    .values([
      { licenseId: LICENSE_A, suchname: 'Alpha Versicherung' },
      { licenseId: LICENSE_A, suchname: 'Beta Versicherung' },
    ])
    .returning({ id: companies.id });
  const set = (license: string, nr: string, values: Partial<typeof contracts.$inferInsert>) =>
    db.update(contracts).set(values).where(sql`${contracts.licenseId} = ${license} and ${contracts.vertragsnr} = ${nr}`);
  // In force in A: A1-1, A2-1 (the broker's customers), A3-1, A3-2, A4-1. Annual premiums: 1200, 500, 200, USD (0), 20.
  await set(LICENSE_A, 'A1-1', { sparte: 'KFZ', bruttopraemie: '100', zahlweise: 'monatlich', companyId: c1!.id, vertragsbeginn: daysAgo(10) });
  await set(LICENSE_A, 'A2-1', { sparte: 'KFZ', bruttopraemie: '500', zahlweise: 'jährlich', companyId: c2!.id, vertragsbeginn: daysAgo(3 * 365) });
  await set(LICENSE_A, 'A3-1', { sparte: 'HR', bruttopraemie: '50', zahlweise: 'vierteljährlich', companyId: c1!.id, vertragsbeginn: daysAgo(40) });
  await set(LICENSE_A, 'A3-2', { sparte: 'HR', bruttopraemie: '300', zahlweise: 'jährlich', waehrung: 'USD' });
  await set(LICENSE_A, 'A4-1', { bruttopraemie: '10', zahlweise: 'halbjährlich' });
  // An offer never counts; a cancelled policy counts as Storno in the month its cover ended.
  await set(LICENSE_A, 'A1-2', { sparte: 'KFZ', bruttopraemie: '9999', vertragsbeginn: daysAgo(5) });
  await set(LICENSE_A, 'A2-2', { sparte: 'KFZ', bruttopraemie: '70', zahlweise: 'jährlich', storno: true, wirksamBis: daysAgo(5) });
  await set(LICENSE_B, 'B1-1', { sparte: 'KFZ', bruttopraemie: '999', zahlweise: 'jährlich', vertragsbeginn: daysAgo(15) });
  await set(LICENSE_B, 'B2-1', { sparte: 'KFZ' });
  const claim = (nr: string, values: Partial<typeof claims.$inferInsert>) => db.update(claims).set(values).where(sql`${claims.licenseId} = ${LICENSE_A} and ${claims.nummerMakler} = ${nr}`);
  await claim('S-1', { sparte: 'HR', meldungtag: daysAgo(3) });
  await claim('S-2', { sparte: 'KFZ', meldungtag: daysAgo(20), abschlusstag: daysAgo(2) });
  // The rows above were changed in bulk (as a sync does): the running totals are rebuilt after it.
  for (const licenseId of [LICENSE_A, LICENSE_B]) await rebuildAnalysisTotals(db, licenseId);
});
afterAll(() => t.close());

const get = (who: string, query = '', license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/Auswertung?license=${license}${query}`, headers: { cookie: cookies[who]! } });
const body = async (who: string, query = '', license = LICENSE_A) => {
  const res = await get(who, query, license);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TPortfolioAnalysis;
};
const stock = (rows: TPortfolioAnalysis['BySparte']) => Object.fromEntries(rows.map((r) => [r.Label, [r.Vertraege, r.Jahrespraemie]]));
const total = (rows: TPortfolioAnalysis['Neugeschaeft']) => [rows.reduce((s, r) => s + r.Vertraege, 0), rows.reduce((s, r) => s + (r.Jahrespraemie ?? 0), 0)];

describe('portfolio analysis', () => {
  it('sums the licence portfolio in the database: stock by Sparte and insurer, new business, Storno, claims', async () => {
    const a = await body('admin');
    expect(a.PremiumsHidden).toBe(false);
    expect(stock(a.BySparte)).toEqual({ KFZ: [2, 1700], HR: [2, 200], 'Ohne Angabe': [1, 20] });
    expect(a.BySparte.map((r) => r.Key)).toEqual(['KFZ', 'HR', '__none__']);
    expect(stock(a.ByGesellschaft)).toEqual({ 'Alpha Versicherung': [2, 1400], 'Beta Versicherung': [1, 500], 'Ohne Angabe': [2, 20] });
    // Twelve months by default, empty months as zero.
    expect(a.Neugeschaeft).toHaveLength(12);
    expect(a.Neugeschaeft.at(-1)!.Monat).toBe(a.To.slice(0, 7));
    expect(total(a.Neugeschaeft)).toEqual([2, 1400]);
    expect(total(a.Stornos)).toEqual([1, 70]);
    expect(a.Schaeden).toEqual([
      { Key: 'HR', Label: 'HR', Offen: 1, Abgeschlossen: 0 },
      { Key: 'KFZ', Label: 'KFZ', Offen: 0, Abgeschlossen: 1 },
    ]);
  });

  it('the intermediary sees only his customers\' portfolio', async () => {
    const b = await body('broker');
    expect(stock(b.BySparte)).toEqual({ KFZ: [2, 1700] });
    expect(stock(b.ByGesellschaft)).toEqual({ 'Alpha Versicherung': [1, 1200], 'Beta Versicherung': [1, 500] });
    expect(total(b.Neugeschaeft)).toEqual([1, 1200]);
    expect(total(b.Stornos)).toEqual([1, 70]);
    expect(b.Schaeden).toEqual([{ Key: 'KFZ', Label: 'KFZ', Offen: 0, Abgeschlossen: 1 }]);
  });

  it('licence B counts only B, and A never shows B', async () => {
    const b = await body('multi', '', LICENSE_B);
    expect(stock(b.BySparte)).toEqual({ KFZ: [2, 999] });
    expect(total(b.Neugeschaeft)).toEqual([1, 999]);
    expect(b.Schaeden).toEqual([]);
    const a = await body('multi');
    expect(a.BySparte.reduce((s, r) => s + r.Vertraege, 0)).toBe(5);
  });

  it('follows the period asked for', async () => {
    const old = await body('admin', '&from=2001-01-01&to=2001-03-31');
    expect(old.Neugeschaeft.map((r) => r.Monat)).toEqual(['2001-01', '2001-02', '2001-03']);
    expect(total(old.Neugeschaeft)).toEqual([0, 0]);
    expect(old.Schaeden).toEqual([]);
    // The stock is today's, whatever the period.
    expect(stock(old.BySparte).KFZ).toEqual([2, 1700]);
  });

  it('is for brokers and staff: end customers and claim reporters get 403', async () => {
    for (const who of ['caseworker', 'guest']) expect((await get(who)).statusCode, who).toBe(200);
    for (const who of ['customer', 'reporter']) expect((await get(who)).statusCode, who).toBe(403);
  });

  it('answers from the running totals are current (never kept); members who share no rows never share an answer', async () => {
    const first = await body('admin', '&from=2024-01-01&to=2024-12-31');
    expect((await body('caseworker', '&from=2024-01-01&to=2024-12-31')).BySparte).toEqual(first.BySparte);
    // The intermediary's scope is its own answer (his figures above were never the licence's).
    expect(stock((await body('broker', '&from=2024-01-01&to=2024-12-31')).BySparte)).toEqual({ KFZ: [2, 1700] });
    const rows = await t.database.db.select().from(portfolioAnalysisCache).where(sql`${portfolioAnalysisCache.periodFrom} = '2024-01-01'`);
    expect(rows).toEqual([]);
  });

  it('refuses a bad period with the field at fault', async () => {
    const reversed = await get('admin', '&from=2025-05-01&to=2025-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('from');
    expect((await get('admin', '&from=2025-13-01')).statusCode).toBe(400);
    expect((await get('admin', '&from=2010-01-01&to=2025-01-01')).statusCode).toBe(400);
    const open = await get('admin', '&from=1900-01-01');
    expect(open.statusCode).toBe(400);
    expect(open.body).toContain('from');
  });
});
