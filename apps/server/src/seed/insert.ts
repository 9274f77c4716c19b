/**
 * Fast bulk inserts for the seeder.
 *
 * Drizzle's insert builder spends about half a millisecond per row turning values into bind parameters,
 * more than the database needs to store them. So a chunk of rows goes over as ONE jsonb parameter and
 * PostgreSQL unpacks it with jsonb_populate_recordset, which casts every field to its column's type.
 * Values stay parameters (nothing is spliced into SQL); column names come from the Drizzle schema.
 * Works the same on PGlite and on a PostgreSQL server.
 */
import { getTableColumns, getTableName, sql, SQL, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.js';

export type Inserter = Pick<Db, 'execute'>;

const MAX_ROWS = 1000;

type ColumnInfo = { key: string; name: string; column: Column };

const columnCache = new WeakMap<PgTable, ColumnInfo[]>();

function columnsOf(table: PgTable): ColumnInfo[] {
  let columns = columnCache.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table))
      // Generated columns (search text, …) are computed by the database and must not be written.
      .filter(([, column]) => !column.generated)
      .map(([key, column]) => ({ key, name: column.name, column }));
    columnCache.set(table, columns);
  }
  return columns;
}

/** The value a row without this field gets: the column's literal default, else null. */
function missingValue(table: PgTable, info: ColumnInfo): unknown {
  const { column } = info;
  if (column.defaultFn) return column.defaultFn();
  if (column.hasDefault && !(column.default instanceof SQL) && column.default !== undefined) return column.default;
  if (column.notNull && column.hasDefault) {
    // An SQL default (now(), gen_random_uuid()) cannot be applied per row here; generators set such fields.
    throw new Error(`Seed row for ${getTableName(table)} lacks ${info.key}, whose default is SQL: set it explicitly`);
  }
  return null;
}

export async function insertRows<T extends PgTable>(db: Inserter, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const all = columnsOf(table);
  for (let start = 0; start < rows.length; start += MAX_ROWS) {
    const chunk = rows.slice(start, start + MAX_ROWS) as readonly Record<string, unknown>[];
    // Columns nobody in the chunk sets keep their database default (now(), gen_random_uuid(), …).
    const used = all.filter((c) => chunk.some((row) => row[c.key] !== undefined));
    const records = chunk.map((row) => {
      const record: Record<string, unknown> = {};
      for (const c of used) {
        const value = row[c.key];
        // jsonb columns keep their object (it lands as jsonb); Dates become ISO strings, which cast to timestamptz.
        record[c.name] = value === undefined ? missingValue(table, c) : value instanceof Date ? value.toISOString() : value;
      }
      return record;
    });
    const names = sql.raw(used.map((c) => `"${c.name.replace(/"/g, '""')}"`).join(', '));
    await db.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::jsonb)`);
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
