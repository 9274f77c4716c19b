/** Seeding time on a fresh embedded database, and on a PostgreSQL server when BENCH_DATABASE_URL is set. */
import path from 'node:path';
import { openDatabase, type Database } from '../platform/db/client.js';
import { createScratchDatabase } from '../platform/db/scratch-database.js';
import { countRows } from '../seed/reset.js';
import { seedDemoData } from '../seed/seed.js';
import { timed, type BenchCase, type BenchContext, type BenchMeasurement } from './bench-case.js';

/** Shared key: the data folder the PGlite seed case filled (the cold-start case starts the server on it). */
export const SEEDED_DATA_DIR = 'seededDataDir';

async function measureSeed(ctx: BenchContext, database: Database, dataDir: string): Promise<BenchMeasurement[]> {
  const migrated = await timed(() => database.migrate());
  ctx.log(`migrated in ${(migrated.ms / 1000).toFixed(1)} s, seeding scale ${ctx.scale} …`);
  const seeded = await timed(() => seedDemoData(database.db, { scale: ctx.scale, dataDir }));
  const counts = await countRows(database.db);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  return [
    { metric: 'migrate (empty database)', value: migrated.ms },
    { metric: `seed, scale ${ctx.scale}`, value: seeded.ms, note: `${rows.toLocaleString('en')} rows, ${counts.files ?? 0} PDFs` },
    { metric: 'insert rate', value: Math.round(rows / (seeded.ms / 1000)), unit: 'rows/s' },
  ];
}

export const seedPgliteCase: BenchCase = {
  name: 'Seed on embedded PGlite',
  async run(ctx) {
    const dataDir = path.join(ctx.tmpDir, 'seeded');
    const opened = await timed(() => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }));
    const database = opened.result;
    try {
      const measurements = await measureSeed(ctx, database, dataDir);
      ctx.shared.set(SEEDED_DATA_DIR, dataDir);
      return [{ metric: 'create database', value: opened.ms }, ...measurements];
    } finally {
      await database.close();
    }
  },
};

export const seedPostgresCase: BenchCase = {
  name: 'Seed on PostgreSQL (BENCH_DATABASE_URL)',
  skip: () => (process.env.BENCH_DATABASE_URL ? undefined : 'BENCH_DATABASE_URL not set'),
  async run(ctx) {
    const serverUrl = process.env.BENCH_DATABASE_URL!;
    // A throw-away database on that server, dropped afterwards, so the bench never touches real data.
    const scratch = await createScratchDatabase(serverUrl, 'portal_bench');
    ctx.onCleanup(scratch.drop);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    try {
      return await measureSeed(ctx, database, path.join(ctx.tmpDir, 'postgres-files'));
    } finally {
      await database.close();
    }
  },
};
