/**
 * One database handle for both drivers: PGlite (embedded, file-persisted or in memory) by default,
 * node-postgres when a DATABASE_URL is given. Same schema, same migrations.
 */
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
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The driver-independent Drizzle database type every repository takes. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbTarget =
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Embedded PGlite persisted in a folder. */
  | { kind: 'pglite'; dataDir: string }
  /** Embedded PGlite in memory (tests), optionally started from a dumped data directory. */
  | { kind: 'memory'; loadDataDir?: Blob };

export type Database = {
  db: Db;
  target: DbTarget['kind'];
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball (test templates). */
  dump?: () => Promise<Blob>;
};

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export async function openDatabase(target: DbTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // Dates stay ISO strings ('YYYY-MM-DD') as Drizzle's date columns in string mode expect.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      target: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
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
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    target: target.kind,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
