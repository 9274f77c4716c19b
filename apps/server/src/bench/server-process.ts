/** Starts the real server as a child process and times how long until GET /api/health answers 200. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export type RunningServer = {
  startupMs: number;
  port: number;
  /** The server's process id (the node process itself, not a wrapper), e.g. to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
};

/** A port that is free right now (the OS picks it; a tiny race with other processes is acceptable here). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await waitForExit(child, 10_000))) {
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  }
}

export async function startServer(opts: {
  serverDir: string;
  /** Entry file relative to serverDir. */
  entry: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env, PORT: String(port), HOST: '127.0.0.1' };
  // Unless a case asks for a PostgreSQL server, the embedded database is what we time: a DATABASE_URL in the shell must not redirect the server.
  if (!opts.env.DATABASE_URL) delete env.DATABASE_URL;
  const started = performance.now();
  // node --import tsx runs the TypeScript entry the way `npm start` does, without npx's own start-up cost.
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(opts.serverDir, opts.entry)], {
    cwd: opts.serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = started + (opts.timeoutMs ?? 180_000);
  const url = `http://127.0.0.1:${port}/api/health`;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output.trim()}`);
      }
      if (performance.now() > deadline) throw new Error(`no 200 from ${url} within ${(opts.timeoutMs ?? 180_000) / 1000} s:\n${output.trim()}`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  const startupMs = performance.now() - started;
  return { startupMs, port, pid: child.pid!, stop: () => stopChild(child) };
}
