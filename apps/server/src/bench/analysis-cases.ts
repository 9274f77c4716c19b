/**
 * The portfolio analysis (/auswertung, issue 14 item 8) at 1,000,000 contracts on PostgreSQL: p95 ≤ 50 ms, the list
 * budget, for every kind of member — the broker (the whole licence), an intermediary with the biggest book (the firm's
 * own agency: three in ten customers), a typical intermediary, and an employee restricted to 200 assigned customers.
 *
 * The data is list-data.ts' (set-based SQL; its last step builds the analysis' running totals from scratch, timed in
 * the log). Requests go through the whole stack (session, licence context, totals or live queries) with `app.inject`;
 * each request asks another period (the end moves back a day each time), so nothing is answered from a kept answer:
 * every figure is a first computation. BENCH_PG_CONTRACTS sets the volume; BENCH_SKIP_ANALYSIS=1 skips the case.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { defaultAnalysisPeriod, type TPortfolioAnalysis } from '@portal/domain';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { configuredPostgres, openDatabase, type Db } from '../platform/db/client.js';
import { createScratchDatabase } from '../platform/db/scratch-database.js';
import { executeRows } from '../platform/db/execute-rows.js';
import { hashPassword } from '../platform/auth/password.js';
import { SESSION_COOKIE } from '../platform/auth/session-cookie.js';
import { membershipCustomers, memberships, users } from '../platform/db/schema.js';
import { adjustAnalysisTotals } from '../modules/portfolio-analysis/totals.js';
import { permissionsForRole } from '../seed/accounts.js';
import type { BenchCase, BenchContext, BenchMeasurement } from './bench-case.js';
import { ms, sample } from './latency.js';
import { BENCH_USER_EMAIL, BENCH_USER_PASSWORD, generateListData, listVolumes } from './list-data.js';
import { P95_BUDGET_MS } from './list-cases.js';

const RUNS = 200;
const WARMUP = 20;
const ASSIGNED_CUSTOMERS = 200;

export type TMember = { key: string; label: string; email: string };

/** Members of the main licence beside the bench admin: two intermediaries and an employee with assigned customers. */
export async function addAnalysisMembers(db: Db, licenseId: string): Promise<TMember[]> {
  const passwordHash = await hashPassword(BENCH_USER_PASSWORD);
  // The intermediaries with the most and a typical number of customers (list-data gives the first three in ten).
  const books = await executeRows<{ id: string; customers: number }>(
    db,
    sql`select intermediary_id::text as "id", count(*)::int as "customers" from customers where license_id = ${licenseId} group by 1 order by 2 desc, 1 limit 2`,
  );
  const [big, typical] = books;
  if (!big || !typical) throw new Error('analysis bench: the licence has no intermediaries with customers');
  const members: (TMember & { intermediaryId?: string; assigned?: boolean })[] = [
    { key: 'big', label: `intermediary, ${big.customers.toLocaleString('en')} customers`, email: 'bench-vm-big@bench.test', intermediaryId: big.id },
    { key: 'typical', label: `intermediary, ${typical.customers.toLocaleString('en')} customers`, email: 'bench-vm@bench.test', intermediaryId: typical.id },
    { key: 'assigned', label: `employee, ${ASSIGNED_CUSTOMERS} assigned customers`, email: 'bench-assigned@bench.test', assigned: true },
  ];
  for (const m of members) {
    const [user] = await db.insert(users).values({ email: m.email, passwordHash, firstName: 'Bench', lastName: m.key }).returning({ id: users.id });
    const role = m.intermediaryId ? 'intermediary' : 'employee';
    await db.insert(memberships).values({
      userId: user!.id,
      licenseId,
      role,
      preset: 'Vermittler',
      permissions: permissionsForRole(role),
      intermediaryId: m.intermediaryId ?? null,
      assignedCustomersOnly: m.assigned ?? false,
    });
    if (m.assigned) {
      await db.execute(
        sql`insert into ${membershipCustomers} (license_id, user_id, customer_id)
            select ${licenseId}, ${user!.id}, id from customers where license_id = ${licenseId} order by id limit ${ASSIGNED_CUSTOMERS}`,
      );
    }
  }
  return [{ key: 'broker', label: 'broker (licence admin), whole licence', email: BENCH_USER_EMAIL }, ...members];
}

