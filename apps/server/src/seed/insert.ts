/** Multi-row inserts in chunks that stay below PostgreSQL's limit of 65,535 bind parameters per statement. */
import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.js';

export type Inserter = Pick<Db, 'insert'>;

const MAX_ROWS = 1000;
const MAX_PARAMS = 30_000;

export async function insertRows<T extends PgTable>(db: Inserter, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as PgInsertValue<T>[]);
  }
}

/** Runs `fn` for consecutive index ranges [start, end) of at most `size` records. */
export async function inBatches(total: number, size: number, fn: (start: number, end: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < total; start += size) await fn(start, Math.min(total, start + size));
}

/** Maps over items with at most `limit` promises in flight (file writes: no EMFILE, no unbounded memory). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
