import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLicenseAppearance, ZUserInit } from '@portal/domain';
import { activityLog, memberships, users } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { DEFAULT_APPEARANCE, emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi'] as const) {
    cookies[key] = await login(t.app, emailOf(key));
  }
});
afterAll(() => t.close());

const get = (url: string, cookie: string | undefined) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/v1/User/Licences', () => {
  it('lists the licences the user holds, in sort order', async () => {
    expect((await get('/api/v1/User/Licences', cookies.broker)).json()).toEqual([{ License: LICENSE_A, Name: 'Makler A GmbH' }]);
    expect((await get('/api/v1/User/Licences', cookies.commercial)).json()).toEqual([{ License: LICENSE_B, Name: 'Gewerbe B AG' }]);
    expect((await get('/api/v1/User/Licences', cookies.multi)).json()).toEqual([
      { License: LICENSE_A, Name: 'Makler A GmbH' },
      { License: LICENSE_B, Name: 'Gewerbe B AG' },
    ]);
  });

  it('401 without a session', async () => {
    const res = await get('/api/v1/User/Licences', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /api/v1/User/Appearances', () => {
  it('maps each membership to its appearance with the numeric view preset', async () => {
    const res = await get('/api/v1/User/Appearances', cookies.multi);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    for (const a of list) expect(ZLicenseAppearance.safeParse(a).success).toBe(true);
    expect(list[0]).toMatchObject({ License: LICENSE_A, Kind: 'MAKLER', Families: ['KOMPAKT'], Preset: 'Karten', ViewPreset: 3, Appearance: DEFAULT_APPEARANCE, HasCustomCss: false });
    expect(list[0].FooterLinks.Agb).toBe('#disabled');
    expect(list[1]).toMatchObject({ License: LICENSE_B, Kind: 'GEWERBEKUNDE', Preset: 'Gewerbe', ViewPreset: 4, CustomDomain: 'portal.gewerbe-b.test' });
  });

  it('caseworker is ViewPreset 0, private customer 1', async () => {
    expect((await get('/api/v1/User/Appearances', cookies.caseworker)).json()[0]).toMatchObject({ Preset: 'Sachbearbeiter', ViewPreset: 0 });
    expect((await get('/api/v1/User/Appearances', cookies.customer)).json()[0]).toMatchObject({ Preset: 'Privat', ViewPreset: 1 });
  });
});

describe('GET /api/v1/User/Init', () => {
  it('describes the user as a member of the active licence, per role', async () => {
    const admin = (await get(`/api/v1/User/Init?license=${LICENSE_A}`, cookies.admin)).json();
    expect(ZUserInit.safeParse(admin).success).toBe(true);
    expect(admin).toMatchObject({ License: LICENSE_A, LicenseName: 'Makler A GmbH', Role: 'licenseAdmin', IsLicenseAdmin: true, DevOutbox: true, ReadOnly: false, ViewPreset: 2 });
    expect(admin.Permissions.CanCreateProcesses).toBe(true);
    expect(admin.Features.GuestLogin).toBe(true);
    expect(admin.User.Email).toBe(emailOf('admin'));

    const broker = (await get(`/api/v1/User/Init?license=${LICENSE_A}`, cookies.broker)).json();
    expect(broker).toMatchObject({ Role: 'intermediary', Preset: 'Vermittler', IsLicenseAdmin: false, DevOutbox: false });
    expect(broker.Permissions.CanCreateProcesses).toBe(false);

    const reporter = (await get(`/api/v1/User/Init?license=${LICENSE_A}`, cookies.reporter)).json();
    expect(reporter).toMatchObject({ Role: 'claimReporter', Preset: 'Schadenmelder', ViewPreset: 5 });

    const multiB = (await get(`/api/v1/User/Init`, cookies.multi)).statusCode;
    expect(multiB).toBe(400);
    const viaHeader = await t.app.inject({ method: 'GET', url: '/api/v1/User/Init', headers: { cookie: cookies.multi!, 'x-license': LICENSE_B } });
    expect(viaHeader.json()).toMatchObject({ License: LICENSE_B, Kind: 'GEWERBEKUNDE', Preset: 'Gewerbe' });
    expect(viaHeader.json().Features.FileExport).toBe(false);
  });

  it('a guest is read-only with no permissions', async () => {
    const guest = await loginAsGuest(t.app);
    const init = (await get(`/api/v1/User/Init?license=${LICENSE_A}`, guest)).json();
    expect(init).toMatchObject({ Role: 'guest', ReadOnly: true, IsLicenseAdmin: false });
    expect(Object.values(init.Permissions).every((v) => v === false)).toBe(true);
  });

  it('a read-only membership makes a normal session read-only in that licence', async () => {
    await t.database.db
      .update(memberships)
      .set({ readOnly: true })
      .where(and(eq(memberships.userId, t.fixtures.userIds.multi), eq(memberships.licenseId, LICENSE_B)));
    // Written behind the app's back (as an operator would): it shows within a second; drop the cache to see it now.
    forgetMemberships(t.database.db);
    const init = (await get(`/api/v1/User/Init?license=${LICENSE_B}`, cookies.multi)).json();
    expect(init.ReadOnly).toBe(true);
    const write = await t.app.inject({ method: 'PUT', url: `/api/v1/Settings/User?license=${LICENSE_B}`, headers: { cookie: cookies.multi! }, payload: {} });
    expect(write.json()).toMatchObject({ code: 'READ_ONLY' });
    // Licence A stays writable.
    const writeA = await t.app.inject({ method: 'PUT', url: `/api/v1/Settings/User?license=${LICENSE_A}`, headers: { cookie: cookies.multi! }, payload: {} });
    expect(writeA.statusCode).toBe(200);
    await t.database.db
      .update(memberships)
      .set({ readOnly: false })
      .where(and(eq(memberships.userId, t.fixtures.userIds.multi), eq(memberships.licenseId, LICENSE_B)));
    forgetMemberships(t.database.db);
  });
});

describe('PUT /api/v1/User/Language', () => {
  it('saves a registered language', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/User/Language', headers: { cookie: cookies.caseworker! }, payload: { Language: 'pl' } });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, t.fixtures.userIds.caseworker));
    expect(row?.language).toBe('pl');
    expect((await get('/api/v1/auth/session', cookies.caseworker)).json().User.Language).toBe('pl');
  });

  it('rejects an unknown language naming the field', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/User/Language', headers: { cookie: cookies.caseworker! }, payload: { Language: 'xx' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('Language');
  });
});

describe('POST /api/v1/Activity', () => {
  it('logs the action in the licence and stamps the member activity on Login', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/Activity?license=${LICENSE_A}`, headers: { cookie: cookies.caseworker! }, payload: { Action: 'Login' } });
    expect(res.statusCode).toBe(204);
    const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.userId, t.fixtures.userIds.caseworker));
    expect(logged).toMatchObject([{ licenseId: LICENSE_A, action: 'Login' }]);
    const [m] = await t.database.db
      .select({ at: memberships.lastActivityAt })
      .from(memberships)
      .where(and(eq(memberships.userId, t.fixtures.userIds.caseworker), eq(memberships.licenseId, LICENSE_A)));
    expect(m?.at).toBeInstanceOf(Date);
  });

  it('rejects an unknown action', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/Activity?license=${LICENSE_A}`, headers: { cookie: cookies.caseworker! }, payload: { Action: 'Hack' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('Action');
  });
});
