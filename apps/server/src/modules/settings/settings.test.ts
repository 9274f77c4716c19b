import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SETTINGS_MAX_BYTES } from '@portal/domain';
import { DEFAULT_APPEARANCE, emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'caseworker', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('Settings/User', () => {
  const settings = {
    toggleClose: true,
    anzahlDashboardListen: 15,
    Grids: { VertragGrid: { Columns: ['VertragsNr', 'Kunde.Kundenname'], Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }], RowsSize: 20 } },
    TargetUrl: '/vertrag',
  };

  it('is empty at first, stores what is put, per licence', async () => {
    expect((await call('GET', 'Settings/User', 'multi')).json()).toEqual({});
    const put = await call('PUT', 'Settings/User', 'multi', settings);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(settings);
    expect((await call('GET', 'Settings/User', 'multi')).json()).toEqual(settings);
    // The other licence of the same user is untouched, and so is another user.
    expect((await call('GET', 'Settings/User', 'multi', undefined, LICENSE_B)).json()).toEqual({});
    expect((await call('GET', 'Settings/User', 'broker')).json()).toEqual({});
  });

  it('drops unknown keys', async () => {
    const put = await call('PUT', 'Settings/User', 'broker', { toggleMove: true, evil: '<script>' });
    expect(put.json()).toEqual({ toggleMove: true });
  });

  it('RevertAll deletes the user\'s settings in that licence', async () => {
    await call('PUT', 'Settings/User', 'caseworker', { toggleMove: false });
    const res = await call('POST', 'Settings/RevertAll', 'caseworker');
    expect(res.statusCode).toBe(204);
    expect((await call('GET', 'Settings/User', 'caseworker')).json()).toEqual({});
  });

  it('rejects bad input with 4xx problems naming the field, never 500', async () => {
    const wrongType = await call('PUT', 'Settings/User', 'broker', { toggleClose: 'yes', anzahlDashboardListen: 7 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['anzahlDashboardListen', 'toggleClose']);

    const nested = await call('PUT', 'Settings/User', 'broker', { Grids: { VertragGrid: { RowsSize: 0 } } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors[0].path).toBe('Grids.VertragGrid.RowsSize');

    const notPath = await call('PUT', 'Settings/User', 'broker', { TargetUrl: 'https://evil.test' });
    expect(notPath.json().errors[0].path).toBe('TargetUrl');

    const hugeString = await call('PUT', 'Settings/User', 'broker', { LastSync: 'x'.repeat(1_000_000) });
    expect([400, 413]).toContain(hugeString.statusCode);
    expect(hugeString.headers['content-type']).toContain('application/problem+json');

    const notObject = await call('PUT', 'Settings/User', 'broker', [1, 2, 3]);
    expect(notObject.statusCode).toBe(400);

    const invalidJson = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Settings/User?license=${LICENSE_A}`,
      headers: { cookie: cookies.broker!, 'content-type': 'application/json' },
      payload: '{"toggleClose": tru',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json()).toMatchObject({ code: 'VALIDATION' });

    const proto = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Settings/User?license=${LICENSE_A}`,
      headers: { cookie: cookies.broker!, 'content-type': 'application/json' },
      payload: '{"__proto__": {"polluted": true}}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it('refuses settings over USER_SETTINGS_MAX_BYTES with 413', async () => {
    const filters = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`F${i}`, 'x'.repeat(1000)]));
    const big = { Grids: { A: { Filter: filters } } };
    expect(JSON.stringify(big).length).toBeGreaterThan(USER_SETTINGS_MAX_BYTES);
    const res = await call('PUT', 'Settings/User', 'broker', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a guest can read but not write', async () => {
    expect((await call('GET', 'Settings/User', 'guest')).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['PUT', 'Settings/User', { toggleClose: true }],
      ['POST', 'Settings/RevertAll', undefined],
      ['POST', 'Settings/GlobalSettings', DEFAULT_APPEARANCE],
      ['POST', 'Activity', { Action: 'Login' }],
    ] as const) {
      const res = await call(method, path, 'guest', body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe('READ_ONLY');
    }
  });
});

describe('Settings/GlobalSettings', () => {
  const changed = { ...DEFAULT_APPEARANCE, PrimaryColor: '#123456', Theme: 'dark', Banner: { ...DEFAULT_APPEARANCE.Banner, Show: false } };

  it('every member reads the licence appearance', async () => {
    const res = await call('GET', 'Settings/GlobalSettings', 'broker');
    expect(res.json()).toEqual(DEFAULT_APPEARANCE);
    expect((await call('GET', 'Settings/GlobalSettings', 'multi', undefined, LICENSE_B)).json().PrimaryColor).toBe('#006400');
  });

  it('only a licence admin may change it (others 403 FORBIDDEN)', async () => {
    for (const who of ['broker', 'caseworker']) {
      const res = await call('POST', 'Settings/GlobalSettings', who, changed);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const ok = await call('POST', 'Settings/GlobalSettings', 'admin', changed);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(changed);
    expect((await call('GET', 'Settings/GlobalSettings', 'broker')).json()).toEqual(changed);
    expect((await call('GET', 'User/Appearances', 'broker')).json()[0].Appearance).toEqual(changed);
    // Licence B is untouched.
    expect((await call('GET', 'Settings/GlobalSettings', 'multi', undefined, LICENSE_B)).json().PrimaryColor).toBe('#006400');
  });

  it('an admin of A cannot change B', async () => {
    const res = await call('POST', 'Settings/GlobalSettings', 'admin', changed, LICENSE_B);
    expect(res.json().code).toBe('LICENSE_FORBIDDEN');
  });

  it('validates colours and fields', async () => {
    const res = await call('POST', 'Settings/GlobalSettings', 'admin', { ...changed, PrimaryColor: 'red', Banner: { Show: 'no' } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toContain('PrimaryColor');
    expect(paths).toContain('Banner.Show');
  });
});
