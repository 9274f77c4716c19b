/**
 * PostgreSQL ending the pool's idle connections (a restart, a failover, pg_terminate_backend) costs the instance
 * nothing: the process stays up and the next statement runs on a new connection. Needs a PostgreSQL server.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type TPostgresServer } from '../../test-support/postgres-server.js';
import { openDatabase, type Database } from './client.js';
import { executeRows } from './execute-rows.js';

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
