import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TYPES } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { addresses, branches, cards, companies, contracts, customers, licenses } from '../../platform/db/schema.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { forgetMemberships } from '../../platform/memberships.js';

let t: TTestApp;
let admin: string;
let broker: string;
let customer: string;
let multi: string;
let cardId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companies).values([
    { licenseId: LICENSE_A, suchname: 'Allianz A' },
    { licenseId: LICENSE_B, suchname: 'Allianz B' },
  ]);
  await db.insert(addresses).values([
    { licenseId: LICENSE_A, kontaktname: 'Objekt A', isObject: true, riskSum: '5000', strasse: 'Hauptstr. 1', plz: '10115', ort: 'Berlin' },
    { licenseId: LICENSE_A, kontaktname: 'Adresse A' },
    { licenseId: LICENSE_B, kontaktname: 'Objekt B', isObject: true },
  ]);
  await db.insert(branches).values([
    { licenseId: LICENSE_A, kuerzel: 'KFZ', bezeichnung: 'Kraftfahrt' },
    { licenseId: LICENSE_B, kuerzel: 'GEW', bezeichnung: 'Gewerbe' },
  ]);
  const [card] = await db
    .insert(cards)
    .values({ licenseId: LICENSE_A, name: { de: 'Policen', en: 'Policies' }, additionalProperties: { Property: 'ComputedStatus', Operator: 'Equal', Value: 'Police' } })
    .returning({ id: cards.id });
  cardId = card!.id;
  admin = await login(t.app, emailOf('admin'));
  broker = await login(t.app, emailOf('broker'));
  customer = await login(t.app, emailOf('customer'));
  multi = await login(t.app, emailOf('multi'));
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const page = (extra: object = {}) => ({ Page: { Skip: 0, Take: 100, ReturnTotal: true }, Filters: [], ...extra });

