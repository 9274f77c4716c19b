/** Sessions are cached for a second per instance (session-store.ts): ending one must still stop it promptly. */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema.js';
import { emailOf, LICENSE_A } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { hashToken, SESSION_CACHE_TTL_MS } from './session-store.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const summary = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_A}`, headers: { cookie } });

describe('cached sessions', () => {
  it('end at once on logout, also while cached', async () => {
    const cookie = await login(t.app, emailOf('broker'));
    expect((await summary(cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie }, payload: {} })).statusCode).toBe(204);
    expect((await summary(cookie)).statusCode).toBe(401);
  });

  it('end at once when the user ends their other sessions', async () => {
    const phone = await login(t.app, emailOf('broker'));
    const desk = await login(t.app, emailOf('broker'));
    expect((await summary(phone)).statusCode).toBe(200);
    const ended = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/end', headers: { cookie: desk }, payload: { IncludeCurrent: false } });
    expect(ended.statusCode).toBe(200);
    expect((await summary(phone)).statusCode).toBe(401);
    expect((await summary(desk)).statusCode).toBe(200);
  });

  it(`ended by another instance (the row deleted), stop within ${SESSION_CACHE_TTL_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const cookie = await login(t.app, emailOf('broker'));
    expect((await summary(cookie)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.id, hashToken(cookie.split('=')[1]!)));
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS);
    expect((await summary(cookie)).statusCode).toBe(401);
  });
});
