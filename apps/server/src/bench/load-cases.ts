/**
 * Throughput under concurrent load (issue 9): the real server as a child process with the demo data, a logged-in
 * broker, and autocannon at 100 connections against
 *   1. `GET /api/health` alone (the reference: what the stack serves without database work per request),
 *   2. the contracts page's first request alone (`POST data/Vertrag/query`, Take 25, with total): the budget,
 *   3. a mix of a broker's reads at once (start-page summary, contracts page, a contract's detail, the activity
 *      feed, search), 20 connections each, while one more connection polls `/api/health/live`.
 * Each phase runs BENCH_LOAD_SECONDS (default 30; e.g. 5 for a quick run) after a short warm-up.
 *
 * Engines: embedded PGlite always; PostgreSQL when BENCH_DATABASE_URL is set (a throw-away database on that server,
 * dropped afterwards). BENCH_SKIP_LOAD=1 skips both.
 *
 * Budgets (over budget → the bench exits non-zero): on PostgreSQL the contracts page ≥ 1,000 req/s with p99 ≤ 250 ms,
 * or at least a quarter of /api/health's req/s in the same run; on PGlite ≥ 212 req/s (4× the 53 req/s measured
 * before issue 9). Any error, timeout or non-2xx answer in any phase fails too.
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_LIST_COLUMNS, REQUIRED_LIST_FIELDS, type TDataQuery } from '@portal/domain';
import { SESSION_COOKIE } from '../platform/auth/session-cookie.js';
import { createScratchDatabase } from '../platform/db/scratch-database.js';
import { DEMO_LICENSE_BROKER, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import type { BenchCase, BenchContext, BenchMeasurement } from './bench-case.js';
import { startServer, type RunningServer } from './server-process.js';

const CONNECTIONS = 100;
const WARMUP_SECONDS = 3;
/** The broker whose reads are measured: the demo licence's caseworker (as in the issue's figures). */
const BENCH_LOGIN = 'sachbearbeiter@demo.test';

export const PG_MIN_RPS = 1000;
export const PG_MAX_P99_MS = 250;
/** Or at least this share of /api/health's req/s in the same run. */
export const PG_MIN_SHARE_OF_HEALTH = 0.25;
export const PGLITE_MIN_RPS = 4 * 53;

const skipLoad = () => (process.env.BENCH_SKIP_LOAD === '1' || process.env.BENCH_SKIP_LOAD === 'true' ? 'BENCH_SKIP_LOAD is set' : undefined);

function loadSeconds(): number {
  const raw = process.env.BENCH_LOAD_SECONDS;
  if (raw === undefined || raw === '') return 30;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 600) throw new Error(`BENCH_LOAD_SECONDS must be an integer from 1 to 600, got "${raw}"`);
  return n;
}

/** The contracts list's first request as the web app sends it: standard columns plus what rows need, 25 with total. */
const CONTRACTS_PAGE: TDataQuery = {
  Fields: [...new Set([...DEFAULT_LIST_COLUMNS.VERTRAG, ...REQUIRED_LIST_FIELDS.VERTRAG])],
  Page: { Skip: 0, Take: 25, ReturnTotal: true },
  Filters: [],
};

type TRoute = { name: string; method: 'GET' | 'POST'; path: string; body?: string };

type TLoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

async function call(base: string, route: TRoute, cookie: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}${route.path}`, {
    method: route.method,
    headers: { cookie, ...(route.body ? { 'content-type': 'application/json' } : {}) },
    ...(route.body ? { body: route.body } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_LOGIN, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (res.status !== 200 || !cookie) throw new Error(`bench login failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return cookie.split(';', 1)[0]!;
}

