import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, claims, companies, contractLineData, contracts, customers } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
/** Contract ids by VertragsNr, customer ids by Amsidnr, claim ids by NummerMakler. */
const ids: Record<string, string> = {};
let companyA = '';
const MISSING = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c';

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'customer', 'reporter', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app);
  const db = t.database.db;
  for (const c of await db.select({ id: customers.id, nr: customers.amsidnr }).from(customers)) ids[c.nr] = c.id;
  for (const c of await db.select({ id: contracts.id, nr: contracts.vertragsnr }).from(contracts)) ids[c.nr] = c.id;

  const [company] = await db
    .insert(companies)
    .values([
      { licenseId: LICENSE_A, suchname: 'Allianz Versicherungs-AG' },
      { licenseId: LICENSE_B, suchname: 'B Versicherung' },
    ])
    .returning({ id: companies.id });
  companyA = company!.id;
  await db.insert(branches).values({ licenseId: LICENSE_A, kuerzel: 'KFZ', bezeichnung: 'Kraftfahrt' });

  // A1-1 is a collective contract with all fields set; A1-2 (same customer) and A3-1 (another customer) are its children.
  await db
    .update(contracts)
    .set({
      companyId: companyA,
      sparte: 'KFZ',
      produkt: 'Kompakt Kraft',
      statusgrund: 'Neu',
      abschlussvermittler: 'V1',
      abschlussvermittlerName: 'Vermittler Eins',
      zahlweise: 'jährlich',
      abbuchung: true,
      bruttopraemie: '1234.50',
      praemieNetto: '1000.00',
      wirksamAb: '2024-01-01',
      wirksamBis: '2026-12-31',
      vertragsbeginn: '2024-01-01',
      vertragsablauf: '2027-01-01',
      sammelvertrag: true,
      sammelvertragsnr: 'SV-1',
      inkassoStatus: 'bezahlt',
      lastSynchronisation: new Date('2026-01-15T08:30:00Z'),
    })
    .where(eq(contracts.id, ids['A1-1']!));
  await db.update(contracts).set({ parentId: ids['A1-1']! }).where(eq(contracts.id, ids['A1-2']!));
  await db.update(contracts).set({ parentId: ids['A1-1']! }).where(eq(contracts.id, ids['A3-1']!));
  // A2-1 (the broker's customer) belongs to A3-1, which the broker may not see.
  await db.update(contracts).set({ parentId: ids['A3-1']! }).where(eq(contracts.id, ids['A2-1']!));

  // Claims on A1-1: S-2 of A1 (fixture) and S-3 of A3.
  await db
    .update(claims)
    .set({ contractId: ids['A1-1']!, schadenhoehe: '500.25', schadenZeitpunkt: new Date('2025-06-01T12:00:00Z') })
    .where(eq(claims.nummerMakler, 'S-2'));
  await db.insert(claims).values([
    { licenseId: LICENSE_A, contractId: ids['A1-1']!, customerId: ids.A3!, nummerMakler: 'S-3', schadenstatus: 'Offen', schadenZeitpunkt: new Date('2025-07-01T12:00:00Z') },
    { licenseId: LICENSE_B, contractId: ids['B1-1']!, customerId: ids.B1!, nummerMakler: 'T-1', schadenstatus: 'Offen' },
  ]);
  await db.insert(contractLineData).values([
    { licenseId: LICENSE_A, contractId: ids['A1-1']!, typ: 'ZUS_KOMPAKTKRAFT', data: { ZUS_KOMPAKTKRAFT105: '10' } },
    { licenseId: LICENSE_A, contractId: ids['A1-1']!, typ: 'KOMPAKTKRAFT', data: { kennzeichen: 'M-AB 123', leistung: 110 } },
  ]);
  // A line data row of licence B pointing at A's contract (an inconsistent import) cannot exist: the reference
  // is (license_id, contract_id) since migration 0009.
  await expect(db.insert(contractLineData).values({ licenseId: LICENSE_B, contractId: ids['A1-1']!, typ: 'FREMD', data: {} })).rejects.toThrow();
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! } });

