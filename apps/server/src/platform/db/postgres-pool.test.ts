/**
 * The pool to a PostgreSQL server: hot statements run prepared (statement-names.ts), and PostgreSQL ending the
 * pool's idle connections (a restart, a failover, pg_terminate_backend) costs the instance nothing: the process
 * stays up and the next statement runs on a new connection. Needs a PostgreSQL server.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type TPostgresServer } from '../../test-support/postgres-server.js';
import { openDatabase, type Database } from './client.js';
import { executeQuery, executeRows } from './execute-rows.js';
import { licenses } from './schema.js';
import { eq } from 'drizzle-orm';

let server: TPostgresServer;
let url: string;
let database: Database;

beforeAll(async () => {
  server = await startPostgresServer();
  url = await server.createDatabase();
  database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await server?.close();
});

describe('the PostgreSQL pool', () => {
  it('prepares a statement once it has run a few times, raw and built alike, unless told not to', async () => {
    const prepared = async (db: Database['db']) => (await executeRows<{ n: number }>(db, sql`select count(*)::int as n from pg_prepared_statements`))[0]?.n;
    for (const preparedStatements of [true, false]) {
      const one = await openDatabase({ kind: 'postgres', url, poolSize: 1, preparedStatements });
      try {
        await one.migrate();
        for (let i = 0; i < 4; i++) {
          await executeRows(one.db, sql`select ${i}::int + 1 as n`);
          expect(await executeQuery(one.db, one.db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, `L${i}`)))).toEqual([]);
        }
        // The count itself has run once only, so it is not among them.
        expect(await prepared(one.db)).toBe(preparedStatements ? 2 : 0);
      } finally {
        await one.close();
      }
    }
  }, 60_000);

  it('survives PostgreSQL ending its idle connections', async () => {
    // Three idle connections in the pool, one of them with a prepared statement.
    for (let i = 0; i < 4; i++) await executeRows(database.db, sql`select ${1}::int as n`);
    await Promise.all([1, 2, 3].map(() => executeRows(database.db, sql`select pg_sleep(0.05)`)));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await executeRows<{ n: number }>(database.db, sql`select ${1}::int as n`);
    expect(row?.n).toBe(1);
  }, 30_000);
});