/** Times the analysis page's request for each member (a fresh period each time) on the database at `url`. */
export async function measureAnalysis(ctx: Pick<BenchContext, 'tmpDir' | 'log'>, url: string, licenseId: string, members: readonly TMember[]): Promise<BenchMeasurement[]> {
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATA_DIR: ctx.tmpDir });
    const database = await openDatabase(configuredPostgres(url, config));
    const app = await buildApp({ database, config });
    await app.ready();
    const out: BenchMeasurement[] = [];
    try {
      const today = new Date().toISOString().slice(0, 10);
      for (const m of members) {
        const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: m.email, password: BENCH_USER_PASSWORD } });
        const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
        if (res.statusCode !== 200 || !cookie) throw new Error(`analysis bench login ${m.email}: HTTP ${res.statusCode}`);
        let i = 0;
        let inForce = 0;
        const request = async () => {
          // Another period each time (12 months ending one day earlier): never a kept answer.
          const to = daysBefore(today, i++);
          const { from } = defaultAnalysisPeriod(to);
          const r = await app.inject({
            method: 'GET',
            url: `/api/v1/Auswertung?license=${licenseId}&from=${from}&to=${to}`,
            headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
          });
          if (r.statusCode !== 200) throw new Error(`analysis ${m.key}: HTTP ${r.statusCode} ${r.body.slice(0, 200)}`);
          const body = r.json() as TPortfolioAnalysis;
          if (body.Neugeschaeft.length !== 12) throw new Error(`analysis ${m.key}: ${body.Neugeschaeft.length} months`);
          inForce = body.BySparte.reduce((s, x) => s + x.Vertraege, 0);
        };
        ctx.log(`analysis: ${m.label} (${RUNS} requests) …`);
        const latency = await sample(request, { warmup: WARMUP, runs: RUNS });
        const failed = latency.p95 > P95_BUDGET_MS;
        out.push({
          metric: `${m.label}: p95`,
          value: latency.p95,
          note: `p50 ${ms(latency.p50)} · p99 ${ms(latency.p99)} · ${inForce.toLocaleString('en')} contracts in force · load ${os.loadavg()[0]!.toFixed(1)} · budget ≤ ${P95_BUDGET_MS} ms ${failed ? '✗' : '✓'}`,
          failed,
        });
      }
      // What a writer pays: one contract's share taken away and added back in a transaction (around its update).
      const ids = (await executeRows<{ id: string }>(database.db, sql`select id::text as "id" from contracts where license_id = ${licenseId} order by id limit ${RUNS + WARMUP}`)).map((r) => r.id);
      let k = 0;
      const write = await sample(
        () =>
          database.db.transaction(async (tx) => {
            const rows = { contractIds: [ids[k++ % ids.length]!] };
            await adjustAnalysisTotals(tx as unknown as Db, licenseId, rows, -1);
            await adjustAnalysisTotals(tx as unknown as Db, licenseId, rows, 1);
          }),
        { warmup: WARMUP, runs: RUNS },
      );
      out.push({ metric: 'keeping the totals on a contract write (-1 and +1, one transaction): p95', value: write.p95, note: `p50 ${ms(write.p50)} · p99 ${ms(write.p99)}` });
    } finally {
      await app.close();
      await database.close();
    }
    return out;
}

/** The day `n` days before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export const analysisPostgresCase: BenchCase = {
  name: 'Portfolio analysis on PostgreSQL (BENCH_DATABASE_URL)',
  skip: () =>
    process.env.BENCH_SKIP_ANALYSIS === '1' || process.env.BENCH_SKIP_ANALYSIS === 'true'
      ? 'BENCH_SKIP_ANALYSIS is set'
      : process.env.BENCH_DATABASE_URL
        ? undefined
        : 'BENCH_DATABASE_URL not set',
  async run(ctx) {
    const raw = process.env.BENCH_PG_CONTRACTS?.replace(/[_,]/g, '');
    const contracts = raw ? Number(raw) : 1_000_000;
    if (!Number.isInteger(contracts) || contracts < 1000) throw new Error(`BENCH_PG_CONTRACTS must be an integer of at least 1000, got "${raw}"`);
    // Documents play no part in the analysis: a token few.
    const volumes = listVolumes(contracts, 1000);
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL!, 'portal_bench_analysis');
    ctx.onCleanup(scratch.drop);
    const loaders = [await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 }), await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 })];
    let generatedMs: number;
    let members: TMember[];
    try {
      await loaders[0]!.migrate();
      ctx.log(`analysis: generating ${contracts.toLocaleString('en')} contracts …`);
      generatedMs = (await generateListData(loaders.map((l) => l.db), volumes, (m) => ctx.log(`analysis: ${m}`), { analysisTotals: true })).ms;
      members = await addAnalysisMembers(loaders[0]!.db, volumes.main.id);
    } finally {
      for (const l of loaders) await l.close();
    }

    const out: BenchMeasurement[] = [{ metric: 'generate data incl. analysis totals', value: generatedMs, note: `${contracts.toLocaleString('en')} contracts` }];
    return [...out, ...(await measureAnalysis(ctx, scratch.url, volumes.main.id, members))];
  },
};
