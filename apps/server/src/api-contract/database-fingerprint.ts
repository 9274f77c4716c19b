/**
 * A fingerprint of everything the database holds (one md5 per table), to prove that a refused request left no
 * trace. Sessions and login attempts are left out: every request may touch a session's last use, and failed
 * logins are recorded on purpose.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';

const VOLATILE_TABLES = new Set(['sessions', 'login_attempts', '__drizzle_migrations']);

type TRows<T> = { rows?: T[] } | T[];
const rowsOf = <T>(result: unknown): T[] => {
  const r = result as TRows<T>;
  return Array.isArray(r) ? r : (r.rows ?? []);
};

export type TFingerprint = Record<string, string>;

export async function tenantTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  );
  return rows.map((r) => r.name).filter((name) => !VOLATILE_TABLES.has(name));
}

export async function databaseFingerprint(db: Db, tables: readonly string[]): Promise<TFingerprint> {
  const query = sql.join(
    tables.map((name) => sql`select ${name} as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${sql.identifier(name)} x`),
    sql` union all `,
  );
  const rows = rowsOf<{ t: string; h: string }>(await db.execute(query));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: TFingerprint, after: TFingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
