import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'multi']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('Admin/AuditLog', () => {
  it('records an appearance change with who, before and after, for the admins of that licence only', async () => {
    const changed = { ...DEFAULT_APPEARANCE, PrimaryColor: '#224466' };
    expect((await call('POST', 'Settings/GlobalSettings', 'admin', changed)).statusCode).toBe(200);

    const res = await call('GET', 'Admin/AuditLog', 'admin');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.Total).toBe(1);
    expect(page.Items[0]).toMatchObject({
      Action: 'appearance.update',
      Target: null,
      Actor: { Email: 'admin@fixture.test' },
      Before: { PrimaryColor: DEFAULT_APPEARANCE.PrimaryColor },
      After: { PrimaryColor: '#224466' },
    });

    // Filtered by action prefix.
    expect((await call('GET', 'Admin/AuditLog?action=card.', 'admin')).json().Total).toBe(0);
    expect((await call('GET', 'Admin/AuditLog?action=appearance', 'admin')).json().Total).toBe(1);
    // Licence B's log does not show A's change (multi is not B's admin: 403; the fixture admin does not hold B).
    expect((await call('GET', 'Admin/AuditLog', 'admin', undefined, LICENSE_B)).statusCode).toBe(403);
  });

  it('is refused to everyone but licence admins', async () => {
    for (const who of ['broker', 'caseworker', 'customer', 'guest']) {
      const res = await call('GET', 'Admin/AuditLog', who);
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('a refused change leaves no entry', async () => {
    const before = (await call('GET', 'Admin/AuditLog', 'admin')).json().Total;
    expect((await call('POST', 'Settings/GlobalSettings', 'broker', DEFAULT_APPEARANCE)).statusCode).toBe(403);
    expect((await call('POST', 'Settings/GlobalSettings', 'admin', { ...DEFAULT_APPEARANCE, PrimaryColor: 'red' })).statusCode).toBe(400);
    expect((await call('GET', 'Admin/AuditLog', 'admin')).json().Total).toBe(before);
  });
});
