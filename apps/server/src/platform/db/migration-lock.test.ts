/**
 * Migrations run once, by one instance, under a PostgreSQL advisory lock: a second instance starting meanwhile
 * waits for the lock, then finds nothing left to do. Needs a PostgreSQL server (PGlite has one process only):
 * TEST_DATABASE_URL's, or one started for this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type TPostgresServer } from '../../test-support/postgres-server.js';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, openDatabase, type Database } from './client.js';

let server: TPostgresServer;
let url: string;
const open: Database[] = [];

async function instance(): Promise<Database> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
  open.push(database);
  return database;
}

async function scalar<T>(text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(text)).rows[0] as object)[0] as T;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  server = await startPostgresServer();
  url = await server.createDatabase();
}, 60_000);
afterAll(async () => {
  await Promise.all(open.map((d) => d.close()));
  await server?.close();
});

describe('migrations under the advisory lock', () => {
  it('lets a second instance wait while the first holds the lock, then migrates exactly once', async () => {
    const [a, b, c] = await Promise.all([instance(), instance(), instance()]);
    let bDone = false;
    let waiting: Promise<unknown> = Promise.resolve();
    await a!.exclusive(async () => {
      waiting = b!.migrate().then(() => (bDone = true));
      await new Promise((r) => setTimeout(r, 500));
      // b queues on the lock a holds, visible in pg_locks; it has not migrated anything.
      const waiters = await scalar<number>(`select count(*)::int from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`);
      expect(waiters).toBe(1);
      expect(bDone).toBe(false);
      expect(await scalar<string | null>(`select to_regclass('public.licenses')::text`)).toBeNull();
      await a!.migrate(); // re-entrant: a already holds the lock
    });
    // b, and c started now, wait their turn and find nothing left to do.
    await Promise.all([waiting, c!.migrate()]);
    expect(bDone).toBe(true);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(await scalar<number>('select count(*)::int from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(await scalar<number>(`select count(*)::int from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`)).toBe(0);
    expect(MIGRATION_LOCK_KEY).toBeTypeOf('bigint');
  }, 60_000);
});