describe('POST /api/v1/data/{Type}/query', () => {
  it('never returns or counts a row of another licence, for every type', async () => {
    for (const type of ['Kunde', 'Vertrag', 'Schaden', 'Adresse', 'Gesellschaft', 'Vermittler']) {
      const a = await post(multi, `/api/v1/data/${type}/query?license=${LICENSE_A}`, page({ Fields: 'Id' }));
      const b = await post(multi, `/api/v1/data/${type}/query?license=${LICENSE_B}`, page({ Fields: 'Id' }));
      expect(a.statusCode, type).toBe(200);
      expect(b.statusCode, type).toBe(200);
      const idsA = new Set(a.json().Items.map((i: { Id: string }) => i.Id));
      const idsB: string[] = b.json().Items.map((i: { Id: string }) => i.Id);
      expect(idsB.some((id) => idsA.has(id)), type).toBe(false);
      expect(a.json().Total, type).toBe(a.json().Items.length);
    }
  });
  it('answers 403 for a licence the user does not hold', async () => {
    for (const type of DATA_TYPES.filter((x) => x !== 'Brief' && x !== 'Vorgang')) {
      expect((await post(admin, `/api/v1/data/${type}/query?license=${LICENSE_B}`, page())).statusCode).toBe(403);
    }
  });
  it('scopes to what the member may see', async () => {
    const all = await post(admin, `/api/v1/data/Kunde/query?license=${LICENSE_A}`, page({ Fields: 'Kundenname' }));
    const own = await post(customer, `/api/v1/data/Kunde/query?license=${LICENSE_A}`, page({ Fields: 'Kundenname' }));
    const brokers = await post(broker, `/api/v1/data/Kunde/query?license=${LICENSE_A}`, page({ Fields: 'Kundenname' }));
    expect(all.json().Total).toBe(4);
    expect(own.json().Items).toEqual([{ Kundenname: 'Anna Eins' }]);
    expect(brokers.json().Total).toBe(2);
    expect((await post(customer, `/api/v1/data/Vermittler/query?license=${LICENSE_A}`, page())).json().Total).toBe(0);
  });
  it('applies the contract status rule Angebot = Angebot and Anfrage', async () => {
    const res = await post(admin, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, page({ Fields: 'ComputedStatus', Filters: [{ Property: 'ComputedStatus', Operator: 'In', Value: ['Angebot', 'Anfrage'] }] }));
    expect(res.json().Items.map((i: { ComputedStatus: string }) => i.ComputedStatus).sort()).toEqual(['Anfrage', 'Angebot']);
  });
  it('filters objects with the object pseudo-properties', async () => {
    const res = await post(admin, `/api/v1/data/Adresse/query?license=${LICENSE_A}`, page({
      Fields: 'Kontaktname',
      Filters: [
        { Property: 'Objekt', Operator: 'Equal', Value: true },
        { Property: 'RisikosummeOderNull', Operator: 'GreaterThanOrEqual', Value: 4999.99 },
        { Property: 'Plz', Operator: 'Equal', Value: '10115' },
      ],
    }));
    expect(res.json().Items).toEqual([{ Kontaktname: 'Objekt A' }]);
  });
  it('refuses bad input with 4xx naming the problem and leaves the database unchanged', async () => {
    const before = await t.database.db.$count(contracts);
    const cases: [unknown, string][] = [
      [page({ Filters: [{ Property: 'Geheim', Operator: 'Equal', Value: 1 }] }), 'Filters.0.Property'],
      [page({ Filters: [{ Property: 'VertragsNr', Operator: 'Regex', Value: 'x' }] }), 'Filters.0.Operator'],
      [page({ Filters: [{ Property: 'Vertragsbeginn', Operator: 'Equal', Value: 'gestern' }] }), 'Filters.0.Value'],
      [page({ Filters: [{ Property: 'Id', Operator: 'Equal', Value: "x'; DELETE FROM contracts; --" }] }), 'Filters.0.Value'],
      [{ Page: { Skip: 0, Take: 5001 }, Filters: [] }, 'Page.Take'],
      [{ Page: { Skip: -1, Take: 10 }, Filters: [] }, 'Page.Skip'],
      [page({ Sorts: [{ Property: 'Unbekannt', Direction: 'asc' }] }), 'Sorts.0.Property'],
      [page({ Fields: 'VertragsNr,Passwort' }), 'Fields.1'],
    ];
    for (const [body, path] of cases) {
      const res = await post(admin, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { path: string }) => e.path), path).toContain(path);
    }
    for (const text of ["' OR '1'='1", '"; DROP TABLE contracts; --', '%', '_', '\\']) {
      const res = await post(admin, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, page({ Filters: [{ Property: 'VertragsNr', Operator: 'Contains', Value: text }] }));
      expect(res.statusCode).toBe(200);
      expect(res.json().Total).toBe(0);
    }
    expect((await post(admin, `/api/v1/data/Unsinn/query?license=${LICENSE_A}`, page())).statusCode).toBe(400);
    expect(await t.database.db.$count(contracts)).toBe(before);
  });
  it('hides broker-only columns from non-brokers', async () => {
    expect((await post(customer, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, page({ Fields: 'AbschlussvermittlerName' }))).statusCode).toBe(400);
    expect((await post(broker, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, page({ Fields: 'AbschlussvermittlerName' }))).statusCode).toBe(200);
  });
});

