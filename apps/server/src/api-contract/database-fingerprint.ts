/**
 * A fingerprint of everything the database holds (one md5 per table), to prove that a refused request left no
 * trace. Sessions and login attempts are left out: every request may touch a session's last use, and failed
 * logins are recorded on purpose.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';

// sign_attempts: wrong sign links and verification uploads are counted on purpose (the rate limit), like failed logins.
const VOLATILE_TABLES = new Set(['sessions', 'login_attempts', 'sign_attempts', '__drizzle_migrations']);

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

/** The tables that hold a `license_id` column: the tenant's rows. */
export async function licensedTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`select c.table_name as name from information_schema.columns c join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = current_schema() and c.column_name = 'license_id' and t.table_type = 'BASE TABLE' order by 1`,
    ),
  );
  return rows.map((r) => r.name).filter((name) => !VOLATILE_TABLES.has(name));
}

/** One md5 per table over the rows of one licence only: what another licence's members must never change. */
export async function licenseFingerprint(db: Db, tables: readonly string[], licenseId: string): Promise<TFingerprint> {
  const query = sql.join(
    tables.map((name) => sql`select ${name} as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${sql.identifier(name)} x where x.license_id = ${licenseId}`),
    sql` union all `,
  );
  const rows = rowsOf<{ t: string; h: string }>(await db.execute(query));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** Every id (the `id` column, as text) of one licence's rows, over all licensed tables that have one. */
export async function licenseIds(db: Db, tables: readonly string[], licenseId: string): Promise<Set<string>> {
  const withId = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.columns where table_schema = current_schema() and column_name = 'id'`),
  ).map((r) => r.name);
  const ids = new Set<string>();
  for (const name of tables.filter((t) => withId.includes(t))) {
    const rows = rowsOf<{ id: string }>(await db.execute(sql`select id::text as id from ${sql.identifier(name)} where license_id = ${licenseId}`));
    // Short ids (serials) would be found in any answer by chance: only ids that cannot occur by accident count.
    for (const r of rows) if (r.id.length >= 16) ids.add(r.id);
  }
  return ids;
}
