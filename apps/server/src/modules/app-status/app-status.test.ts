import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAppStatus } from '@portal/domain';
import { licenses } from '../../platform/db/schema.js';
import { setMaintenanceState } from '../../platform/maintenance-state.js';
import { ALL_FEATURES, emailOf, FIXTURE_PASSWORD, LICENSE_A } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_VERSION: '1.2.3-test' } });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/v1/App/Status', () => {
  it('is public and reports version, lock and guest login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/App/Status' });
    expect(res.statusCode).toBe(200);
    expect(ZAppStatus.parse(res.json())).toEqual({ Locked: false, MaintenanceText: null, Version: '1.2.3-test', GuestLogin: true });
  });

  it('GuestLogin is false when no licence admits guests', async () => {
    await t.database.db.update(licenses).set({ features: { ...ALL_FEATURES, GuestLogin: false } }).where(eq(licenses.id, LICENSE_A));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/App/Status' })).json().GuestLogin).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest' })).json().code).toBe('FORBIDDEN');
    await t.database.db.update(licenses).set({ features: ALL_FEATURES }).where(eq(licenses.id, LICENSE_A));
  });
});

describe('maintenance lock', () => {
  it('answers 503 MAINTENANCE on every /api call but health and App/Status', async () => {
    const cookie = await login(t.app, emailOf('admin'));
    await setMaintenanceState(t.database.db, { locked: true, text: 'Wartung bis 12 Uhr' });
    try {
      const status = await t.app.inject({ method: 'GET', url: '/api/v1/App/Status' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ Locked: true, MaintenanceText: 'Wartung bis 12 Uhr' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      const calls = [
        t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: emailOf('admin'), password: FIXTURE_PASSWORD } }),
        t.app.inject({ method: 'POST', url: '/api/v1/auth/guest' }),
        t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_A}`, headers: { cookie } }),
        t.app.inject({ method: 'GET', url: '/api/v1/User/Licences', headers: { cookie } }),
        t.app.inject({ method: 'GET', url: '/api/v1/User/Licences' }),
        t.app.inject({ method: 'GET', url: '/api/v1/nowhere' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toMatchObject({ code: 'MAINTENANCE', detail: 'Wartung bis 12 Uhr' });
      }
    } finally {
      await setMaintenanceState(t.database.db, { locked: false, text: null });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/User/Licences', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/App/Status' })).json()).toMatchObject({ Locked: false, MaintenanceText: null });
  });
});
