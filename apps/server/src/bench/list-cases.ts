/**
 * List performance on a large licence (issue: 1,000,000 contracts, p95 ≤ 50 ms on PostgreSQL).
 *
 * Each engine gets a fresh database filled by list-data.ts (set-based SQL), the real Fastify app on it
 * (buildApp + loadConfig), a logged-in licence admin, and timed `app.inject` requests through the whole
 * stack (session, licence context, data query or search): warm-up, then at least 200 requests per case,
 * one after another; p50/p95/p99 by nearest rank.
 *
 * - PostgreSQL (BENCH_DATABASE_URL): 1,000,000 contracts (BENCH_PG_CONTRACTS) and 1,000,000 documents
 *   (BENCH_PG_DOCUMENTS), in a throw-away database that is dropped afterwards. The budgets apply here.
 * - PGlite: 100,000 contracts and documents (BENCH_PGLITE_CONTRACTS, BENCH_PGLITE_DOCUMENTS): the embedded
 *   engine is single-connection WASM, so its figures are for information.
 * BENCH_SKIP_LISTS=1 skips both; BENCH_LIST_CASES=7 (or 1,2,…) times only those numbered cases.
 */
import os from 'node:os';
import path from 'node:path';
import {
  contractListView,
  DEFAULT_LIST_COLUMNS,
  REQUIRED_LIST_FIELDS,
  type TDataQuery,
  type TDataQueryResult,
  type TFilter,
} from '@portal/domain';
import { buildApp, type TApp } from '../app.js';
import { loadConfig, type Config } from '../platform/config.js';
import { configuredPostgres, openDatabase, type Database, type Db } from '../platform/db/client.js';
import { createScratchDatabase } from '../platform/db/scratch-database.js';
import { executeRows } from '../platform/db/execute-rows.js';
import { SESSION_COOKIE } from '../platform/auth/session-cookie.js';
import { sql } from 'drizzle-orm';
import type { BenchCase, BenchContext, BenchMeasurement } from './bench-case.js';
import { ms, sample, type TLatency } from './latency.js';
import { BENCH_USER_EMAIL, BENCH_USER_PASSWORD, generateListData, listVolumes, type TListVolumes } from './list-data.js';

const skipLists = () => (process.env.BENCH_SKIP_LISTS === '1' || process.env.BENCH_SKIP_LISTS === 'true' ? 'BENCH_SKIP_LISTS is set' : undefined);

function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1000) throw new Error(`${name} must be an integer of at least 1000, got "${raw}"`);
  return n;
}

/** p95 budget of every case on PostgreSQL, and how far page 10,000 may be from page 1. */
export const P95_BUDGET_MS = 50;
export const DEEP_PAGE_MAX_RATIO = 1.5;

const PAGE_SIZE = 25;
const TIMED_RUNS = 200;
const WARMUP_RUNS = 20;
/** OFFSET paging to the deep page takes seconds by nature: fewer runs. */
const OFFSET_RUNS = 10;
/** Loading the whole licence: at least five runs. */
const TAKE_ALL_RUNS = 5;

/** The contracts list's columns: the standard view's plus what rows need to open (as the web app asks). */
const LIST_FIELDS = [...new Set([...DEFAULT_LIST_COLUMNS.VERTRAG, ...REQUIRED_LIST_FIELDS.VERTRAG])];
/** Filter of case 2: the list's status filter 'Police' (Police and Eigen) and three lines of business. */
const CASE2_STATE = { statuses: ['Police'], branches: ['KFZ', 'HAFT', 'HR'] };

/**
 * The documents page's first request as the web app sends it (features/documents/routes/documents-page,
 * ui/data-table): its default columns, then what rows need (headline, folder, link targets), sorted by
 * Erstellt descending, 25 per page (the spec's default; a short window asks fewer), with the total.
 */
