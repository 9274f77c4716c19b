/**
 * npm run seed -- [--scale N] [--seed N] [--reset] [--date YYYY-MM-DD]
 * Seeds the configured database (DATABASE_URL, else PGlite under DATA_DIR) with the demo data.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config.js';
import { DataDirLockedError, lockDataDir } from '../platform/data-dir-lock.js';
import { configuredPostgres, openDatabase } from '../platform/db/client.js';
import { createStorage, describeStorage } from '../platform/storage/create-storage.js';
import { filesRoot } from '../platform/storage/storage.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, GUEST_ACCOUNT } from './demo-accounts.js';
import { countRows, resetDatabase } from './reset.js';
import { DEFAULT_SEED, SeedConflictError, seedDemoData } from './seed.js';

const USAGE = `Usage: npm run seed -- [--scale N] [--seed N] [--reset] [--date YYYY-MM-DD]
  --scale N   multiply the per-licence volumes (default SEED_SCALE or 1)
  --seed N    random seed (default ${DEFAULT_SEED}); same seed and date give the same data
  --reset     empty all tables and stored files first
  --date D    reference day for relative dates (default today)`;

class UsageError extends Error {}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < (name === 'seed' ? 0 : 1)) throw new UsageError(`--${name} must be a ${name === 'seed' ? 'non-negative' : 'positive'} integer, got "${value}"`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      date: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const scale = positiveInt(values.scale, 'scale') ?? config.SEED_SCALE;
  const seed = positiveInt(values.seed, 'seed') ?? DEFAULT_SEED;
  let refDate: Date | undefined;
  if (values.date !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(Date.parse(`${values.date}T00:00:00Z`))) throw new UsageError(`--date must be YYYY-MM-DD, got "${values.date}"`);
    refDate = new Date(`${values.date}T00:00:00Z`);
  }

  const target = config.DATABASE_URL
    ? configuredPostgres(config.DATABASE_URL, config)
    : ({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') } as const);
  console.log(`Database: ${target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.dataDir} · files: ${describeStorage(config)}`);
  const started = performance.now();
  // Embedded PGlite allows one process at a time; the lock names the holder instead of corrupting files.
  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir, 'seed CLI') : () => {};
  const database = await openDatabase(target).catch((err: unknown) => {
    release();
    throw err;
  });
  try {
    await database.migrate();
    if (values.reset) {
      console.log('Reset: emptying all tables and stored files …');
      await resetDatabase(database.db);
      if (config.STORAGE_DRIVER === 'local') await fs.rm(filesRoot(config.DATA_DIR), { recursive: true, force: true });
      // The storage has no listing; the same seed writes the same keys again, other leftovers stay in the bucket.
      else console.log('  Files in the S3 bucket are kept (the same seed writes the same keys again).');
    }
    const seedStarted = performance.now();
    await seedDemoData(database.db, {
      scale,
      seed,
      refDate,
      dataDir: config.DATA_DIR,
      storage: await createStorage(config),
      onProgress: (msg) => console.log(`  ${((performance.now() - seedStarted) / 1000).toFixed(1).padStart(5)} s  ${msg}`),
    });
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const counts = await countRows(database.db);
    console.log('\nRows per table:');
    const width = Math.max(...Object.keys(counts).map((k) => k.length));
    for (const [table, n] of Object.entries(counts)) if (n > 0) console.log(`  ${table.padEnd(width)}  ${n.toLocaleString('de-DE').padStart(9)}`);
    console.log(`\nSeeded scale ${scale} (seed ${seed}) in ${seedSeconds.toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s with migration).`);
    console.log(`\nDemo logins (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(26)} ${a.description}`);
    console.log(`  ${GUEST_ACCOUNT.email.padEnd(26)} Gastzugang (ohne Passwort, nur lesend)`);
    return 0;
  } finally {
    await database.close();
    release();
  }
}

/** Errors the user can fix get their message only; anything else also its stack. */
function isUserError(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return (
    err instanceof SeedConflictError ||
    err instanceof DataDirLockedError ||
    err instanceof ConfigError ||
    err instanceof UsageError ||
    (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
  );
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    if ((err as NodeJS.ErrnoException | null)?.code?.startsWith('ERR_PARSE_ARGS') || err instanceof UsageError) console.error(USAGE);
    if (!isUserError(err)) console.error(err instanceof Error ? err.stack : '');
    process.exit(isUserError(err) ? 2 : 1);
  },
);
