/**
 * N stateless instances (issue 9, item 7): two real portal processes on one PostgreSQL server and one
 * S3-compatible bucket (s3rver), behind Debian's nginx with the repository's config (deploy/nginx/portal.conf),
 * round robin. A server-side test rather than a browser one: everything here is HTTP, and the server project is
 * where CI runs it twice (PGlite pass: its own PostgreSQL cluster; PostgreSQL pass: TEST_DATABASE_URL's server).
 * Missing nginx or PostgreSQL binaries fail it with a message (.ci/run installs both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../bench/server-process.js';
import { DEMO_LICENSE_BROKER, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { startPostgresServer, type TPostgresServer } from '../test-support/postgres-server.js';
import { SESSION_COOKIE } from './auth/session-cookie.js';
import { startS3TestServer, type TS3TestServer } from './storage/s3-test-server.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX_TEMPLATE = path.resolve(SERVER_DIR, '../../deploy/nginx/portal.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const BROKER = 'admin@demo.test';
const LICENSE = DEMO_LICENSE_BROKER;

let postgres: TPostgresServer;
let databaseUrl: string;
let s3: TS3TestServer;
let workDir: string;
let instances: RunningServer[] = [];
let nginx: ChildProcess | undefined;
let proxy: string;
const direct = (i: number) => `http://127.0.0.1:${instances[i]!.port}`;

async function startNginx(upstreamPorts: number[]): Promise<string> {
  if (!NGINX) throw new Error('nginx not found (/usr/sbin/nginx): install Debian\'s "nginx" package (.ci/run does).');
  const runDir = path.join(workDir, 'nginx');
  fs.mkdirSync(runDir, { recursive: true });
  const port = await freePort();
  const config = fs
    .readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('@@RUN_DIR@@', runDir)
    .replaceAll('@@LISTEN@@', `127.0.0.1:${port}`)
    .replaceAll('@@UPSTREAMS@@', upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n    '));
  fs.writeFileSync(path.join(runDir, 'portal.conf'), config);
  // As root, nginx would switch its worker to "nobody", which cannot write the temp folders here.
  const userDirective = process.getuid?.() === 0 ? 'user root;' : '';
  nginx = spawn(NGINX, ['-p', runDir, '-c', path.join(runDir, 'portal.conf'), '-g', `daemon off; ${userDirective}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (i > 200) throw new Error(`nginx did not answer: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function login(base: string, email = BROKER, password = DEMO_PASSWORD): Promise<{ status: number; cookie?: string }> {
  const res = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  await res.arrayBuffer();
  const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return { status: res.status, cookie: session?.split(';')[0] };
}

async function sessionCookie(base: string): Promise<string> {
  const res = await login(base);
  if (res.status !== 200 || !res.cookie) throw new Error(`login failed: ${res.status}`);
  return res.cookie;
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An open event stream (read as text as it arrives). */
async function openEvents(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/Events?license=${LICENSE}`, { headers: { cookie }, signal: controller.signal });
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
    } catch {
      // Aborted.
    }
  })();
  const waitFor = async (needle: string, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!text.includes(needle)) {
      if (Date.now() > end) throw new Error(`no "${needle}" in the event stream within ${ms} ms; got: ${text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { status: res.status, waitFor, close: async () => (controller.abort(), await reading) };
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instances-'));
  postgres = await startPostgresServer();
  databaseUrl = await postgres.createDatabase();
  s3 = await startS3TestServer(['portal-instances']);
  const env = (name: string) => ({
    ...s3.env('portal-instances'),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    DATA_DIR: path.join(workDir, name),
    SEED_ON_START: 'true',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  });
  // Both at once on an empty database: one migrates and seeds under the advisory lock, the other waits for it.
  instances = await Promise.all(['a', 'b'].map((name) => startServer({ serverDir: SERVER_DIR, entry: 'src/main.ts', env: env(name), timeoutMs: 90_000 })));
  proxy = await startNginx(instances.map((i) => i.port));
}, 120_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all(instances.map((i) => i.stop()));
  await s3?.close();
  await postgres?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('two instances behind nginx', () => {
  it('migrated and seeded once, though both started at once', async () => {
    const [migrations] = await query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
    expect(migrations!.n).toBe(migrations!.distinct);
    const journal = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(migrations!.n).toBe(journal.entries.length);
    expect(await query('select id from licenses where id = $1', [LICENSE])).toHaveLength(1);
  });

  it('honours a session made on one instance on the other, and through the proxy', async () => {
    const cookie = await sessionCookie(direct(0));
    for (const base of [direct(1), proxy, proxy]) {
      const res = await fetch(`${base}/api/v1/Summary/InboxCount?license=${LICENSE}`, { headers: { cookie } });
      expect(res.status, base).toBe(200);
    }
    // The other instance has the session in its cache (platform/ttl-cache.ts, a second) …
    expect((await fetch(`${direct(0)}/api/v1/Summary/InboxCount?license=${LICENSE}`, { headers: { cookie } })).status).toBe(200);
    const logout = await fetch(`${direct(1)}/api/v1/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBeLessThan(300);
    // … and forgets it at once, told by the instance that ended it (cache-invalidation.ts), not after the second.
    const endedAt = Date.now();
    let status = 0;
    while (Date.now() - endedAt < 3_000) {
      status = (await fetch(`${direct(0)}/api/v1/Summary/InboxCount?license=${LICENSE}`, { headers: { cookie } })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
    expect(Date.now() - endedAt).toBeLessThan(400);
  });

  it('counts failed logins across both instances', async () => {
    const email = 'makler@demo.test';
    // LOGIN_MAX_FAILURES_PER_EMAIL is 5: three failures on one instance, two on the other, then refused on either.
    for (const i of [0, 0, 0, 1, 1]) expect((await login(direct(i), email, 'wrong-password')).status).toBe(401);
    expect((await login(direct(0), email, DEMO_PASSWORD)).status).toBe(429);
    expect((await login(direct(1), email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('pushes a message posted through one instance to event streams on the other and through nginx', async () => {
    const cookie = await sessionCookie(proxy);
    const [thread] = await query<{ id: string }>('select id from processes where license_id = $1 order by created_at limit 1', [LICENSE]);
    const onB = await openEvents(direct(1), cookie);
    const viaProxy = await openEvents(proxy, cookie);
    try {
      expect([onB.status, viaProxy.status]).toEqual([200, 200]);
      await Promise.all([onB.waitFor(': connected'), viaProxy.waitFor(': connected')]);
      const posted = await fetch(`${direct(0)}/api/v1/Vorgang/${thread!.id}/Messages?license=${LICENSE}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ Text: 'Über zwei Instanzen' }),
      });
      expect(posted.status).toBe(201);
      const event = `event: process-message\ndata: ${JSON.stringify({ ProcessId: thread!.id })}`;
      await Promise.all([onB.waitFor(event), viaProxy.waitFor(event)]);
    } finally {
      await Promise.all([onB.close(), viaProxy.close()]);
    }
  });

  it('serves a zip made on one instance from the other, with the files from the bucket', async () => {
    const cookie = await sessionCookie(proxy);
    const docs = await query<{ id: string }>('select id from documents where license_id = $1 and file_id is not null order by erstellt desc limit 2', [LICENSE]);
    expect(docs).toHaveLength(2);
    const made = await fetch(`${direct(0)}/api/v1/Brief/Zip?license=${LICENSE}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ BriefIds: docs.map((d) => d.id) }),
    });
    expect(made.status).toBe(200);
    const { Url } = (await made.json()) as { Url: string };
    const zip = await fetch(`${direct(1)}${Url}`, { headers: { cookie } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toContain('application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('%PDF'))).toBe(true);
  });

  it('loses no request beyond those in flight when one instance is killed under load', async () => {
    const cookie = await sessionCookie(proxy);
    const connections = 10;
    const victim = instances[1]!;
    let killedAfter = 0;
    const run = autocannon({
      url: `${proxy}/api/v1/Summary/InboxCount?license=${LICENSE}`,
      headers: { cookie },
      connections,
      duration: 6,
    });
    const started = Date.now();
    const kill = setTimeout(() => {
      process.kill(victim.pid, 'SIGKILL');
      killedAfter = Date.now() - started;
    }, 2_000);
    const result = await run;
    clearTimeout(kill);
    expect(killedAfter).toBeGreaterThan(0);
    const lost = result.errors + result.timeouts + result.non2xx;
    console.info(`kill under load: ${result.requests.total} requests, ${result.requests.average} req/s, lost ${lost} (at most ${connections} in flight)`);
    // Load, not a trickle (CI runs other test files beside this one on two cores).
    expect(result.requests.total).toBeGreaterThan(50);
    // Each connection has at most one request in flight (no pipelining): only those may fail.
    expect(lost).toBeLessThanOrEqual(connections);
    // And the survivor goes on answering through the proxy.
    expect((await fetch(`${proxy}/api/v1/Summary/InboxCount?license=${LICENSE}`, { headers: { cookie } })).status).toBe(200);
  }, 30_000);
});
