import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TActivityFeed, TAgency, TAgencyList } from '@portal/domain';
import { intermediaries } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
let v1: string;
let v2: string;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  const db = t.database.db;
  const rows = await db.select({ id: intermediaries.id, code: intermediaries.code }).from(intermediaries).where(eq(intermediaries.licenseId, LICENSE_A));
  v1 = rows.find((r) => r.code === 'V1')!.id;
  v2 = rows.find((r) => r.code === 'V2')!.id;
  await db.update(intermediaries).set({ zuordnung: 'PRIVAT', plz: '20095', ort: 'Hamburg', telefon: '040 123', email: 'eins@vermittler.test' }).where(eq(intermediaries.id, v1));
  // An agency of licence B, which A must never see.
  await db.insert(intermediaries).values({ licenseId: LICENSE_B, code: 'VB', name: 'Vermittler Bee', ort: 'Hamburg' });
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie: cookies[who]! } });

describe('agencies', () => {
  it('lists the licence staff every agency of the licence with address and visible customers, searched in the database', async () => {
    const list = (await get('Vermittler', 'admin')).json() as TAgencyList;
    expect(list.Items.map((a) => a.Name)).toEqual(['Vermittler Eins', 'Vermittler Zwei']);
    expect(list.Total).toBe(2);
    expect(list.Items[0]).toMatchObject({ Zuordnung: 'PRIVAT', Plz: '20095', Ort: 'Hamburg', Telefon: '040 123', Email: 'eins@vermittler.test', Kunden: 2 });
    expect(list.Items[1]).toMatchObject({ Zuordnung: 'FIRMA', Ort: null, Kunden: 2 });
    const found = (await get('Vermittler?q=hamb', 'admin')).json() as TAgencyList;
    expect(found.Items.map((a) => a.Code)).toEqual(['V1']);
    // A percent sign is text, not a wildcard.
    expect(((await get('Vermittler?q=%25', 'admin')).json() as TAgencyList).Total).toBe(0);
    expect(((await get('Vermittler?take=25&skip=1', 'admin')).json() as TAgencyList).Items.map((a) => a.Code)).toEqual(['V2']);
  });

  it('shows an intermediary only its own agency', async () => {
    const list = (await get('Vermittler', 'broker')).json() as TAgencyList;
    expect(list.Items.map((a) => a.Code)).toEqual(['V1']);
    expect((await get(`Vermittler/${v1}`, 'broker')).statusCode).toBe(200);
    expect((await get(`Vermittler/${v2}`, 'broker')).statusCode).toBe(404);
    expect((await get(`Feed?Vermittler=${v2}`, 'broker')).statusCode).toBe(404);
  });

  it("narrows the feed to the agency's book, and to one type", async () => {
    const all = (await get('Feed?take=50', 'admin')).json() as TActivityFeed;
    const one = (await get(`Feed?take=50&Vermittler=${v1}`, 'admin')).json() as TActivityFeed;
    const two = (await get(`Feed?take=50&Vermittler=${v2}`, 'admin')).json() as TActivityFeed;
    expect(one.Total).toBeGreaterThan(0);
    expect(one.Items.some((i) => i.Typ === 'Vermittler')).toBe(false);
    // Agency 1's book: its customers Anna Eins and Bernd Zwei and their rows; never agency 2's customers.
    const customersOf = (f: TActivityFeed) => new Set(f.Items.flatMap((i) => (i.Typ === 'Kunde' ? [i.Headline] : i.Kunden.map((k) => k.Headline))));
    expect([...customersOf(one)].sort()).toEqual(expect.arrayContaining(['Anna Eins', 'Bernd Zwei']));
    expect(customersOf(one).has('Carla Drei')).toBe(false);
    expect(customersOf(two).has('Anna Eins')).toBe(false);
    expect(one.Total + two.Total).toBeLessThanOrEqual(all.Total);
    const contractsOnly = (await get(`Feed?take=50&Vermittler=${v1}&Typ=Vertrag`, 'admin')).json() as TActivityFeed;
    expect(contractsOnly.Items.length).toBeGreaterThan(0);
    expect(contractsOnly.Items.every((i) => i.Typ === 'Vertrag')).toBe(true);
    expect((await get(`Feed?Vermittler=${v1}&Kunde=${v1}`, 'admin')).statusCode).toBe(400);
    expect((await get(`Feed?Typ=Akte`, 'admin')).json()).toMatchObject({ status: 400 });
  });

  it('is for brokers only, and never shows another licence', async () => {
    for (const who of ['caseworker', 'customer', 'reporter']) {
      expect((await get('Vermittler', who)).statusCode, who).toBe(403);
      expect((await get(`Vermittler/${v1}`, who)).statusCode, who).toBe(403);
    }
    // Licence B's broker: B's agency only; A's agency is not found there.
    const b = (await get('Vermittler', 'multi', LICENSE_B)).json() as TAgencyList;
    expect(b.Items.map((a: TAgency) => a.Code)).toEqual(['VB']);
    expect((await get(`Vermittler/${v1}`, 'multi', LICENSE_B)).statusCode).toBe(404);
    expect((await get(`Feed?Vermittler=${v1}`, 'multi', LICENSE_B)).statusCode).toBe(404);
  });
});