const DOCUMENT_ROW_FIELDS = ['Id', 'Titel', 'Read', 'Folder', 'Brieftyp', 'Erstellt', 'Kunde.Kundenname', 'Vertrag.VertragsNr', 'Schaden.NummerMakler', 'Vorgang.Headline'];
const UNREAD_FILTER: TFilter = { Property: 'Read', Operator: 'IsEmpty', Value: true };
const documentsBody = (filters: TFilter[]): TDataQuery => ({
  Fields: [...new Set([...DEFAULT_LIST_COLUMNS.BRIEF, ...DOCUMENT_ROW_FIELDS, ...REQUIRED_LIST_FIELDS.BRIEF])],
  Page: { Skip: 0, Take: PAGE_SIZE, ReturnTotal: true },
  Filters: filters,
  Sorts: [{ Property: 'Erstellt', Direction: 'desc' }],
});

type TItem = Record<string, unknown> & { Id: string };
type TQueryResult = TDataQueryResult<TItem>;

type TBudget = { kind: 'p95'; ms: number } | { kind: 'ratio'; to: string; max: number } | { kind: 'none'; note: string };

type TCaseResult = {
  key: string;
  label: string;
  latency: TLatency | null;
  budgets: TBudget[];
  /** Extra information for the table (ratio, totals, …). */
  note?: string;
  skipped?: string;
};

type TEngineRun = {
  engine: 'PostgreSQL' | 'PGlite';
  /** 1-minute load average before and after the timed requests (other processes distort the tail). */
  load?: [number, number];
  version: string;
  volumes: TListVolumes;
  /** Budgets are binding (PostgreSQL) or for information (PGlite). */
  binding: boolean;
};

// ───────────────────────────── requests ─────────────────────────────