describe('GET /api/v1/Vertrag/{id}', () => {
  it('answers the catalogue fields with their value types, the references and the related rows', async () => {
    const res = await get(`Vertrag/${ids['A1-1']}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      Id: ids['A1-1'],
      VertragsNr: 'A1-1',
      Typ: 'KOMPAKTKRAFT',
      Status: 'POLICE',
      ComputedStatus: 'Police',
      Statusgrund: 'Neu',
      Produkt: 'Kompakt Kraft',
      Sparte: 'KFZ',
      Spartenbezeichnung: 'Kraftfahrt',
      Abschlussvermittler: 'V1',
      AbschlussvermittlerName: 'Vermittler Eins',
      Zahlweise: 'jährlich',
      Abbuchung: true,
      BruttopraemieGemaessZahlweise: 1234.5,
      PraemieNetto: 1000,
      Waehrung: 'EUR',
      WirksamAb: '2024-01-01',
      WirksamBis: '2026-12-31',
      Vertragsbeginn: '2024-01-01',
      Vertragsablauf: '2027-01-01',
      Angebotsdatum: null,
      RisikoAllgemein: null,
      BeratungErforderlich: false,
      Beratungsgebiet: null,
      AbrechenbarerVertrag: false,
      Sammelvertrag: true,
      Sammelvertragsnr: 'SV-1',
      ParentId: null,
      Lokalpolice: false,
      Entwurf: false,
      Storno: false,
      InkassoStatus: 'bezahlt',
      Active: true,
      LastSynchronisation: '2026-01-15T08:30:00.000Z',
      Erstellt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      Kunde: { Id: ids.A1, Kundenname: 'Anna Eins', Kundenverbindung: null, Plz: null, Strasse: null, Ort: null, Land: 'DE', Zuordnung: 'PRIVAT' },
      Gesellschaft: { Id: companyA, Suchname: 'Allianz Versicherungs-AG' },
      Parent: null,
      Children: [
        { Id: ids['A1-2'], VertragsNr: 'A1-2', Typ: 'KOMPAKTKRAFT', ComputedStatus: 'Angebot' },
        { Id: ids['A3-1'], VertragsNr: 'A3-1', Typ: 'KOMPAKTKRAFT', ComputedStatus: 'Fremdteil' },
      ],
      Schaeden: [
        { Id: expect.any(String), NummerMakler: 'S-3', Schadenstatus: 'Offen', SchadenZeitpunkt: '2025-07-01T12:00:00.000Z', Schadenhoehe: null, Waehrung: 'EUR' },
        { Id: expect.any(String), NummerMakler: 'S-2', Schadenstatus: 'Offen', SchadenZeitpunkt: '2025-06-01T12:00:00.000Z', Schadenhoehe: 500.25, Waehrung: 'EUR' },
      ],
      Spartendaten: [
        { Typ: 'KOMPAKTKRAFT', Data: { kennzeichen: 'M-AB 123', leistung: 110 } },
        { Typ: 'ZUS_KOMPAKTKRAFT', Data: { ZUS_KOMPAKTKRAFT105: '10' } },
      ],
    });
  });

  it('omits the broker-only fields for non-brokers and lists only the children and claims they may see', async () => {
    const res = await get(`Vertrag/${ids['A1-1']}`, 'customer');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('Abschlussvermittler');
    expect(body).not.toHaveProperty('AbschlussvermittlerName');
    expect(body.BruttopraemieGemaessZahlweise).toBe(1234.5);
    expect(body.Children.map((c: { VertragsNr: string }) => c.VertragsNr)).toEqual(['A1-2']);
    expect(body.Schaeden.map((s: { NummerMakler: string }) => s.NummerMakler)).toEqual(['S-2']);
  });

  it('shows the collective contract as Parent only when the member may see it', async () => {
    expect((await get(`Vertrag/${ids['A1-2']}`, 'customer')).json().Parent).toEqual({ Id: ids['A1-1'], VertragsNr: 'A1-1' });
    const child = (await get(`Vertrag/${ids['A2-1']}`, 'broker')).json();
    expect(child.Parent).toBeNull();
    expect((await get(`Vertrag/${ids['A2-1']}`, 'admin')).json().Parent).toEqual({ Id: ids['A3-1'], VertragsNr: 'A3-1' });
  });

  it('scopes by role: customers see their own contracts, intermediaries those of their customers, claim reporters without customer none', async () => {
    expect((await get(`Vertrag/${ids['A1-2']}`, 'customer')).statusCode).toBe(200);
    expect((await get(`Vertrag/${ids['A2-1']}`, 'customer')).statusCode).toBe(404);
    expect((await get(`Vertrag/${ids['A2-1']}`, 'broker')).statusCode).toBe(200);
    expect((await get(`Vertrag/${ids['A3-1']}`, 'broker')).statusCode).toBe(404);
    expect((await get(`Vertrag/${ids['A1-1']}`, 'reporter')).statusCode).toBe(404);
    expect((await get(`Vertrag/${ids['A4-1']}`, 'guest')).statusCode).toBe(200);
  });

  it('never shows another licence: 404 for its ids, 403 LICENSE_FORBIDDEN for its licence', async () => {
    for (const who of ['admin', 'multi']) {
      const res = await get(`Vertrag/${ids['B1-1']}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(`Vertrag/${MISSING}`, 'admin')).json()).toEqual((await get(`Vertrag/${ids['B1-1']}`, 'admin')).json());
    const forbidden = await get(`Vertrag/${ids['B1-1']}`, 'admin', LICENSE_B);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    const inB = (await get(`Vertrag/${ids['B1-1']}`, 'multi', LICENSE_B)).json();
    expect(inB).toMatchObject({ VertragsNr: 'B1-1', Kunde: { Kundenname: 'Firma Eins', Zuordnung: 'FIRMA' }, Gesellschaft: null, Spartendaten: [] });
    expect(inB.Schaeden.map((s: { NummerMakler: string }) => s.NummerMakler)).toEqual(['T-1']);
  });

  it('refuses a malformed id with 400 naming id', async () => {
    for (const bad of ['1', 'A1-1', `${ids['A1-1']}0`]) {
      const res = await get(`Vertrag/${bad}`, 'admin');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'id' }] });
    }
  });
});