/** The broker's routes, with a real contract id and a search term taken from the contracts page. */
async function brokerRoutes(base: string, cookie: string): Promise<TRoute[]> {
  const q = `license=${DEMO_LICENSE_BROKER}`;
  const contracts: TRoute = { name: 'contracts page', method: 'POST', path: `/api/v1/data/Vertrag/query?${q}`, body: JSON.stringify(CONTRACTS_PAGE) };
  const page = await call(base, contracts, cookie);
  const items = (page.json as { Items?: Record<string, unknown>[] } | null)?.Items ?? [];
  if (page.status !== 200 || items.length === 0) throw new Error(`contracts page: HTTP ${page.status}, ${items.length} rows`);
  const first = items[0]!;
  const number = String(first.VertragsNr ?? first.Id).replace(/[^A-Za-z0-9]/g, '').slice(0, 4) || 'Auto';
  const routes: TRoute[] = [
    { name: 'start-page summary', method: 'GET', path: `/api/v1/Summary?${q}` },
    contracts,
    { name: 'contract detail', method: 'GET', path: `/api/v1/Vertrag/${encodeURIComponent(String(first.Id))}?${q}` },
    { name: 'activity feed', method: 'GET', path: `/api/v1/Feed?${q}` },
    { name: 'search', method: 'GET', path: `/api/v1/Search?${q}&q=${encodeURIComponent(number)}` },
  ];
  // A broken route must fail here, not look fast under load.
  for (const route of routes) {
    const res = await call(base, route, cookie);
    if (res.status !== 200) throw new Error(`${route.name} (${route.method} ${route.path}): HTTP ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  }
  return routes;
}

function cannon(base: string, route: TRoute, cookie: string, connections: number, seconds: number): Promise<TLoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${route.path}`,
        method: route.method,
        headers: { cookie, ...(route.body ? { 'content-type': 'application/json' } : {}) },
        ...(route.body ? { body: route.body } : {}),
        connections,
        duration: seconds,
        timeout: 10,
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
  });
}

const load1 = () => os.loadavg()[0]!.toFixed(2);

function figures(phase: string, r: TLoadResult, extra: { failed?: boolean; note?: string } = {}): BenchMeasurement[] {
  const broken = r.errors + r.non2xx > 0;
  const note = `${r.requests.toLocaleString('en')} requests, ${r.errors} errors, ${r.non2xx} non-2xx${extra.note ? ` · ${extra.note}` : ''}`;
  return [
    { metric: `${phase}: req/s`, value: Math.round(r.rps), unit: 'req/s', note, failed: broken || extra.failed === true },
    { metric: `${phase}: p50`, value: r.p50 },
    { metric: `${phase}: p99`, value: r.p99 },
  ];
}

async function runLoad(ctx: BenchContext, engine: 'PGlite' | 'PostgreSQL', server: RunningServer, minRps: (healthRps: number) => { ok: (r: TLoadResult) => boolean; rule: string }): Promise<BenchMeasurement[]> {
  const seconds = loadSeconds();
  const base = `http://127.0.0.1:${server.port}`;
  const cookie = await login(base);
  const routes = await brokerRoutes(base, cookie);
  const contracts = routes.find((r) => r.name === 'contracts page')!;
  const health: TRoute = { name: 'health', method: 'GET', path: '/api/health' };
  const live: TRoute = { name: 'health/live', method: 'GET', path: '/api/health/live' };
  const hasLive = (await call(base, live, '')).status === 200;

  ctx.log(`${engine}: warm-up ${WARMUP_SECONDS} s, then 3 phases of ${seconds} s at ${CONNECTIONS} connections (load ${load1()})`);
  await Promise.all(routes.map((r) => cannon(base, r, cookie, 4, WARMUP_SECONDS)));

  const out: BenchMeasurement[] = [];
  const loadBefore = load1();
  const healthRun = await cannon(base, health, '', CONNECTIONS, seconds);
  out.push(...figures('/api/health alone', healthRun));
  ctx.log(`/api/health: ${Math.round(healthRun.rps)} req/s, p50 ${healthRun.p50} ms, p99 ${healthRun.p99} ms`);

  const listRun = await cannon(base, contracts, cookie, CONNECTIONS, seconds);
  const budget = minRps(healthRun.rps);
  const within = budget.ok(listRun);
  out.push(...figures('contracts page alone', listRun, { failed: !within, note: `budget: ${budget.rule}` }));
  ctx.log(`contracts page: ${Math.round(listRun.rps)} req/s, p50 ${listRun.p50} ms, p99 ${listRun.p99} ms (${within ? 'within' : 'OVER'} budget)`);

  const perRoute = Math.floor(CONNECTIONS / routes.length);
  const [liveRun, ...mixed] = await Promise.all([
    hasLive ? cannon(base, live, '', 1, seconds) : Promise.resolve(null),
    ...routes.map((r) => cannon(base, r, cookie, perRoute, seconds)),
  ]);
  const total = mixed.reduce((sum, r) => sum + r.rps, 0);
  out.push({ metric: `mixed reads (${routes.length}×${perRoute} connections): total req/s`, value: Math.round(total), unit: 'req/s' });
  routes.forEach((route, i) => out.push(...figures(`  mixed · ${route.name}`, mixed[i]!)));
  if (liveRun) out.push(...figures('  during the mix · /api/health/live (1 connection)', liveRun));
  out.push({ metric: 'load average (1 min) before', value: Number(loadBefore), unit: 'load', note: `after: ${load1()} · ${os.cpus().length} CPU` });
  return out;
}