function okJson<T>(res: { statusCode: number; body: string; json: () => unknown }, what: string): T {
  if (res.statusCode !== 200) throw new Error(`${what}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

async function login(app: TApp): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: BENCH_USER_EMAIL, password: BENCH_USER_PASSWORD } });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (res.statusCode !== 200 || !cookie) throw new Error(`bench login failed: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

function client(app: TApp, cookie: string, licenseId: string) {
  return {
    query: async (body: TDataQuery, what: string): Promise<TQueryResult> =>
      okJson<TQueryResult>(await app.inject({ method: 'POST', url: `/api/v1/data/Vertrag/query?license=${licenseId}`, headers: { cookie }, payload: body }), what),
    documents: async (body: TDataQuery, what: string): Promise<TQueryResult> =>
      okJson<TQueryResult>(await app.inject({ method: 'POST', url: `/api/v1/data/Brief/query?license=${licenseId}`, headers: { cookie }, payload: body }), what),
    search: async (q: string): Promise<{ Results: { Type: string; Title: string }[] }> =>
      okJson(await app.inject({ method: 'GET', url: `/api/v1/Search?license=${licenseId}&q=${encodeURIComponent(q)}`, headers: { cookie } }), `search ${q}`),
  };
}

const listBody = (filters: TFilter[], page: TDataQuery['Page'], sorts?: TDataQuery['Sorts']): TDataQuery => ({
  Fields: LIST_FIELDS,
  Page: page,
  Filters: filters,
  ...(sorts ? { Sorts: sorts } : {}),
});

const expectPage = (r: TQueryResult, what: string, size = PAGE_SIZE) => {
  if (r.Items.length !== size) throw new Error(`${what}: expected ${size} rows, got ${r.Items.length}`);
};

// ───────────────────────────── one engine ─────────────────────────────

/** BENCH_LIST_CASES=1,7: time only these numbered cases (their set-up requests still run); unset: all. */
function selectedCases(): Set<string> | null {
  const raw = process.env.BENCH_LIST_CASES?.trim();
  if (!raw) return null;
  const numbers = raw.split(/[\s,]+/).filter(Boolean);
  const bad = numbers.filter((n) => !/^[1-7]$/.test(n));
  if (bad.length) throw new Error(`BENCH_LIST_CASES takes case numbers 1–7, got "${raw}"`);
  return new Set(numbers);
}

async function measureEngine(ctx: BenchContext, run: TEngineRun, database: Database): Promise<TCaseResult[]> {
  const selected = selectedCases();
  const licenseId = run.volumes.main.id;
  const baseEnv = { NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATA_DIR: path.join(ctx.tmpDir, 'lists-unused') };
  const config: Config = loadConfig(baseEnv);
  const app = await buildApp({ database, config });
  await app.ready();
  const results: TCaseResult[] = [];
  const loadBefore = os.loadavg()[0]!;
  try {
    const cookie = await login(app);
    const api = client(app, cookie, licenseId);
    const defaultFilters = contractListView({ state: {} }).filters;
    const case2Filters = contractListView({ state: CASE2_STATE }).filters;
    const case2Sorts = [{ Property: 'VertragsNr', Direction: 'asc' as const }];
    const timed = async (key: string, label: string, budgets: TBudget[], request: () => Promise<void>, runs = TIMED_RUNS, warmup = WARMUP_RUNS) => {
      const number = /^\d+/.exec(label)?.[0] ?? '';
      if (selected && !selected.has(number)) {
        const result: TCaseResult = { key, label, latency: null, budgets, skipped: 'not selected (BENCH_LIST_CASES)' };
        results.push(result);
        return result;
      }
      ctx.log(`${run.engine}: ${label} (${runs} requests) …`);
      const latency = await sample(request, { warmup, runs });
      const result: TCaseResult = { key, label, latency, budgets };
      results.push(result);
      return result;
    };
    const p95 = (): TBudget => ({ kind: 'p95', ms: P95_BUDGET_MS });

    // 1 · first page, default sort (Erstellt desc), with the total.
    const first = await api.query(listBody(defaultFilters, { Skip: 0, Take: PAGE_SIZE, ReturnTotal: true }), 'first page');
    expectPage(first, 'first page');
    const c1 = await timed('first', `1 first page, Erstellt desc, Take ${PAGE_SIZE}, total`, [p95()], async () => {
      expectPage(await api.query(listBody(defaultFilters, { Skip: 0, Take: PAGE_SIZE, ReturnTotal: true }), 'first page'), 'first page');
    });
    c1.note = `Total ${first.Total?.toLocaleString('en')}${first.TotalIsEstimate ? ' (estimate)' : ' (exact)'}`;

    // 2 · filtered and sorted.
    const filtered = await api.query(listBody(case2Filters, { Skip: 0, Take: PAGE_SIZE, ReturnTotal: true }, case2Sorts), 'filtered page');
    expectPage(filtered, 'filtered page');
    const c2 = await timed('filtered', `2 Status Police+Eigen, Sparte KFZ/HAFT/HR, VertragsNr asc, total`, [p95()], async () => {
      expectPage(await api.query(listBody(case2Filters, { Skip: 0, Take: PAGE_SIZE, ReturnTotal: true }, case2Sorts), 'filtered page'), 'filtered page');
    });
    c2.note = `Total ${filtered.Total?.toLocaleString('en')}${filtered.TotalIsEstimate ? ' (estimate)' : ' (exact)'}`;

    // 3 · the deep page: keyset (what the UI does after page 1) against OFFSET.
    const matching = first.Total ?? run.volumes.main.contracts;
    const deepPage = Math.min(10_000, Math.max(2, Math.floor((matching * 0.8) / PAGE_SIZE)));
    const deepSkip = (deepPage - 1) * PAGE_SIZE;
    // The cursor of the row just before the page, from one OFFSET request (walking 10,000 pages would take minutes).
    const probe = await api.query(listBody(defaultFilters, { Skip: deepSkip - 1, Take: 1, ReturnTotal: false }), 'cursor probe');
    if (!probe.Next) throw new Error('the list answered no cursor for keyset paging');
    const after = probe.Next;
    const byKeyset = await api.query(listBody(defaultFilters, { Skip: 0, Take: PAGE_SIZE, ReturnTotal: false, After: after }), 'deep page (keyset)');
    const byOffset = await api.query(listBody(defaultFilters, { Skip: deepSkip, Take: PAGE_SIZE, ReturnTotal: false }), 'deep page (offset)');
    expectPage(byKeyset, 'deep page (keyset)');
    if (byKeyset.Items.map((i) => i.Id).join() !== byOffset.Items.map((i) => i.Id).join()) throw new Error(`page ${deepPage}: keyset and OFFSET answer different rows`);
    await timed('page1', `3a page 1, keyset baseline (no total)`, [p95()], async () => {
      expectPage(await api.query(listBody(defaultFilters, { Skip: 0, Take: PAGE_SIZE, ReturnTotal: false }), 'page 1'), 'page 1');
    });
    await timed('deep', `3b page ${deepPage.toLocaleString('en')} by keyset (Page.After)`, [p95(), { kind: 'ratio', to: 'page1', max: DEEP_PAGE_MAX_RATIO }], async () => {
      expectPage(await api.query(listBody(defaultFilters, { Skip: 0, Take: PAGE_SIZE, ReturnTotal: false, After: after }), 'deep page (keyset)'), 'deep page');
    });
    await timed(
      'offset',
      `3c page ${deepPage.toLocaleString('en')} by OFFSET (Skip ${deepSkip.toLocaleString('en')})`,
      [{ kind: 'none', note: 'why keyset' }],
      async () => {
        expectPage(await api.query(listBody(defaultFilters, { Skip: deepSkip, Take: PAGE_SIZE, ReturnTotal: false }), 'deep page (offset)'), 'deep page');
      },
      OFFSET_RUNS,
      1,
    );

    // 4, 5 · global search by partial contract number and by customer name (umlaut folding: Müller/Mueller).
    for (const [key, label, q, type] of [
      ['vsnr', '4 search partial VSNR "04711"', '04711', 'Vertrag'],
      ['name', '5 search customer name "mueller"', 'mueller', 'Kunde'],
    ] as const) {
      const probeSearch = await api.search(q);
      const hits = probeSearch.Results.filter((r) => r.Type === type);
      if (hits.length === 0) throw new Error(`search "${q}" found no ${type}`);
      const c = await timed(key, label, [p95()], async () => {
        if ((await api.search(q)).Results.length === 0) throw new Error(`search "${q}" found nothing`);
      });
      c.note = `${probeSearch.Results.length} hits, e.g. ${hits[0]!.Title}`;
    }

    // 6 · what `Take 1000000` implies: load the whole licence, filter and sort in memory.
    const all = run.volumes.main.contracts;
    const bigApp = await buildApp({ database, config: loadConfig({ ...baseEnv, QUERY_TAKE_CAP: String(all + 1000) }) });
    await bigApp.ready();
    try {
      const bigApi = client(bigApp, await login(bigApp), licenseId);
      const statuses = new Set(case2Filters.find((f) => f.Property === 'ComputedStatus')?.Value as string[]);
      const branches = new Set(CASE2_STATE.branches);
      let inMemoryPage: TItem[] = [];
      const c6 = await timed(
        'takeAll',
        `6 Take ${all.toLocaleString('en')}, filter + sort in JS (as case 2)`,
        [{ kind: 'ratio', to: 'filtered', max: Infinity }],
        async () => {
          const everything = await bigApi.query({ Fields: LIST_FIELDS, Page: { Skip: 0, Take: all + 1000, ReturnTotal: false }, Filters: [] }, 'take all');
          if (everything.Items.length < all) throw new Error(`take all: got ${everything.Items.length} of ${all}`);
          // Police and Eigen are never offers, so the list's offer-age rule needs no column here.
          inMemoryPage = everything.Items.filter((i) => statuses.has(i.ComputedStatus as string) && branches.has(i.Sparte as string))
            .sort((a, b) => cmp(a.VertragsNr as string, b.VertragsNr as string) || cmp(a.Id, b.Id))
            .slice(0, PAGE_SIZE);
        },
        TAKE_ALL_RUNS,
        0,
      );
      const same = inMemoryPage.map((i) => i.Id).join() === filtered.Items.map((i) => i.Id).join();
      if (c6.latency) c6.note = `same 25 rows as case 2: ${same ? 'yes' : 'no (collation?)'}`;
    } finally {
      await bigApp.close();
    }

    // 7 · the documents page's first request (/dokumente), and the new-documents page (/dokumente/neue_dokumente).
    const docCases = [
      ['documents', `7a documents first page, Erstellt desc, Take ${PAGE_SIZE}, total`, []],
      ['newDocuments', `7b new documents (Read IsEmpty), Erstellt desc, total`, [UNREAD_FILTER]],
    ] as const;
    for (const [key, label, filters] of docCases) {
      if (run.volumes.main.documents === 0) {
        results.push({ key, label, latency: null, budgets: [p95()], skipped: 'no documents generated' });
        continue;
      }
      const body = documentsBody([...filters]);
      const probeDocs = await api.documents(body, label);
      expectPage(probeDocs, label);
      const c = await timed(key, label, [p95()], async () => {
        expectPage(await api.documents(body, label), label);
      });
      c.note = `Total ${probeDocs.Total?.toLocaleString('en')}${probeDocs.TotalIsEstimate ? ' (estimate)' : ' (exact)'}`;
    }
  } finally {
    await app.close();
  }
  run.load = [loadBefore, os.loadavg()[0]!];
  return results;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// ───────────────────────────── output ─────────────────────────────

type TVerdict = { text: string; pass: boolean | null };

function verdicts(r: TCaseResult, all: TCaseResult[]): TVerdict[] {
  if (!r.latency) return [];
  return r.budgets.map((b) => {
    const lat = r.latency!;
    switch (b.kind) {
      case 'p95':
        return { text: `p95 ≤ ${b.ms} ms`, pass: lat.p95 <= b.ms };
      case 'ratio': {
        const other = all.find((o) => o.key === b.to)?.latency;
        if (!other) return { text: `vs ${b.to}: n/a`, pass: null };
        if (b.max === Infinity) return { text: `${(lat.p50 / other.p50).toFixed(0)}× case ${b.to === 'filtered' ? 2 : b.to} (p50)`, pass: null };
        const ratio = lat.p95 / other.p95;
        return { text: `≤ ${b.max}× page 1 (p95 ${ratio.toFixed(2)}×)`, pass: ratio <= b.max };
      }
      case 'none':
        return { text: b.note, pass: null };
    }
  });
}

function table(run: TEngineRun, results: TCaseResult[]): string[] {
  const head = ['Case', 'n', 'p50', 'p95', 'p99', 'Budget', 'Result', 'Note'];
  const rows = results.map((r) => {
    if (!r.latency) return [r.label, '—', '—', '—', '—', '—', 'skipped', r.skipped ?? ''];
    const v = verdicts(r, results);
    const budget = v.map((x) => x.text).join('; ');
    const decided = v.filter((x) => x.pass !== null);
    const result = decided.length === 0 ? 'info' : decided.every((x) => x.pass) ? 'PASS' : 'FAIL';
    return [r.label, String(r.latency.n), ms(r.latency.p50), ms(r.latency.p95), ms(r.latency.p99), budget, run.binding || result === 'info' ? result : `${result} (info)`, r.note ?? ''];
  });
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = new Set([1, 2, 3, 4]);
  const line = (cells: string[]) => cells.map((c, i) => (numeric.has(i) ? c.padStart(width[i]!) : c.padEnd(width[i]!))).join(' │ ').trimEnd();
  return [line(head), width.map((w) => '─'.repeat(w)).join('─┼─'), ...rows.map(line)];
}

function report(ctx: BenchContext, run: TEngineRun, results: TCaseResult[]): BenchMeasurement[] {
  const v = run.volumes;
  const lines = [
    '',
    `${run.engine} ${run.version} · licence ${v.main.id}: ${v.main.contracts.toLocaleString('en')} contracts, ${v.main.customers.toLocaleString('en')} customers, ${v.main.claims.toLocaleString('en')} claims, ${v.main.documents.toLocaleString('en')} documents` +
      ` · second licence: ${v.other.contracts.toLocaleString('en')} contracts` +
      (run.load ? ` · load average ${run.load[0].toFixed(1)} → ${run.load[1].toFixed(1)} on ${os.cpus().length} CPUs` : '') +
      (run.binding ? '' : ' · budgets for information only (PGlite is single-connection WASM, smaller scale)'),
    ...table(run, results),
    '',
  ];
  for (const l of lines) console.log(`    ${l}`);
  // Cases left out by BENCH_LIST_CASES show in the engine's table above, not in the summary.
  return results.filter((r) => r.latency || !r.skipped?.startsWith('not selected')).map((r) => {
    if (!r.latency) return { metric: r.label, value: 0, unit: 'rows', note: `skipped: ${r.skipped ?? ''}` } satisfies BenchMeasurement;
    const v2 = verdicts(r, results);
    const decided = v2.filter((x) => x.pass !== null);
    const verdict = decided.length === 0 ? '' : decided.every((x) => x.pass) ? ' PASS' : ' FAIL';
    return {
      metric: `${r.label}: p95`,
      value: r.latency.p95,
      note: `p50 ${ms(r.latency.p50)} · p99 ${ms(r.latency.p99)} · ${v2.map((x) => x.text).join('; ')}${run.binding ? verdict : verdict && `${verdict} (info)`}`,
    };
  });
}

async function generate(ctx: BenchContext, engine: string, dbs: Db[], volumes: TListVolumes): Promise<BenchMeasurement> {
  ctx.log(`${engine}: generating ${volumes.main.contracts.toLocaleString('en')} + ${volumes.other.contracts.toLocaleString('en')} contracts …`);
  const generated = await generateListData(dbs, volumes, (m) => ctx.log(`${engine}: ${m}`));
  const rows = Object.entries(generated.rows).map(([t, n]) => `${n.toLocaleString('en')} ${t}`).join(', ');
  return { metric: 'generate data (set-based SQL, indexes, ANALYZE)', value: generated.ms, note: rows };
}

async function versionOf(db: Db): Promise<string> {
  const [row] = await executeRows<{ v: string }>(db, sql`SELECT current_setting('server_version') AS "v"`);
  return row?.v ?? '?';
}

// ───────────────────────────── cases ─────────────────────────────

export const listPgliteCase: BenchCase = {
  name: 'Lists on embedded PGlite',
  skip: skipLists,
  async run(ctx) {
    const contracts = positiveEnv('BENCH_PGLITE_CONTRACTS', 100_000);
    const volumes = listVolumes(contracts, positiveEnv('BENCH_PGLITE_DOCUMENTS', contracts));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(ctx.tmpDir, 'lists-pglite') });
    ctx.onCleanup(() => database.close().catch(() => undefined));
    try {
      await database.migrate();
      const generated = await generate(ctx, 'PGlite', [database.db], volumes);
      const run: TEngineRun = { engine: 'PGlite', version: await versionOf(database.db), volumes, binding: false };
      const results = await measureEngine(ctx, run, database);
      return [generated, ...report(ctx, run, results)];
    } finally {
      await database.close();
    }
  },
};

export const listPostgresCase: BenchCase = {
  name: 'Lists on PostgreSQL (BENCH_DATABASE_URL)',
  skip: () => skipLists() ?? (process.env.BENCH_DATABASE_URL ? undefined : 'BENCH_DATABASE_URL not set'),
  async run(ctx) {
    const serverUrl = process.env.BENCH_DATABASE_URL!;
    const contracts = positiveEnv('BENCH_PG_CONTRACTS', 1_000_000);
    const volumes = listVolumes(contracts, positiveEnv('BENCH_PG_DOCUMENTS', contracts));
    // A throw-away database on that server, dropped afterwards (also when the bench is interrupted).
    const scratch = await createScratchDatabase(serverUrl, 'portal_bench_lists');
    ctx.onCleanup(scratch.drop);

    // Generation: two connections of one session each (both CPU cores for the inserts).
    const loaders = [await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 }), await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 })];
    let generated: BenchMeasurement;
    try {
      await loaders[0]!.migrate();
      generated = await generate(ctx, 'PostgreSQL', loaders.map((l) => l.db), volumes);
    } finally {
      for (const l of loaders) await l.close();
    }

    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: ctx.tmpDir });
    const database = await openDatabase(configuredPostgres(scratch.url, config));
    try {
      const run: TEngineRun = { engine: 'PostgreSQL', version: await versionOf(database.db), volumes, binding: true };
      const results = await measureEngine(ctx, run, database);
      return [generated, ...report(ctx, run, results)];
    } finally {
      await database.close();
    }
  },
};

export const LIST_CASES: readonly BenchCase[] = [listPgliteCase, listPostgresCase];
