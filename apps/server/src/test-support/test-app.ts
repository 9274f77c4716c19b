/**
 * One app per test file on a fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL.
 * `login` returns the Cookie header value to pass to app.inject.
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type TApp } from '../app.js';
import { loadConfig, type Config } from '../platform/config.js';
import type { Database } from '../platform/db/client.js';
import { openTestDatabase } from '../platform/db/test-database.js';
import { SESSION_COOKIE } from '../platform/auth/session-cookie.js';
import { holdAnswersToContract } from './answer-contract.js';
import { emailOf, FIXTURE_PASSWORD, insertFixtures, LICENSE_A, type TFixtures, type TFixtureUserKey } from './fixtures.js';

export type TTestApp = { app: TApp; database: Database; config: Config; fixtures: TFixtures; close: () => Promise<void> };

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATA_DIR: '/tmp/portal-test-unused', ...env });
}

export async function createTestApp(options: { env?: Record<string, string>; webDistDir?: string } = {}): Promise<TTestApp> {
  const database = await openTestDatabase();
  const fixtures = await insertFixtures(database.db);
  const config = testConfig(options.env);
  const app = await readyAndHeld(await buildApp({ database, config, webDistDir: options.webDistDir }));
  return {
    app,
    database,
    config,
    fixtures,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Readies an app a test built and holds every answer it gives to its OpenAPI document (answer-contract.ts): every
 * app the API tests talk to goes through here.
 */
export async function readyAndHeld(app: TApp): Promise<TApp> {
  await app.ready();
  holdAnswersToContract(app);
  return app;
}

/** The `portal_session=<token>` pair of a response's Set-Cookie, or null when none was set. */
export function sessionCookieOf(res: LightMyRequestResponse): string | null {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && cookie.value ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

/** Logs in with the fixture password and returns the Cookie header value. */
export async function login(app: TApp, email: string, password = FIXTURE_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

export async function loginAsGuest(app: TApp, license?: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: license ? { License: license } : {} });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`guest login failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** Session cookies of fixture members by their key, and under `guest` a guest of licence A: the cast of an API test. */
export async function loginMembers(app: TApp, keys: readonly TFixtureUserKey[]): Promise<Record<string, string>> {
  const cookies: Record<string, string> = {};
  for (const key of keys) cookies[key] = await login(app, emailOf(key));
  cookies.guest = await loginAsGuest(app, LICENSE_A);
  return cookies;
}