/** Demo data at --scale; request logging off (warn), so that the figures are the app's, not the log pipe's. */
function serverEnv(ctx: BenchContext, dataDir: string): Record<string, string> {
  return { DATA_DIR: dataDir, SEED_ON_START: 'true', SEED_SCALE: String(ctx.scale), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
}

export const loadPgliteCase: BenchCase = {
  name: 'Load on embedded PGlite (autocannon)',
  skip: skipLoad,
  async run(ctx) {
    const dataDir = path.join(ctx.tmpDir, 'load-pglite');
    ctx.log('starting the server on a fresh data folder (seeds the demo data) …');
    const server = await startServer({ serverDir: ctx.serverDir, entry: 'src/main.ts', env: serverEnv(ctx, dataDir), timeoutMs: 600_000 });
    ctx.onCleanup(() => server.stop());
    try {
      return await runLoad(ctx, 'PGlite', server, () => ({ ok: (r) => r.rps >= PGLITE_MIN_RPS, rule: `≥ ${PGLITE_MIN_RPS} req/s` }));
    } finally {
      await server.stop();
    }
  },
};

export const loadPostgresCase: BenchCase = {
  name: 'Load on PostgreSQL (BENCH_DATABASE_URL, autocannon)',
  skip: () => skipLoad() ?? (process.env.BENCH_DATABASE_URL ? undefined : 'BENCH_DATABASE_URL not set'),
  async run(ctx) {
    const serverUrl = process.env.BENCH_DATABASE_URL!;
    const scratch = await createScratchDatabase(serverUrl, 'portal_load');
    ctx.onCleanup(scratch.drop);
    ctx.log(`starting the server on database ${scratch.name} (seeds the demo data) …`);
    const server = await startServer({
      serverDir: ctx.serverDir,
      entry: 'src/main.ts',
      env: { ...serverEnv(ctx, path.join(ctx.tmpDir, 'load-postgres')), DATABASE_URL: scratch.url },
      timeoutMs: 600_000,
    });
    ctx.onCleanup(() => server.stop());
    try {
      return await runLoad(ctx, 'PostgreSQL', server, (healthRps) => ({
        ok: (r) => (r.rps >= PG_MIN_RPS && r.p99 <= PG_MAX_P99_MS) || r.rps >= PG_MIN_SHARE_OF_HEALTH * healthRps,
        rule: `≥ ${PG_MIN_RPS} req/s with p99 ≤ ${PG_MAX_P99_MS} ms, or ≥ ${Math.round(PG_MIN_SHARE_OF_HEALTH * healthRps)} req/s (¼ of /api/health)`,
      }));
    } finally {
      await server.stop();
    }
  },
};

export const LOAD_CASES: readonly BenchCase[] = [loadPgliteCase, loadPostgresCase];
