import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, licenses, offers, processes } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { forgetMemberships } from '../../platform/memberships.js';

let t: TTestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'customer', 'commercial'] as const) cookies[key] = await login(t.app, emailOf(key));
  const db = t.database.db;
  const procs = Object.fromEntries((await db.select({ id: processes.id, h: processes.headline }).from(processes)).map((r) => [r.h, r.id]));
  const cust = Object.fromEntries((await db.select({ id: customers.id, n: customers.amsidnr }).from(customers)).map((r) => [r.n, r.id]));
  await db.update(customers).set({ strasse: 'Hauptstr. 1', plz: '10115', ort: 'Berlin' }).where(eq(customers.id, cust.A1!));
  await db.insert(offers).values([
    // p1 (A1, open), p3 (A2, open), p4 (A3, closed: not an active offer), q1 (B1).
    { licenseId: LICENSE_A, processId: procs.p1, customerId: cust.A1, status: 'Offen', produkt: 'Hausrat', praemie: '120.50', createdAt: new Date('2026-01-02T00:00:00Z') },
    { licenseId: LICENSE_A, processId: procs.p3, customerId: cust.A2, status: 'Offen', produkt: 'Kfz', praemie: '480.00', createdAt: new Date('2026-01-03T00:00:00Z') },
    { licenseId: LICENSE_A, processId: procs.p4, customerId: cust.A3, status: 'Abgelaufen', produkt: 'Leben' },
    { licenseId: LICENSE_B, processId: procs.q1, customerId: cust.B1, status: 'Offen', produkt: 'Betriebshaftpflicht', praemie: '990.00' },
  ]);
});
afterAll(() => t.close());

const get = (who: string, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/Angebot?${query}`, headers: { cookie: cookies[who]! } });

describe('GET /api/v1/Angebot', () => {
  it('lists active offers with customer address and process, newest first', async () => {
    const res = await get('admin', `license=${LICENSE_A}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Total).toBe(2);
    expect(body.Items.map((i: { Produkt: string }) => i.Produkt)).toEqual(['Kfz', 'Hausrat']);
    expect(body.Items[1]).toMatchObject({
      Status: 'Offen',
      Waehrung: 'EUR',
      Praemie: 120.5,
      Kunde: { Strasse: 'Hauptstr. 1', Plz: '10115', Ort: 'Berlin', Kundenname: 'Anna Eins' },
      Vorgang: { Id: expect.any(String) },
      ProcessAccessToken: expect.any(String),
    });
  });
  it('sorts and pages', async () => {
    const asc = (await get('admin', `license=${LICENSE_A}&sort=Praemie&dir=asc`)).json();
    expect(asc.Items.map((i: { Praemie: number }) => i.Praemie)).toEqual([120.5, 480]);
    const second = (await get('admin', `license=${LICENSE_A}&take=1&skip=1`)).json();
    expect(second).toMatchObject({ Total: 2, Items: [{ Produkt: 'Hausrat' }] });
    expect((await get('admin', `license=${LICENSE_A}&skip=10`)).json()).toMatchObject({ Total: 2, Items: [] });
  });
  it('keeps to the visibility and the licence', async () => {
    expect((await get('customer', `license=${LICENSE_A}`)).json().Items.map((i: { Produkt: string }) => i.Produkt)).toEqual(['Hausrat']);
    expect((await get('broker', `license=${LICENSE_A}`)).json().Total).toBe(2);
    expect((await get('commercial', `license=${LICENSE_B}`)).json().Items.map((i: { Produkt: string }) => i.Produkt)).toEqual(['Betriebshaftpflicht']);
    expect((await get('admin', `license=${LICENSE_B}`)).statusCode).toBe(403);
  });
  it('hides premiums from end customers when the licence says so, also as sort order', async () => {
    const db = t.database.db;
    await db.update(licenses).set({ features: sql`${licenses.features} || '{"HidePremiums": true}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
    forgetMemberships(db); // written behind the app's back: drop the cached licence now
    try {
      const own = (await get('customer', `license=${LICENSE_A}&sort=Erstellt&dir=asc`)).json();
      expect(own.Items.map((i: { Praemie: number | null }) => i.Praemie)).toEqual([null]);
      // Sorting by the hidden premium would reveal its order: refused like an unknown property.
      const sorted = await get('customer', `license=${LICENSE_A}&sort=Praemie&dir=asc`);
      expect(sorted.statusCode).toBe(400);
      expect(sorted.json().errors).toEqual([expect.objectContaining({ path: 'sort' })]);
      expect((await get('broker', `license=${LICENSE_A}&sort=Praemie`)).statusCode).toBe(200);
      expect((await get('broker', `license=${LICENSE_A}`)).json().Items.some((i: { Praemie: number | null }) => i.Praemie !== null)).toBe(true);
    } finally {
      await db.update(licenses).set({ features: sql`${licenses.features} || '{"HidePremiums": false}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
      forgetMemberships(db); // written behind the app's back: drop the cached licence now
    }
  });
  it('rejects bad input naming the field', async () => {
    for (const [q, field] of [
      ['sort=Id', 'sort'],
      ['dir=up', 'dir'],
      ['take=0', 'take'],
    ] as const) {
      const res = await get('admin', `license=${LICENSE_A}&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(field);
    }
  });
});
