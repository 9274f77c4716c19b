import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema.js';
import { hashToken } from '../../platform/auth/session-store.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { deviceName } from './device-name.js';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginWith = async (key: Parameters<typeof emailOf>[0], userAgent: string, ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: emailOf(key), password: 'correct horse battery' },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  const cookie = res.cookies.find((c) => c.name === 'portal_session');
  return `portal_session=${cookie!.value}`;
};
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('deviceName', () => {
  it('names browser and system', () => {
    expect(deviceName(CHROME_WINDOWS)).toBe('Chrome 131 · Windows');
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari 17 · iOS');
    expect(deviceName(null)).toBe('Unbekanntes Gerät');
  });
});

describe('the user\'s active sessions', () => {
  it('lists them with device, address and last use, marks the current one, never shows the stored token hash', async () => {
    const desk = await loginWith('broker', CHROME_WINDOWS, '10.5.0.1');
    await loginWith('broker', SAFARI_IPHONE, '10.5.0.2');
    const res = await get('/api/v1/auth/sessions', desk);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ Id: string; Device: string; Ip: string; Current: boolean; LastUsedAt: string }>;
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.Current)).toMatchObject({ Device: 'Chrome 131 · Windows', Ip: '10.5.0.1' });
    expect(list.find((s) => !s.Current)).toMatchObject({ Device: 'Safari 17 · iOS', Ip: '10.5.0.2' });
    for (const s of list) expect(s.Id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('neither lists nor counts a session that has ended by idling, before any cleanup', async () => {
    const desk = await loginWith('customer', CHROME_WINDOWS, '10.7.0.1');
    const phone = await loginWith('customer', SAFARI_IPHONE, '10.7.0.2');
    // The phone was last used longer ago than the idle timeout; its row is still there.
    const idleMs = t.config.SESSION_IDLE_MINUTES * 60_000;
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - idleMs - 60_000) }).where(eq(sessions.id, hashToken(phone.split('=')[1]!)));
    const list = (await get('/api/v1/auth/sessions', desk)).json() as Array<{ Current: boolean }>;
    expect(list).toEqual([expect.objectContaining({ Current: true })]);
    const admin = await login(t.app, emailOf('admin'));
    const members = (await get(`/api/v1/License/MemberSessions?license=${LICENSE_A}`, admin)).json() as Array<{ Email: string; ActiveSessions: number }>;
    expect(members.find((m) => m.Email === emailOf('customer'))!.ActiveSessions).toBe(1);
    expect((await get('/api/v1/auth/session', phone)).statusCode).toBe(401);
  });

  it('"log out everywhere" ends the other sessions and keeps this one; with IncludeCurrent this one too', async () => {
    const a = await loginWith('caseworker', CHROME_WINDOWS, '10.6.0.1');
    const b = await loginWith('caseworker', SAFARI_IPHONE, '10.6.0.2');
    const c = await loginWith('caseworker', SAFARI_IPHONE, '10.6.0.3');
    const end = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/end', headers: { cookie: a }, payload: {} });
    expect(end.json()).toEqual({ Ended: 2 });
    expect((await get('/api/v1/auth/session', a)).statusCode).toBe(200);
    expect((await get('/api/v1/auth/session', b)).statusCode).toBe(401);
    expect((await get('/api/v1/auth/session', c)).statusCode).toBe(401);
    const all = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/end', headers: { cookie: a }, payload: { IncludeCurrent: true } });
    expect(all.json()).toEqual({ Ended: 1 });
    expect((await get('/api/v1/auth/session', a)).statusCode).toBe(401);
  });

  it('ends one session by its id, and only one of the user\'s own', async () => {
    const a = await loginWith('customer', CHROME_WINDOWS, '10.7.0.1');
    const b = await loginWith('customer', SAFARI_IPHONE, '10.7.0.2');
    const other = (await get('/api/v1/auth/sessions', a)).json().find((s: { Current: boolean }) => !s.Current) as { Id: string };
    // Another user cannot end it.
    const stranger = await login(t.app, emailOf('reporter'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${other.Id}`, headers: { cookie: stranger } })).statusCode).toBe(404);
    expect((await get('/api/v1/auth/session', b)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${other.Id}`, headers: { cookie: a } })).statusCode).toBe(204);
    expect((await get('/api/v1/auth/session', b)).statusCode).toBe(401);
  });
});

describe('licence admins and their members\' sessions', () => {
  it('an admin lists the licence\'s members with their sessions and ends a member\'s sessions', async () => {
    const admin = await login(t.app, emailOf('admin'));
    const member = await login(t.app, emailOf('broker'));
    const list = await get(`/api/v1/License/MemberSessions?license=${LICENSE_A}`, admin);
    expect(list.statusCode).toBe(200);
    const broker = (list.json() as Array<{ UserId: string; Email: string; ActiveSessions: number }>).find((m) => m.Email === emailOf('broker'));
    expect(broker!.ActiveSessions).toBeGreaterThan(0);
    expect((list.json() as Array<{ Email: string }>).some((m) => m.Email === emailOf('commercial'))).toBe(false);
    const end = await t.app.inject({ method: 'POST', url: `/api/v1/License/Members/${broker!.UserId}/EndSessions?license=${LICENSE_A}`, headers: { cookie: admin } });
    expect(end.statusCode).toBe(200);
    expect(end.json().Ended).toBeGreaterThan(0);
    expect((await get('/api/v1/auth/session', member)).statusCode).toBe(401);
  });

  it('never for a user of another licence, and never for a non-admin', async () => {
    const admin = await login(t.app, emailOf('admin'));
    const foreign = t.fixtures.userIds.commercial;
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/License/Members/${foreign}/EndSessions?license=${LICENSE_A}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(404);
    const otherLicence = await t.app.inject({ method: 'POST', url: `/api/v1/License/Members/${foreign}/EndSessions?license=${LICENSE_B}`, headers: { cookie: admin } });
    expect(otherLicence.statusCode).toBe(403);
    const broker = await login(t.app, emailOf('broker'));
    expect((await get(`/api/v1/License/MemberSessions?license=${LICENSE_A}`, broker)).statusCode).toBe(403);
    const byBroker = await t.app.inject({ method: 'POST', url: `/api/v1/License/Members/${t.fixtures.userIds.customer}/EndSessions?license=${LICENSE_A}`, headers: { cookie: broker } });
    expect(byBroker.statusCode).toBe(403);
  });
});
