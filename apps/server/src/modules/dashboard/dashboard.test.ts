import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_END_USER_APPEARANCE } from '@portal/domain';
import { claims, licenses } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  // Two closed claims of customer A1 (the broker's): one closed 3 days ago (shows), one 20 days ago (does not).
  await t.database.db.insert(claims).values([
    { licenseId: LICENSE_A, customerId: t.fixtures.customerA1, nummerMakler: 'S-closed-3', schadenstatus: 'Abgeschlossen', abschlusstag: sql`current_date - 3` as unknown as string },
    { licenseId: LICENSE_A, customerId: t.fixtures.customerA1, nummerMakler: 'S-closed-20', schadenstatus: 'Abgeschlossen', abschlusstag: sql`current_date - 20` as unknown as string },
  ]);
});
afterAll(() => t.close());

type TMethod = 'GET' | 'PUT' | 'DELETE';
const call = (method: TMethod, path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const titles = (body: { Groups: { Items: { Title: string }[] }[] }) => body.Groups.flatMap((g) => g.Items.map((i) => i.Title)).sort();

describe('Dashboard/Boxes', () => {
  it('scopes box items per role and licence, counted in the database', async () => {
    const admin = (await call('GET', 'Dashboard/Boxes/newestContracts', 'admin')).json();
    expect(titles(admin)).toEqual(['A1-1', 'A2-1', 'A3-1', 'A3-2', 'A4-1']);
    expect(titles((await call('GET', 'Dashboard/Boxes/newestContracts', 'broker')).json())).toEqual(['A1-1', 'A2-1']);
    expect(titles((await call('GET', 'Dashboard/Boxes/newestContracts', 'customer')).json())).toEqual(['A1-1']);
    expect(titles((await call('GET', 'Dashboard/Boxes/newestContracts', 'commercial', undefined, LICENSE_B)).json())).toEqual(['B1-1', 'B2-1']);
    // Licence B's member never sees A's rows, and may not read A at all.
    expect((await call('GET', 'Dashboard/Boxes/newestContracts', 'commercial')).statusCode).toBe(403);

    const two = (await call('GET', 'Dashboard/Boxes/newestContracts?take=2', 'admin')).json();
    expect(two.Groups[0].Items).toHaveLength(2);
    expect(two.Groups[0].Total).toBe(5);
    expect(two.ShowAllPath).toBe('/vertrag');
  });

  it('shows open claims, and closed ones only within 14 days', async () => {
    expect(titles((await call('GET', 'Dashboard/Boxes/openClaims', 'admin')).json())).toEqual(['S-1', 'S-2']);
    expect(titles((await call('GET', 'Dashboard/Boxes/openClaims', 'broker')).json())).toEqual(['S-2']);
    expect(titles((await call('GET', 'Dashboard/Boxes/closedClaims', 'broker')).json())).toEqual(['S-closed-3']);
    expect(titles((await call('GET', 'Dashboard/Boxes/closedClaims', 'caseworker')).json())).toEqual(['S-closed-3']);
  });

  it('refuses broker-only boxes to non-brokers, and process boxes to end customers', async () => {
    expect((await call('GET', 'Dashboard/Boxes/birthdays', 'customer')).statusCode).toBe(403);
    expect((await call('GET', 'Dashboard/Boxes/adviceNeeded', 'customer')).statusCode).toBe(403);
    expect((await call('GET', 'Dashboard/Boxes/openProcesses', 'customer')).statusCode).toBe(403);
    expect((await call('GET', 'Dashboard/Boxes/birthdays', 'broker')).statusCode).toBe(200);
    // Birthdays are personal data: not for guests, who see the rest of the licence.
    expect((await call('GET', 'Dashboard/Boxes/birthdays', 'guest')).statusCode).toBe(403);
    expect((await call('GET', 'Dashboard/Boxes/newestContracts', 'guest')).statusCode).toBe(200);
    expect((await call('GET', 'Dashboard/Boxes/nope', 'admin')).statusCode).toBe(400);
    expect((await call('GET', 'Dashboard/Boxes/openClaims?take=26', 'admin')).statusCode).toBe(400);
  });

  it('leaves premiums out for end customers when the licence hides them', async () => {
    const withPremium = (await call('GET', 'Dashboard/Boxes/newestContracts', 'customer')).json();
    expect(withPremium.Groups[0].Items[0]).toHaveProperty('Amount');
    const [lic] = await t.database.db.select({ features: licenses.features }).from(licenses).where(eq(licenses.id, LICENSE_A));
    await t.database.db.update(licenses).set({ features: { ...lic!.features, HidePremiums: true } }).where(eq(licenses.id, LICENSE_A));
    try {
      forgetMemberships(t.database.db, { licenseId: LICENSE_A });
      expect((await call('GET', 'Dashboard/Boxes/newestContracts', 'customer')).json().Groups[0].Items[0]).not.toHaveProperty('Amount');
      // Brokers keep seeing premiums (the rule hides them from end customers).
      expect((await call('GET', 'Dashboard/Boxes/newestContracts', 'admin')).json().Groups[0].Items[0]).toHaveProperty('Amount');
    } finally {
      await t.database.db.update(licenses).set({ features: lic!.features }).where(eq(licenses.id, LICENSE_A));
      forgetMemberships(t.database.db, { licenseId: LICENSE_A });
    }
  });
});

describe('CustomData', () => {
  const layout = { Columns: [[{ id: 'openClaims', isClosed: false }], [], []] };

  it('stores a user\'s layout per licence that no other user reads', async () => {
    expect((await call('GET', 'CustomData/BoxContent_V1', 'broker')).json()).toEqual({ Key: 'BoxContent_V1', Value: null });
    expect((await call('PUT', 'CustomData/BoxContent_V1', 'broker', { Value: layout })).statusCode).toBe(200);
    expect((await call('GET', 'CustomData/BoxContent_V1', 'broker')).json().Value).toEqual(layout);
    for (const who of ['admin', 'caseworker', 'customer', 'guest']) expect((await call('GET', 'CustomData/BoxContent_V1', who)).json().Value, who).toBeNull();
    // The same user in another licence has their own (multi holds A and B).
    expect((await call('PUT', 'CustomData/BoxContent_V1', 'multi', { Value: layout })).statusCode).toBe(200);
    expect((await call('GET', 'CustomData/BoxContent_V1', 'multi', undefined, LICENSE_B)).json().Value).toBeNull();

    expect((await call('DELETE', 'CustomData/BoxContent_V1', 'broker')).statusCode).toBe(204);
    expect((await call('GET', 'CustomData/BoxContent_V1', 'broker')).json().Value).toBeNull();
    expect((await call('GET', 'CustomData/BoxContent_V1', 'multi')).json().Value).toEqual(layout);
  });

  it('refuses unknown keys, missing values and oversized values', async () => {
    expect((await call('PUT', 'CustomData/secret', 'broker', { Value: 1 })).statusCode).toBe(400);
    expect((await call('PUT', 'CustomData/BoxContent_V1', 'broker', {})).statusCode).toBe(400);
    const big = (await call('PUT', 'CustomData/BoxContent_V1', 'broker', { Value: 'x'.repeat(40_000) }));
    expect(big.statusCode).toBe(413);
    expect((await call('PUT', 'CustomData/BoxContent_V1', 'guest', { Value: layout })).statusCode).toBe(403);
  });
});

describe('Settings/EndUserAppearance', () => {
  const changed = { ...DEFAULT_END_USER_APPEARANCE, EndUserCol4: { Value: 'Zahlweise', IsCustom: false } };

  it('gives everyone the licence\'s appearance, the default until set', async () => {
    expect((await call('GET', 'Settings/EndUserAppearance', 'customer')).json()).toEqual(DEFAULT_END_USER_APPEARANCE);
  });

  it('lets only licence admins write it, audit-logged, and keeps it to the licence', async () => {
    for (const who of ['broker', 'caseworker', 'customer', 'reporter', 'guest']) {
      expect((await call('PUT', 'Settings/EndUserAppearance', who, changed)).statusCode, who).toBe(403);
    }
    expect((await call('PUT', 'Settings/EndUserAppearance', 'commercial', changed, LICENSE_B)).statusCode).toBe(403);
    expect((await call('PUT', 'Settings/EndUserAppearance', 'admin', changed)).statusCode).toBe(200);
    expect((await call('GET', 'Settings/EndUserAppearance', 'customer')).json().EndUserCol4).toEqual({ Value: 'Zahlweise', IsCustom: false });
    expect((await call('GET', 'Settings/EndUserAppearance', 'commercial', undefined, LICENSE_B)).json()).toEqual(DEFAULT_END_USER_APPEARANCE);
    const log = (await t.app.inject({ method: 'GET', url: `/api/v1/Admin/AuditLog?license=${LICENSE_A}&action=endUserAppearance`, headers: { cookie: cookies.admin! } })).json();
    expect(log.Items[0]).toMatchObject({ Action: 'endUserAppearance.update', After: { EndUserCol4: { Value: 'Zahlweise' } } });
    expect((await call('PUT', 'Settings/EndUserAppearance', 'admin', { EndUserCol1: { Value: '', IsCustom: false } })).statusCode).toBe(400);
  });
});
