import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, customers } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
/** Customer ids by Amsidnr, address ids by key. */
const ids: Record<string, string> = {};
const MISSING = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c';

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app);
  const db = t.database.db;
  for (const c of await db.select({ id: customers.id, nr: customers.amsidnr }).from(customers)) ids[c.nr] = c.id;

  const rows = await db
    .insert(addresses)
    .values([
      // An object of customer A1 with its Xml field set.
      {
        licenseId: LICENSE_A,
        customerId: ids.A1!,
        zuordnung: 'GESCHAEFTLICH',
        kontaktname: 'Lagerhalle Hafenstr. 3',
        adresszeile1: 'Lagerhalle',
        strasse: 'Hafenstr. 3',
        plz: '20457',
        ort: 'Hamburg',
        businessAddress: true,
        isObject: true,
        objectNumber: 'OBJ-000001',
        riskSum: '250000.00',
        validFrom: '2020-01-01',
        validTo: null,
        objectFields: { '101': 'Lagerhalle', '105': '1998', '149': '250000.00' },
      },
      // A plain address of customer A3 (intermediary V2).
      { licenseId: LICENSE_A, customerId: ids.A3!, kontaktname: 'Drei, Carla', nachname: 'Drei', telefon1: '040 1', mobil: '0170 1', email: 'carla@example.test', geburtstag: '1975-03-04', privateAddress: true },
      // An address without customer: staff and guests only.
      { licenseId: LICENSE_A, kontaktname: 'Werkstatt Nord' },
      { licenseId: LICENSE_B, customerId: ids.B1!, kontaktname: 'Firma Eins Zentrale' },
    ])
    .returning({ id: addresses.id });
  ['objA1', 'addrA3', 'addrNone', 'addrB1'].forEach((key, i) => (ids[key] = rows[i]!.id));
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! } });

describe('GET /api/v1/Adresse/{id}', () => {
  it('answers the catalogue fields with their value types, the object fields and the customer', async () => {
    const res = await get(`Adresse/${ids.objA1}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Id: ids.objA1,
      Zuordnung: 'GESCHAEFTLICH',
      Kontaktname: 'Lagerhalle Hafenstr. 3',
      Nachname: null,
      Adresszeile1: 'Lagerhalle',
      Strasse: 'Hafenstr. 3',
      Plz: '20457',
      Ort: 'Hamburg',
      Land: 'DE',
      Telefon1: null,
      Mobil: null,
      Email: null,
      Geburtstag: null,
      PrivateAddress: false,
      BusinessAddress: true,
      Objekt: true,
      Objektnummer: 'OBJ-000001',
      Risikosumme: 250000,
      GueltigAb: '2020-01-01',
      GueltigBis: null,
      Objektfelder: { '101': 'Lagerhalle', '105': '1998', '149': '250000.00' },
      Kunde: { Id: ids.A1, Kundenname: 'Anna Eins' },
    });
  });

  it('answers an address without object fields or customer with {} and null', async () => {
    expect((await get(`Adresse/${ids.addrNone}`, 'caseworker')).json()).toMatchObject({ Kontaktname: 'Werkstatt Nord', Objekt: false, Risikosumme: null, Objektfelder: {}, Kunde: null });
    expect((await get(`Adresse/${ids.addrA3}`, 'admin')).json()).toMatchObject({ Geburtstag: '1975-03-04', PrivateAddress: true, Kunde: { Kundenname: 'Carla Drei' } });
  });

  it('scopes by role: staff and guests all, intermediaries their customers\', customers their own, claim reporters without customer none', async () => {
    const expectations: [string, string, number][] = [
      ['guest', 'addrNone', 200],
      ['guest', 'addrA3', 200],
      ['caseworker', 'addrA3', 200],
      ['broker', 'objA1', 200],
      ['broker', 'addrA3', 404],
      ['broker', 'addrNone', 404],
      ['customer', 'objA1', 200],
      ['customer', 'addrA3', 404],
      ['customer', 'addrNone', 404],
      ['reporter', 'objA1', 404],
      ['reporter', 'addrA3', 404],
      ['reporter', 'addrNone', 404],
    ];
    for (const [who, key, status] of expectations) expect((await get(`Adresse/${ids[key]}`, who)).statusCode, `${who} ${key}`).toBe(status);
  });

  it('never shows another licence: 404 for its ids, 403 LICENSE_FORBIDDEN for its licence', async () => {
    for (const who of ['admin', 'multi']) {
      const res = await get(`Adresse/${ids.addrB1}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(`Adresse/${MISSING}`, 'admin')).json()).toEqual((await get(`Adresse/${ids.addrB1}`, 'admin')).json());
    const forbidden = await get(`Adresse/${ids.addrB1}`, 'admin', LICENSE_B);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    expect((await get(`Adresse/${ids.addrB1}`, 'multi', LICENSE_B)).json()).toMatchObject({ Kontaktname: 'Firma Eins Zentrale', Kunde: { Kundenname: 'Firma Eins' } });
  });

  it('refuses a malformed id with 400 naming id', async () => {
    for (const bad of ['1', 'OBJ-000001', `${ids.objA1}-1`]) {
      const res = await get(`Adresse/${bad}`, 'admin');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'id' }] });
    }
  });
});
