import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, claims, companies, contractLineData, contractPremiumFreePeriods, contracts, customers, customerSettlements, intermediaries, licenses, processes, processMessages, securityCertificates } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';
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
  // Contract detail (issue 13): vehicle, Sicherungsschein, premium-free periods, the customer's settlements, intermediary.
  await db.update(contractLineData).set({ data: { kennzeichen: 'M-AB 123', leistung: 110, fahrgestellnr: 'WVWZZZ1JZXW000002', fahrzeugmarke: 'Volkswagen', fahrzeugmodell: 'Golf' } }).where(eq(contractLineData.typ, 'KOMPAKTKRAFT'));
  await db.update(claims).set({ hergang: 'Hagel\nauf dem   Parkplatz', fin: 'WVWZZZ1JZXW000002' }).where(eq(claims.nummerMakler, 'S-2'));
  await db.insert(securityCertificates).values({
    licenseId: LICENSE_A,
    contractId: ids['A1-1']!,
    art: 'Leasing',
    nummer: 'SS-1',
    aktenzeichen: 'AZ-7',
    scheindatum: '2025-01-10',
    gueltigAb: '2025-01-10',
    gueltigBis: '2028-01-09',
    wert: '28750.00',
    extraValues: { S21_F1: 'Autobank AG', S21_F2: ' ', S21_F3: 'LV-42' },
    extraTitles: { S21_F1: 'Sicherungsnehmer' },
  });
  await db.insert(contractPremiumFreePeriods).values([
    { licenseId: LICENSE_A, contractId: ids['A1-1']!, von: '2026-07-01', bis: null },
    { licenseId: LICENSE_A, contractId: ids['A1-1']!, von: '2025-01-01', bis: '2025-03-31' },
  ]);
  await db.update(customers).set({ vwfsAufpartner: 'Ja' }).where(eq(customers.id, ids.A1!));
  await db.insert(customerSettlements).values([
    { licenseId: LICENSE_A, customerId: ids.A1!, soll: '84.20', status: '2. Mahnung' },
    { licenseId: LICENSE_A, customerId: ids.A1!, soll: '0', status: '3. Mahnung' },
    // Licence B's customer in dunning: never leaks into A, and B's own flag is unset.
    { licenseId: LICENSE_B, customerId: ids.B1!, soll: '99', status: '3. Mahnung' },
  ]);
  const [vermittler] = await db.insert(intermediaries).values({ licenseId: LICENSE_A, code: 'V-D1', name: 'Vermittlung Eins', name2: 'GmbH' }).returning({ id: intermediaries.id });
  await db.update(contracts).set({ intermediaryId: vermittler!.id }).where(eq(contracts.id, ids['A1-1']!));
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
      Kunde: {
        Id: ids.A1,
        Kundenname: 'Anna Eins',
        Kundenverbindung: null,
        Plz: null,
        Strasse: null,
        Ort: null,
        Land: 'DE',
        Zuordnung: 'PRIVAT',
        Amsidnr: 'A1',
        TelefonPrivat: null,
        TelefonGeschaeftlich: null,
        EmailPrivat: null,
        EmailGeschaeftlich: null,
        VWFS_AUFPARTNER: 'Ja',
      },
      Vermittler: { Name: 'Vermittlung Eins', Name2: 'GmbH', Name3: null },
      Gesellschaft: { Id: companyA, Suchname: 'Allianz Versicherungs-AG' },
      Parent: null,
      Children: [
        { Id: ids['A1-2'], VertragsNr: 'A1-2', Typ: 'KOMPAKTKRAFT', ComputedStatus: 'Angebot' },
        { Id: ids['A3-1'], VertragsNr: 'A3-1', Typ: 'KOMPAKTKRAFT', ComputedStatus: 'Fremdteil' },
      ],
      Schaeden: [
        {
          Id: expect.any(String),
          NummerMakler: 'S-3',
          Schadenstatus: 'Offen',
          SchadenZeitpunkt: '2025-07-01T12:00:00.000Z',
          Schadenhoehe: null,
          Waehrung: 'EUR',
          NummerVU: null,
          Schadenart: null,
          Schadenort: null,
          Hergang: null,
          Meldungtag: null,
          Abschlusstag: null,
          VwfsFhzFin: null,
        },
        expect.objectContaining({ NummerMakler: 'S-2', SchadenZeitpunkt: '2025-06-01T12:00:00.000Z', Schadenhoehe: 500.25, Hergang: 'Hagel auf dem Parkplatz', VwfsFhzFin: 'WVWZZZ1JZXW000002' }),
      ],
      Spartendaten: [
        { Typ: 'KOMPAKTKRAFT', Data: { kennzeichen: 'M-AB 123', leistung: 110, fahrgestellnr: 'WVWZZZ1JZXW000002', fahrzeugmarke: 'Volkswagen', fahrzeugmodell: 'Golf' } },
        { Typ: 'ZUS_KOMPAKTKRAFT', Data: { ZUS_KOMPAKTKRAFT105: '10' } },
      ],
      Sicherungsscheine: [
        {
          Id: expect.any(String),
          Art: 'Leasing',
          Nummer: 'SS-1',
          Aktenzeichen: 'AZ-7',
          Scheindatum: '2025-01-10',
          Gueltigab: '2025-01-10',
          Gueltigbis: '2028-01-09',
          Wert: 28750,
          Zusatzfelder: [
            { Feld: 'S21_F1', Titel: 'Sicherungsnehmer', Wert: 'Autobank AG' },
            { Feld: 'S21_F3', Titel: 'S21_F3', Wert: 'LV-42' },
          ],
        },
      ],
      LeistungsfreieZeitreume: [
        { Von: '2025-01-01', Bis: '2025-03-31' },
        { Von: '2026-07-01', Bis: null },
      ],
      Mahnstatus: '2. Mahnung',
      Fahrzeug: { Kennzeichen: 'M-AB 123', KennzeichenLesbar: 'M-AB 123', Fahrzeugmarke: 'Volkswagen', Fahrzeugmodell: 'Golf', MarkeModell: 'Volkswagen Golf', Fahrgestellnr: 'WVWZZZ1JZXW000002' },
    });
  });

  it("answers 'Keine Information' without premium-free periods and no dunning without VWFS_AUFPARTNER = Ja", async () => {
    const body = (await get(`Vertrag/${ids['A2-1']}`, 'admin')).json();
    expect(body.LeistungsfreieZeitreume).toBe('Keine Information');
    expect(body.Sicherungsscheine).toEqual([]);
    expect(body.Mahnstatus).toBeNull();
    expect(body.Fahrzeug).toBeNull();
  });

  it('hides intermediary data and (when the licence hides them) premiums from customers; the rest they see', async () => {
    const body = (await get(`Vertrag/${ids['A1-1']}`, 'customer')).json();
    expect(body).not.toHaveProperty('Vermittler');
    expect(body.Sicherungsscheine).toHaveLength(1);
    expect(body.Mahnstatus).toBe('2. Mahnung');
    expect(JSON.stringify(body)).not.toContain('Vermittlung Eins');
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

  it('withholds premiums from end customers when the licence hides them; brokers keep them', async () => {
    const db = t.database.db;
    await db.update(licenses).set({ features: sql`${licenses.features} || '{"HidePremiums": true}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
    forgetMemberships(db); // written behind the app's back: drop the cached licence now
    try {
      const own = (await get(`Vertrag/${ids['A1-1']}`, 'customer')).json();
      expect(own.BruttopraemieGemaessZahlweise).toBeNull();
      expect(own.PraemieNetto).toBeNull();
      expect(own).not.toHaveProperty('Vermittler');
      expect((await get(`Vertrag/${ids['A1-1']}`, 'admin')).json().BruttopraemieGemaessZahlweise).toBe(1234.5);
    } finally {
      await db.update(licenses).set({ features: sql`${licenses.features} || '{"HidePremiums": false}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
      forgetMemberships(db);
    }
  });

  it('shows the collective contract as Parent only when the member may see it', async () => {
    expect((await get(`Vertrag/${ids['A1-2']}`, 'customer')).json().Parent).toEqual({
      Id: ids['A1-1'],
      VertragsNr: 'A1-1',
      Typ: 'KOMPAKTKRAFT',
      Produkt: 'Kompakt Kraft',
      // The collective contract's line data come with it.
      Spartendaten: [
        { Typ: 'KOMPAKTKRAFT', Data: expect.objectContaining({ kennzeichen: 'M-AB 123' }) },
        { Typ: 'ZUS_KOMPAKTKRAFT', Data: { ZUS_KOMPAKTKRAFT105: '10' } },
      ],
    });
    const child = (await get(`Vertrag/${ids['A2-1']}`, 'broker')).json();
    expect(child.Parent).toBeNull();
    expect((await get(`Vertrag/${ids['A2-1']}`, 'admin')).json().Parent).toMatchObject({ Id: ids['A3-1'], VertragsNr: 'A3-1', Spartendaten: [] });
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
    expect(inB).toMatchObject({ VertragsNr: 'B1-1', Kunde: { Kundenname: 'Firma Eins', Zuordnung: 'FIRMA' }, Gesellschaft: null, Spartendaten: [], Sicherungsscheine: [], Mahnstatus: null });
    expect(inB.LeistungsfreieZeitreume).toBe('Keine Information');
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

describe('POST /api/v1/Vertrag/{id}/Nachricht', () => {
  const post = (id: string, who: string, payload: unknown, license = LICENSE_A) =>
    t.app.inject({ method: 'POST', url: `/api/v1/Vertrag/${id}/Nachricht?license=${license}`, headers: { cookie: cookies[who]! }, payload: payload as object });

  it('opens a process about the contract and its customer with the message as first entry', async () => {
    const res = await post(ids['A1-1']!, 'admin', { Betreff: 'Frage zum Vertrag', Text: 'Bitte rufen Sie mich an.' });
    expect(res.statusCode, res.body).toBe(201);
    const { VorgangId } = res.json();
    const [p] = await t.database.db.select().from(processes).where(eq(processes.id, VorgangId));
    expect(p).toMatchObject({ licenseId: LICENSE_A, contractId: ids['A1-1'], customerId: ids.A1, headline: 'Frage zum Vertrag', direction: 'out' });
    const messages = await t.database.db.select().from(processMessages).where(eq(processMessages.processId, VorgangId));
    expect(messages).toEqual([expect.objectContaining({ text: 'Bitte rufen Sie mich an.', type: 'Info', fromMakler: true })]);
    // A customer writes to the broker's post box.
    const own = await post(ids['A1-1']!, 'customer', { Betreff: 'Frage', Text: 'Hallo' });
    expect(own.statusCode).toBe(201);
    const [mine] = await t.database.db.select().from(processes).where(eq(processes.id, own.json().VorgangId));
    expect(mine).toMatchObject({ direction: 'in' });
  });

  it('refuses guests (403), contracts the member may not see or of another licence (404), and empty text (400 naming Text)', async () => {
    expect((await post(ids['A4-1']!, 'guest', { Betreff: 'x', Text: 'y' })).statusCode).toBe(403);
    expect((await post(ids['A2-1']!, 'customer', { Betreff: 'x', Text: 'y' })).statusCode).toBe(404);
    expect((await post(ids['B1-1']!, 'admin', { Betreff: 'x', Text: 'y' })).statusCode).toBe(404);
    const bad = await post(ids['A1-1']!, 'admin', { Betreff: 'x', Text: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'Text' }] });
  });
});
