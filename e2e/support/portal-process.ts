/** Runs `apps/server/src/main.ts` as a child process, the way `npm start` does. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningPortal = {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and removes its data (`keepData`: leaves the database for a restart with `startPortal(env, { port, dataDir })`). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/** A restart of a stopped portal: the same port (the browser keeps its URL and cookie) and the same database. */
export type TPortalRestart = { port: number; dataDir: string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`portal did not answer /api/health within ${timeoutMs} ms`);
}

/** Settings that change what the seed writes: a portal started with one of them seeds its own data. */
const SEED_SETTINGS = ['SEED_SCALE', 'SEED_ON_START', 'DATABASE_URL'];

/**
 * With E2E_TEMPLATE_DIR set (scripts/run-tests.mjs sets it for a whole run), the first portal of the run migrates
 * and seeds a database once in that folder, stops, and every portal of the run — of either browser project, which
 * run side by side — starts on a copy of it: seeding took 20–40 s of CPU per portal. The folder is created
 * atomically (mkdir); the process that created it seeds, the others wait for its `ready` file.
 */
async function seededTemplate(): Promise<string | null> {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir) return null;
  const data = path.join(dir, 'data');
  const ready = path.join(dir, 'ready');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  let mine = true;
  try {
    fs.mkdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    mine = false;
  }
  if (mine) {
    const seeder = await launchPortal({}, { port: await freePort(), dataDir: data });
    await seeder.stop({ keepData: true });
    fs.rmSync(path.join(data, 'server.log'), { force: true });
    fs.writeFileSync(ready, '');
    return data;
  }
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`no seeded template appeared in ${dir} within 300 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return data;
}

export async function startPortal(env: Record<string, string> = {}, restart?: TPortalRestart): Promise<RunningPortal> {
  if (restart || SEED_SETTINGS.some((key) => key in env)) return launchPortal(env, restart);
  const template = await seededTemplate();
  if (!template) return launchPortal(env);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  fs.cpSync(template, dataDir, { recursive: true });
  return launchPortal(env, { port: await freePort(), dataDir });
}

async function launchPortal(env: Record<string, string>, restart?: TPortalRestart): Promise<RunningPortal> {
  const port = restart?.port ?? (await freePort());
  const dataDir = restart?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_ON_START: 'true', ...env },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  }
  return {
    baseUrl,
    dataDir,
    stop: async (options = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.closeSync(log);
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
