import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userSettings, users } from '../../platform/db/schema.js';
import { hashToken } from '../../platform/auth/session-store.js';
import { emailOf, FIXTURE_PASSWORD, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { buildApp } from '../../app.js';
import { createTestApp, login, loginAsGuest, readyAndHeld, sessionCookieOf, testConfig, type TTestApp } from '../../test-support/test-app.js';

/** A hash as the first releases stored it (scrypt N=2^15), to prove the upgrade at login. */
async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 2 ** 15 * 8 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_FAILURES_PER_IP: '6' } });
});
afterAll(() => t.close());

/** Each test gets its own client address, so that IP-based rate limiting of one test does not touch another. */
let ipCounter = 10;
const nextIp = () => `10.0.0.${ipCounter++}`;

const postLogin = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, remoteAddress });

const tokenOf = (cookie: string) => cookie.split('=')[1] as string;

describe('POST /api/v1/auth/login', () => {
  it('logs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await postLogin({ email: emailOf('broker'), password: FIXTURE_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().User).toMatchObject({ Email: emailOf('broker'), IsGuest: false, Country: { Code: 'DE', Name: 'Deutschland' } });
    const cookie = res.cookies.find((c) => c.name === 'portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // Only the token's hash is stored.
    const token = cookie!.value;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
  });

  it('over TLS (through a trusted proxy) names the cookie __Host- and marks it Secure', async () => {
    const viaProxy = (app: TTestApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: emailOf('broker'), password: FIXTURE_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: nextIp(),
      });
    // Without TRUST_PROXY the header is ignored (anyone could send it).
    const plain = await viaProxy(t.app);
    expect(plain.cookies.find((c) => c.name === 'portal_session')?.secure).toBeFalsy();
    // A second app on the same database, configured behind one TLS-terminating proxy.
    const proxied = await readyAndHeld(await buildApp({ database: t.database, config: testConfig({ TRUST_PROXY: '1' }) }));
    try {
      const res = await viaProxy(proxied);
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === '__Host-portal_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
      // The prefixed cookie opens the session.
      const session = await proxied.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: `__Host-portal_session=${cookie!.value}`, 'x-forwarded-proto': 'https' } });
      expect(session.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const res = await postLogin({ email: `  ${emailOf('broker').toUpperCase()} `, password: FIXTURE_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await postLogin({ email: emailOf('admin'), password: 'wrong password' });
    const unknown = await postLogin({ email: 'nobody@fixture.test', password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  it('refuses a password login for the guest user', async () => {
    const res = await postLogin({ email: 'gast@demo.test', password: '' + FIXTURE_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 with Retry-After after too many failures for one e-mail from one address', async () => {
    const email = emailOf('multi');
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await postLogin({ email, password: `bad-${i}` }, ip)).statusCode).toBe(401);
    const limited = await postLogin({ email, password: FIXTURE_PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(t.config.LOGIN_WINDOW_MINUTES * 60);
    expect(limited.json().retryAfterSeconds).toBe(retry);
  });

  it('an attacker who knows the e-mail cannot lock the owner out: the owner logs in from their address after foreign failures', async () => {
    const email = emailOf('caseworker');
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) await postLogin({ email, password: `guess-${i}` }, attacker);
    expect((await postLogin({ email, password: FIXTURE_PASSWORD }, attacker)).statusCode).toBe(429);
    expect((await postLogin({ email, password: FIXTURE_PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('a distributed attack on one account hits the per-account limit, but not the owner at an address they used before', async () => {
    const local = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT: '6' } });
    try {
      const email = emailOf('admin');
      const owner = '10.1.1.1';
      const login = (password: string, ip: string) => local.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });
      expect((await login(FIXTURE_PASSWORD, owner)).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) expect((await login(`guess-${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
      // A new address gets 429 now; the owner's known address does not.
      expect((await login(FIXTURE_PASSWORD, '10.3.0.1')).statusCode).toBe(429);
      expect((await login(FIXTURE_PASSWORD, owner)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('behind TRUST_PROXY a forged X-Forwarded-For does not reset the address limit', async () => {
    const proxied = await readyAndHeld(await buildApp({ database: t.database, config: testConfig({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_IP: '4', LOGIN_MAX_FAILURES_PER_EMAIL: '100' }) }));
    try {
      const proxy = '192.0.2.10';
      const client = '198.51.100.7';
      // The proxy appends the real client address; the client writes whatever it likes in front of it.
      const attempt = (forged: string, email: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email, password: 'wrong' },
          headers: { 'x-forwarded-for': `${forged}, ${client}` },
          remoteAddress: proxy,
        });
      for (let i = 0; i < 4; i++) expect((await attempt(`203.0.113.${i}`, `nobody${i}@fixture.test`)).statusCode).toBe(401);
      const limited = await attempt('203.0.113.99', 'nobody-else@fixture.test');
      expect(limited.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('upgrades a hash of older parameters (scrypt) at the next successful login, to argon2id', async () => {
    const userId = t.fixtures.userIds.reporter;
    const legacy = await legacyScryptHash(FIXTURE_PASSWORD);
    await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, userId));
    expect((await postLogin({ email: emailOf('reporter'), password: FIXTURE_PASSWORD })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await postLogin({ email: emailOf('reporter'), password: FIXTURE_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 429 after too many failures from one IP, whatever the e-mail', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) await postLogin({ email: `someone-${i}@fixture.test`, password: 'x' }, ip);
    const limited = await postLogin({ email: emailOf('reporter'), password: FIXTURE_PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    // Another address is not affected.
    expect((await postLogin({ email: emailOf('reporter'), password: FIXTURE_PASSWORD })).statusCode).toBe(200);
  });

  it('rejects bad input with 400 problems naming the field, never 500', async () => {
    const missing = await postLogin({ password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION' });
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toContain('email');

    const wrongType = await postLogin({ email: 42, password: true });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);

    const notEmail = await postLogin({ email: 'not-an-email', password: 'x' });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().errors[0].path).toBe('email');

    const huge = await postLogin({ email: `${'a'.repeat(1_000_000)}@x.de`, password: 'x' });
    expect([400, 413]).toContain(huge.statusCode);
    expect(huge.headers['content-type']).toContain('application/problem+json');

    const tooLarge = await postLogin({ email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const invalidJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.de", ',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json()).toMatchObject({ code: 'VALIDATION' });

    const noBody = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors[0].path).toBe('body');

    const text = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('session', () => {
  it('GET auth/session answers the user, 401 UNAUTHENTICATED without a cookie or with a forged one', async () => {
    const cookie = await login(t.app, emailOf('admin'));
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().User.Email).toBe(emailOf('admin'));

    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: 'portal_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(forged.statusCode).toBe(401);
  });

  it('ends at its absolute lifetime (SESSION_TTL_HOURS), whatever the activity: 401 SESSION_EXPIRED, row deleted', async () => {
    const cookie = await login(t.app, emailOf('customer'));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.id, hashToken(tokenOf(cookie))));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(tokenOf(cookie))))).toHaveLength(0);
  });

  it('ends after SESSION_IDLE_MINUTES without a request', async () => {
    const cookie = await login(t.app, emailOf('customer'));
    const idle = t.config.SESSION_IDLE_MINUTES * 60_000;
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - idle - 1000) }).where(eq(sessions.id, hashToken(tokenOf(cookie))));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Summary?license=' + LICENSE_A, headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('a request of the user moves the idle end (at most once a minute); background refreshes do not', async () => {
    const cookie = await login(t.app, emailOf('customer'));
    const id = hashToken(tokenOf(cookie));
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: fiveMinutesAgo }).where(eq(sessions.id, id));

    const background = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie, 'x-portal-activity': 'background' } });
    expect(background.statusCode).toBe(200);
    const [unchanged] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(unchanged!.lastSeenAt.getTime()).toBe(fiveMinutesAgo.getTime());
    const idleEnd = new Date(background.json().Session.IdleExpiresAt).getTime();
    expect(idleEnd).toBe(fiveMinutesAgo.getTime() + t.config.SESSION_IDLE_MINUTES * 60_000);
    expect(background.json().Session.IdleTimeoutSeconds).toBe(t.config.SESSION_IDLE_MINUTES * 60);

    const active = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    const [renewed] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(renewed!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(new Date(active.headers['x-session-idle-expires'] as string).getTime()).toBeGreaterThan(idleEnd);

    // Within the minute nothing is written.
    const lastSeen = renewed!.lastSeenAt.getTime();
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    const [same] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(same!.lastSeenAt.getTime()).toBe(lastSeen);
  });
});

describe('POST /api/v1/auth/logout', () => {
  const settings = { toggleClose: true, anzahlDashboardListen: 10 as const };

  const settingsOf = async (userId: string, licenseId: string) =>
    (await t.database.db.select().from(userSettings).where(eq(userSettings.userId, userId))).filter((r) => r.licenseId === licenseId);

  it('ends the session (the next call is 401) and saves a broker\'s settings', async () => {
    const cookie = await login(t.app, emailOf('broker'));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie }, payload: { License: LICENSE_A, Settings: settings } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'portal_session');
    expect(cleared?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/User/Licences', headers: { cookie } })).statusCode).toBe(401);
    const saved = await settingsOf(t.fixtures.userIds.broker, LICENSE_A);
    expect(saved[0]?.settings).toEqual(settings);
  });

  it('does not save settings for a caseworker or a licence admin', async () => {
    for (const key of ['caseworker', 'admin'] as const) {
      const cookie = await login(t.app, emailOf(key));
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie }, payload: { License: LICENSE_A, Settings: settings } });
      expect(res.statusCode).toBe(204);
      expect(await settingsOf(t.fixtures.userIds[key], LICENSE_A)).toHaveLength(0);
    }
  });

  it('does not save settings for a licence the user does not hold, and still logs out with bad settings', async () => {
    const cookie = await login(t.app, emailOf('customer'));
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie }, payload: { License: LICENSE_B, Settings: settings } });
    expect(foreign.statusCode).toBe(204);
    expect(await settingsOf(t.fixtures.userIds.customer, LICENSE_B)).toHaveLength(0);

    const cookie2 = await login(t.app, emailOf('customer'));
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: cookie2 }, payload: { License: LICENSE_A, Settings: { anzahlDashboardListen: 7 } } });
    expect(bad.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: cookie2 } })).statusCode).toBe(401);
  });

  it('answers 204 without a session or a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(res.statusCode).toBe(204);
  });

  it('replaces an old session on a new login', async () => {
    const first = await login(t.app, emailOf('admin'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: first },
      payload: { email: emailOf('admin'), password: FIXTURE_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: first } })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/guest', () => {
  it('creates a read-only session in a licence that admits guests', async () => {
    const cookie = await loginAsGuest(t.app);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.json().User).toMatchObject({ Email: 'gast@demo.test', IsGuest: true });
    const licences = await t.app.inject({ method: 'GET', url: '/api/v1/User/Licences', headers: { cookie } });
    expect(licences.json()).toEqual([{ License: LICENSE_A, Name: 'Makler A GmbH' }]);

    // Reads work, writes do not (READ_ONLY), logout does.
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/Settings/User?license=${LICENSE_A}`, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({ method: 'PUT', url: `/api/v1/Settings/User?license=${LICENSE_A}`, headers: { cookie }, payload: { toggleClose: true } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'READ_ONLY' });
    const language = await t.app.inject({ method: 'PUT', url: '/api/v1/User/Language', headers: { cookie }, payload: { Language: 'en' } });
    expect(language.json()).toMatchObject({ code: 'READ_ONLY' });
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
  });

  it('403 FORBIDDEN for a licence that does not admit guests', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: { License: LICENSE_B } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(sessionCookieOf(res)).toBeNull();
  });

  it('a guest cannot enter a licence that does not admit guests', async () => {
    const cookie = await loginAsGuest(t.app, LICENSE_A);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_B}`, headers: { cookie } });
    expect(res.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
  });
});
