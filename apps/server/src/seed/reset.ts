/** Empties every table of the schema (seed --reset) and counts rows (seed and bench reports). */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.js';
import { executeRows } from '../platform/db/execute-rows.js';
import * as schema from '../platform/db/schema.js';

/** Names of all tables in the schema, in declaration order (parents before children). */
export function schemaTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values.filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableName(table));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function resetDatabase(db: Db): Promise<void> {
  // One statement: TRUNCATE of all tables together needs no ordering and resets serial ids.
  await db.execute(sql.raw(`TRUNCATE TABLE ${schemaTableNames().map(quote).join(', ')} RESTART IDENTITY CASCADE`));
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const names = schemaTableNames();
  const query = names.map((n) => `SELECT '${n}' AS name, count(*)::int AS n FROM ${quote(n)}`).join(' UNION ALL ');
  const rows = await executeRows<{ name: string; n: number }>(db, sql.raw(query));
  return Object.fromEntries(names.map((n) => [n, rows.find((r) => r.name === n)?.n ?? 0]));
}
