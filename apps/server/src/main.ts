/**
 * `npm start`: validated config → database (PostgreSQL when DATABASE_URL is set, else embedded PGlite under
 * DATA_DIR) → migrations → demo data on first start → listen, then print the URL and the demo logins.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { newControlToken, writeControlFile } from './platform/control-channel.js';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.js';
import { configuredPostgres, openDatabase, type Database } from './platform/db/client.js';
import { licenses } from './platform/db/schema.js';
import { analyzeDatabase, statisticsMissing } from './platform/db/planner-statistics.js';
import { describeStorage } from './platform/storage/create-storage.js';
import type { Storage } from './platform/storage/storage.js';
import { deleteExpiredSessions } from './platform/auth/session-store.js';
import { pruneLoginAttempts } from './platform/auth/login-rate-limit.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, GUEST_ACCOUNT } from './seed/demo-accounts.js';
import { seedDemoData } from './seed/seed.js';
import { REQUEST_LOG_SERIALIZERS } from './platform/log-serializers.js';
import { accountsWithDemoPassword, demoPasswordRefusal } from './platform/demo-passwords.js';

// WEB_DIST_DIR: another build of the web app (parallel browser-test runs build into their own folder).
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** Handlers at once on the embedded database (request-gate.ts): two, so that one's JavaScript overlaps the other's statements. */
const EMBEDDED_CONCURRENT_HANDLERS = 2;
/** Expired sessions and old login attempts are removed this often. */
const CLEANUP_INTERVAL_MS = 60 * 60_000;

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  // Pretty lines for a person at a terminal; JSON lines for log collectors.
  return process.stdout.isTTY
    ? { level: config.LOG_LEVEL, serializers: REQUEST_LOG_SERIALIZERS, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
    : { level: config.LOG_LEVEL, serializers: REQUEST_LOG_SERIALIZERS };
}

async function openConfiguredDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    return { database: await openDatabase(configuredPostgres(config.DATABASE_URL, config)), release: () => {} };
  }
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  const release = lockDataDir(dataDir, 'the portal server');
  try {
    return { database: await openDatabase({ kind: 'pglite', dataDir }), release };
  } catch (err) {
    release();
    throw err;
  }
}

async function seedIfEmpty(database: Database, config: Config, storage: Storage, log: (msg: string) => void): Promise<void> {
  if (!config.SEED_ON_START) return;
  const [row] = await database.db.select({ n: count() }).from(licenses);
  if ((row?.n ?? 0) > 0) return;
  log(`Empty database: seeding demo data (scale ${config.SEED_SCALE}) …`);
  const started = performance.now();
  await seedDemoData(database.db, { scale: config.SEED_SCALE, dataDir: config.DATA_DIR, storage, onProgress: log });
  log(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function printBanner(url: string): void {
  const rows = DEMO_ACCOUNTS.map((a) => [a.email, a.description, a.memberships.map((m) => `${m.license} (${m.preset})`).join(', ')]);
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => (r[i] as string).length)));
  const lines = rows.map((r) => `  ${(r[0] as string).padEnd(widths[0] as number)}  ${(r[1] as string).padEnd(widths[1] as number)}  ${r[2]}`);
  console.log(
    [
      '',
      `Broker portal: ${url}`,
      `API docs:      ${url}/api/docs/json`,
      '',
      `Demo logins (password for all: ${DEMO_PASSWORD}):`,
      ...lines,
      `  Guest: "Als Gast anmelden" on the login page (read-only, user ${GUEST_ACCOUNT.email})`,
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const { database, release } = await openConfiguredDatabase(config);
  if (config.APP_ENV === 'production') {
    const open = await accountsWithDemoPassword(database.db);
    if (open.length) {
      console.error(demoPasswordRefusal(open));
      await database.close();
      release();
      process.exit(1);
    }
  }
  // The embedded database admits only this process, so CLIs (maintenance) talk to the server instead.
  const controlToken = database.target === 'pglite' ? newControlToken() : undefined;
  // The embedded database serves one statement at a time: admit a few handlers at once, first come first served.
  const concurrentHandlers = database.target === 'postgres' ? undefined : EMBEDDED_CONCURRENT_HANDLERS;
  const app = await buildApp({ database, config, webDistDir: WEB_DIST_DIR, controlToken, logger: loggerOptions(config), concurrentHandlers, startReminders: true });
  const log = (msg: string) => app.log.info(msg);

  const embedded = database.target !== 'postgres';
  const cleanup = setInterval(() => {
    void Promise.all([
      deleteExpiredSessions(database.db, { idleMinutes: config.SESSION_IDLE_MINUTES }),
      pruneLoginAttempts(database.db, config.LOGIN_WINDOW_MINUTES),
      // The embedded database has no autovacuum to keep planner statistics current.
      embedded ? analyzeDatabase(database.db) : undefined,
    ]).catch((err: unknown) => app.log.warn({ err }, 'cleanup failed'));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  let removeControlFile = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(cleanup);
    removeControlFile();
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    log(`Database: ${database.target === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(config.DATA_DIR, 'pglite')}`);
    log(`Files: ${describeStorage(config)}`);
    log(`Mail: ${config.SMTP_URL ? 'SMTP (SMTP_URL)' : 'dev outbox (/dev-postausgang; no SMTP_URL)'}`);
    // One instance at a time (advisory lock on PostgreSQL): the first migrates and seeds, the others find it done.
    await database.exclusive(async () => {
      await database.migrate();
      await seedIfEmpty(database, config, app.storage, log);
    });
    if (embedded && (await statisticsMissing(database.db))) {
      log('Gathering planner statistics (ANALYZE) …');
      await analyzeDatabase(database.db);
    }
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    app.log.error({ err }, 'start-up failed');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    release();
    process.exit(1);
  }
  const anyHost = config.HOST === '0.0.0.0' || config.HOST === '::';
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (controlToken) {
    const localHost = anyHost ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    removeControlFile = writeControlFile(config.DATA_DIR, { url: `http://${localHost}:${port}`, token: controlToken, pid: process.pid });
  }
  printBanner(`http://${anyHost ? 'localhost' : config.HOST}:${port}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
