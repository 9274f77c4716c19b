/** Runs a compiled query and shapes rows into the spec's nested items ({ Kunde: { Kundenname } }). */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDataQueryResult } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { executeRows } from '../../platform/db/execute-rows.js';
import { cachesPerDatabase, TtlCache } from '../../platform/ttl-cache.js';
import { encodeCursor } from './cursor.js';
import type { QueryPlan } from './compile-query.js';

type Row = Record<string, unknown>;

function setPath(target: Row, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next && typeof next === 'object') node = next as Row;
    else {
      const created: Row = {};
      node[part] = created;
      node = created;
    }
  }
  node[parts[parts.length - 1] as string] = value;
}

/**
 * Totals above this many rows (by the planner's estimate) are answered with the estimate: counting a
 * million contracts exactly costs a scan of the licence (hundreds of milliseconds), the estimate one
 * planning pass. Below it the count is exact and cheap.
 */
export const EXACT_COUNT_MAX = 20_000;

export type TRunOptions = {
  /** Overrides EXACT_COUNT_MAX (tests). */
  exactCountMax?: number;
};

/**
 * Estimates as planned in the last ESTIMATE_CACHE_TTL_MS, per database handle and statement (text and parameters).
 * An estimate only decides whether to count exactly (or is shown as an estimate); it follows the planner's
 * statistics, which change with ANALYZE, not per row, so reusing it for seconds changes no exact total and spares
 * a round trip on every list page (six on the activity feed).
 */
export const ESTIMATE_CACHE_TTL_MS = 10_000;
const estimateCache = cachesPerDatabase(() => new TtlCache<number | null>(ESTIMATE_CACHE_TTL_MS, 5000));
const dialect = new PgDialect();

/** Forget the cached estimates (after ANALYZE: new statistics, new estimates). */
export function forgetEstimates(db: Db): void {
  estimateCache(db).clear();
}

/** The planner's row estimate from `EXPLAIN (FORMAT JSON)`; null when the answer has an unexpected shape. */
export function estimateRows(db: Db, explain: SQL): Promise<number | null> {
  const { sql: text, params } = dialect.sqlToQuery(explain);
  return estimateCache(db).get(`${text}\u0000${JSON.stringify(params)}`, () => planEstimate(db, explain));
}

async function planEstimate(db: Db, explain: SQL): Promise<number | null> {
  const [row] = await executeRows<Row>(db, explain);
  const raw = row ? Object.values(row)[0] : undefined;
  // node-postgres parses the json column, PGlite may hand over its text.
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : null;
}

type TTotal = Pick<TDataQueryResult, 'Total' | 'TotalIsEstimate'>;

/**
 * The page's rows and its total. A total above `exactMax` by the planner's estimate is answered with the estimate
 * and the rows alone are read; otherwise the rows come with their exact total in one statement (the second one,
 * a count, only when a later page turns out empty).
 */
async function rowsAndTotal(db: Db, plan: QueryPlan, exactMax: number): Promise<{ rows: Row[]; total: TTotal | null }> {
  const count = plan.total;
  if (!count) return { rows: await executeRows<Row>(db, plan.itemsSql), total: null };
  const estimate = await estimateRows(db, count.estimateSql);
  if (estimate !== null && estimate > exactMax) return { rows: await executeRows<Row>(db, plan.itemsSql), total: { Total: estimate, TotalIsEstimate: true } };
  const rows = await executeRows<Row>(db, count.itemsWithTotalSql);
  if (rows.length > 0) return { rows, total: { Total: Number(rows[0]!.__total) } };
  if (plan.firstPage) return { rows, total: { Total: 0 } };
  const [row] = await executeRows<Row>(db, count.countSql);
  return { rows, total: { Total: Number(row?.n ?? 0) } };
}

export async function runQuery(db: Db, plan: QueryPlan, options: TRunOptions = {}): Promise<TDataQueryResult> {
  const { rows, total } = await rowsAndTotal(db, plan, options.exactCountMax ?? EXACT_COUNT_MAX);
  const items = rows.map((row) => {
    const item: Row = {};
    for (const f of plan.fields) {
      let v = row[f.alias] ?? null;
      // numeric comes back as text from both drivers; the API answers numbers.
      if (v !== null && (f.type === 'money' || f.type === 'number')) v = Number(v);
      setPath(item, f.name, v);
    }
    return item;
  });
  const last = rows.at(-1);
  const next =
    plan.keyset && last && rows.length === plan.take
      ? encodeCursor({ v: plan.keyset.aliases.map((a) => last[a] as string | number | boolean), id: String(last.__id) })
      : null;
  const result: TDataQueryResult = { Items: items, Next: next };
  if (total) Object.assign(result, total);
  return result;
}