describe('quick search (Search)', () => {
  const query = (cookie: string, type: string, extra: object) => post(cookie, `/api/v1/data/${type}/query?license=${LICENSE_A}`, page({ Fields: 'Id', ...extra }));
  it('narrows customers, contracts and claims by partial text, regardless of case and umlauts, counted in the database', async () => {
    const names = async (search: string) => {
      const res = await post(admin, `/api/v1/data/Kunde/query?license=${LICENSE_A}`, page({ Fields: 'Kundenname', Search: search }));
      expect(res.statusCode, res.body).toBe(200);
      return { names: res.json().Items.map((i: { Kundenname: string }) => i.Kundenname), total: res.json().Total };
    };
    expect(await names('anna')).toEqual({ names: ['Anna Eins'], total: 1 });
    expect(await names('  ZWEI ')).toEqual({ names: ['Bernd Zwei'], total: 1 });
    expect((await names('')).total).toBeGreaterThan(2);
    // Another licence's customer is never found.
    expect((await names('Gewerbe')).total).toBe(0);
    const contracts = await query(admin, 'Vertrag', { Fields: 'VertragsNr', Search: 'a1-' });
    expect(contracts.json().Items.map((i: { VertragsNr: string }) => i.VertragsNr).sort()).toEqual(['A1-1', 'A1-2']);
    const claims = await query(admin, 'Schaden', { Fields: 'NummerMakler', Search: 's-2' });
    expect(claims.json().Items.map((i: { NummerMakler: string }) => i.NummerMakler)).toEqual(['S-2']);
    // The member's visibility still holds: the customer finds no one else.
    expect((await post(customer, `/api/v1/data/Kunde/query?license=${LICENSE_A}`, page({ Fields: 'Kundenname', Search: 'Zwei' }))).json().Total).toBe(0);
  });
  it('refuses a search where it cannot be honoured, naming Search', async () => {
    for (const [cookie, type, search] of [
      [admin, 'Adresse', 'Haupt'],
      [admin, 'Kunde', 'a'],
    ] as const) {
      const res = await query(cookie, type, { Search: search });
      expect(res.statusCode, `${type} ${search}`).toBe(400);
      expect(res.json().errors[0].path).toBe('Search');
    }
    // A claim reporter may not see the insurer's number the claim search text holds.
    const reporter = await login(t.app, emailOf('reporter'));
    const refused = await query(reporter, 'Schaden', { Search: 'S-1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('Search');
  });
});

describe('licence switches', () => {
  it('withholds premiums from end customers when the licence hides them', async () => {
    const db = t.database.db;
    await db.update(licenses).set({ features: sql`${licenses.features} || '{"HidePremiums": true}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
    forgetMemberships(db); // written behind the app's back: drop the cached licence now
    try {
      const own = await post(customer, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, page());
      expect(own.statusCode).toBe(200);
      expect(Object.keys(own.json().Items[0])).not.toContain('PraemieNetto');
      expect((await post(customer, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, page({ Fields: 'PraemieNetto' }))).statusCode).toBe(400);
      expect((await post(admin, `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, page({ Fields: 'PraemieNetto' }))).statusCode).toBe(200);
    } finally {
      await db.update(licenses).set({ features: sql`${licenses.features} || '{"HidePremiums": false}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
      forgetMemberships(db); // written behind the app's back: drop the cached licence now
    }
  });
  it('refuses addresses in a licence without them', async () => {
    const db = t.database.db;
    await db.update(licenses).set({ features: sql`${licenses.features} || '{"Addresses": false}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
    forgetMemberships(db); // written behind the app's back: drop the cached licence now
    try {
      expect((await post(admin, `/api/v1/data/Adresse/query?license=${LICENSE_A}`, page())).statusCode).toBe(403);
    } finally {
      await db.update(licenses).set({ features: sql`${licenses.features} || '{"Addresses": true}'::jsonb` }).where(eq(licenses.id, LICENSE_A));
      forgetMemberships(db); // written behind the app's back: drop the cached licence now
    }
  });
});

describe('POST /api/v1/data/{Type}/export', () => {
  const body = { Filters: [], Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }], Columns: [{ Property: 'VertragsNr', Header: 'Vertragsnummer' }, { Property: 'Kunde.Kundenname', Header: 'Kunde' }] };
  it('streams a CSV of the visible columns and rows', async () => {
    const res = await post(admin, `/api/v1/data/Vertrag/export?license=${LICENSE_A}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Export_Vertrag_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Vertragsnummer;Kunde');
    expect(lines[1]).toBe('A1-1;Anna Eins');
    expect(lines).toHaveLength(1 + 8);
  });
  it('neutralises formula injection: text cells and headers starting with =, +, -, @, tab or CR arrive escaped', async () => {
    const db = t.database.db;
    const [anna] = await db.select({ id: customers.id, name: customers.kundenname }).from(customers).where(eq(customers.kundenname, 'Anna Eins'));
    const evil = ['=1+1', '@SUM(1)', '+1', '-1+1', '\t=1', '=HYPERLINK("http://evil.example")'];
    try {
      const rows: string[] = [];
      for (const name of evil) {
        await db.update(customers).set({ kundenname: name }).where(eq(customers.id, anna!.id));
        const res = await post(admin, `/api/v1/data/Vertrag/export?license=${LICENSE_A}`, {
          ...body,
          Columns: [{ Property: 'VertragsNr', Header: '=cmd|calc' }, { Property: 'Kunde.Kundenname', Header: 'Kunde' }],
        });
        const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(lines[0]).toBe("'=cmd|calc;Kunde");
        rows.push(lines[1]!);
      }
      expect(rows).toEqual(["A1-1;'=1+1", "A1-1;'@SUM(1)", "A1-1;'+1", "A1-1;'-1+1", "A1-1;'\t=1", `A1-1;"'=HYPERLINK(""http://evil.example"")"`]);
    } finally {
      await db.update(customers).set({ kundenname: anna!.name }).where(eq(customers.id, anna!.id));
    }
  });
  it('needs the licence export flag and valid columns', async () => {
    expect((await post(multi, `/api/v1/data/Vertrag/export?license=${LICENSE_B}`, body)).statusCode).toBe(403);
    const bad = await post(admin, `/api/v1/data/Vertrag/export?license=${LICENSE_A}`, { ...body, Columns: [{ Property: 'Geheim', Header: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('Columns.0');
  });
});

describe('reference data, columns and grid settings', () => {
  it('lists the licence branches only', async () => {
    expect((await get(admin, `/api/v1/Sparte?license=${LICENSE_A}`)).json()).toEqual([{ Spartenkuerzel: 'KFZ', Spartenbezeichnung: 'Kraftfahrt' }]);
  });
  it('reads a card of the licence and 404s for others', async () => {
    expect((await get(admin, `/api/v1/Cards/${cardId}?license=${LICENSE_A}`)).json().AdditionalProperties).toEqual({ Property: 'ComputedStatus', Operator: 'Equal', Value: 'Police' });
    expect((await get(multi, `/api/v1/Cards/${cardId}?license=${LICENSE_B}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/v1/Cards/kaputt?license=${LICENSE_A}`)).statusCode).toBe(400);
  });
  it('falls back to the built-in default columns', async () => {
    const res = await get(admin, `/api/v1/DetailCustomization/TableColumns?license=${LICENSE_A}&type=VERTRAG`);
    expect(res.json().Locked).toBe(false);
    expect(res.json().Columns[0].Path).toBe('VertragsNr');
  });
  it('saves grid settings per list without touching other lists, and restores them', async () => {
    const put = (key: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/Settings/Grid/${key}?license=${LICENSE_A}`, headers: { cookie: broker }, payload });
    expect((await put('VertragGrid', { Columns: ['VertragsNr', 'Sparte'], Sorts: [{ Property: 'VertragsNr', Direction: 'desc' }] })).statusCode).toBe(204);
    expect((await put('SchadenGrid', { Columns: ['NummerMakler'] })).statusCode).toBe(204);
    expect((await put('VertragGrid', { Columns: ['VertragsNr'] })).statusCode).toBe(204);
    const settings = (await get(broker, `/api/v1/Settings/User?license=${LICENSE_A}`)).json();
    expect(settings.Grids).toEqual({ VertragGrid: { Columns: ['VertragsNr'] }, SchadenGrid: { Columns: ['NummerMakler'] } });
    expect((await put('bad key!', { Columns: [] })).statusCode).toBe(400);
    expect((await put('VertragGrid', { Columns: 'x' })).statusCode).toBe(400);
  });
  it('refuses grid changes from guests', async () => {
    const guest = await loginAsGuest(t.app, LICENSE_A);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/Settings/Grid/VertragGrid?license=${LICENSE_A}`, headers: { cookie: guest }, payload: { Columns: [] } });
    expect(res.statusCode).toBe(403);
  });
});
