/**
 * One database handle for both drivers: PGlite (embedded, file-persisted or in memory) by default,
 * node-postgres when a DATABASE_URL is given. Same schema, same migrations.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.js';
import * as schema from './schema.js';
import { yieldBeforeStatements } from './statement-yield.js';
import { prepareHotStatements } from './execute-rows.js';

export type Schema = typeof schema;
/** The driver-independent Drizzle database type every repository takes. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbTarget =
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string; poolSize?: number; /** Prepare hot statements (execute-rows.ts); default true. */ preparedStatements?: boolean }
  /** Embedded PGlite persisted in a folder. */
  | { kind: 'pglite'; dataDir: string }
  /** Embedded PGlite in memory (tests), optionally started from a dumped data directory. */
  | { kind: 'memory'; loadDataDir?: Blob };

/** The PostgreSQL target at `url` with the pool size and statement preparation the configuration sets. */
export function configuredPostgres(url: string, config: Pick<Config, 'DATABASE_POOL_SIZE' | 'DATABASE_PREPARED_STATEMENTS'>): Extract<DbTarget, { kind: 'postgres' }> {
  return { kind: 'postgres', url, poolSize: config.DATABASE_POOL_SIZE, preparedStatements: config.DATABASE_PREPARED_STATEMENTS };
}

export type Database = {
  db: Db;
  target: DbTarget['kind'];
  /** Applies the pending migrations (of MIGRATIONS_FOLDER unless told another folder; tests migrate in steps). */
  migrate: (migrationsFolder?: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * Runs a start-up step (migrations, first seeding) in one instance at a time: under a PostgreSQL advisory
   * lock, so that instances starting at once never migrate or seed twice. PGlite: just runs it.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** PGlite only: the data directory as a tarball (test templates). */
  dump?: () => Promise<Blob>;
};

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * The key of the PostgreSQL advisory lock that migrations run under (any fixed bigint; this one spells "portal"
 * in ASCII). Instances starting at once queue on it: the first migrates, the others then find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 0x706f7274616cn;

/**
 * Runs `fn` while this process holds the migration lock, on a connection of its own (not the pool's: with a pool of
 * one, the migrations would wait for the connection that holds their lock). Re-entrant within the process:
 * migrate() inside an exclusive() start-up step does not wait for itself.
 */
function advisoryLock(url: string): <T>(fn: () => Promise<T>) => Promise<T> {
  // Marks the async calls made inside fn, so that only those skip the lock (not concurrent callers).
  const insideLock = new AsyncLocalStorage<true>();
  return async (fn) => {
    if (insideLock.getStore()) return fn();
    const client = new pg.Client({ connectionString: url });
    // Losing the connection ends the lock with it; the step's own statements then fail and say why.
    client.on('error', (err) => console.warn(`PostgreSQL closed the migration lock's connection: ${err.message}`));
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      try {
        return await insideLock.run(true, fn);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      }
    } finally {
      await client.end();
    }
  };
}

export async function openDatabase(target: DbTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // PostgreSQL ending an idle connection (restart, failover, pg_terminate_backend) is an 'error' event on the
    // pool; without a listener it would end the process. The pool drops that connection and opens a new one.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection (a new one is opened when needed): ${err.message}`));
    // Dates stay ISO strings ('YYYY-MM-DD') as Drizzle's date columns in string mode expect.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (target.preparedStatements !== false) prepareHotStatements(db);
    const exclusive = advisoryLock(target.url);
    return {
      db,
      target: 'postgres',
      exclusive,
      migrate: (migrationsFolder = MIGRATIONS_FOLDER) => exclusive(() => migratePg(drizzlePg(pool, { schema }), { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  if (target.kind === 'pglite') fs.mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm backs the global search (trigram indexes); the same extension is used on a PostgreSQL server.
  const extensions = { pg_trgm };
  const client =
    target.kind === 'pglite'
      ? await PGlite.create(target.dataDir, { extensions })
      : await PGlite.create({ extensions, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
  // Memoize nodes cost PGlite far more than they save on the portal's pages of 25 rows: the contracts page's query
  // took 15–20 ms with them and 3 ms without (the planner sizes their caches for the whole licence).
  await client.exec('SET enable_memoize = off');
  yieldBeforeStatements(client);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    target: target.kind,
    exclusive: (fn) => fn(),
    // PGlite is one process's own database (data-dir-lock.ts keeps a second one out): nothing to lock against.
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
