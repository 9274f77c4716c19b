import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSIONS } from '@portal/domain';
import { claims, companies, contracts, customers, memberships, users } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
/** Claim ids by NummerMakler, contract ids by VertragsNr, customer ids by Amsidnr. */
const ids: Record<string, string> = {};
const MISSING = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c';

/** Every claim row of both licences, to prove refused requests change nothing. */
const snapshot = () => t.database.db.select().from(claims).orderBy(asc(claims.id));
const claimRow = async (id: string) => (await t.database.db.select().from(claims).where(eq(claims.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app);
  const db = t.database.db;
  for (const c of await db.select({ id: customers.id, nr: customers.amsidnr }).from(customers)) ids[c.nr] = c.id;
  for (const c of await db.select({ id: contracts.id, nr: contracts.vertragsnr }).from(contracts)) ids[c.nr] = c.id;

  // Two more members of licence A on customer A1: one without the claim-report permission, one read-only.
  const [admin] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, emailOf('admin')));
  const extra = await db
    .insert(users)
    .values([
      { email: 'noperm@fixture.test', passwordHash: admin!.hash, firstName: 'noperm', lastName: 'Fixture' },
      { email: 'readonly@fixture.test', passwordHash: admin!.hash, firstName: 'readonly', lastName: 'Fixture' },
    ])
    .returning({ id: users.id });
  await db.insert(memberships).values([
    { userId: extra[0]!.id, licenseId: LICENSE_A, role: 'customer', preset: 'Privat', permissions: NO_PERMISSIONS, customerId: ids.A1! },
    { userId: extra[1]!.id, licenseId: LICENSE_A, role: 'customer', preset: 'Privat', permissions: { ...NO_PERMISSIONS, Schadenmeldung: true }, customerId: ids.A1!, readOnly: true },
  ]);
  cookies.noperm = await login(t.app, 'noperm@fixture.test');
  cookies.readonly = await login(t.app, 'readonly@fixture.test');

  const [company] = await db.insert(companies).values({ licenseId: LICENSE_A, suchname: 'Allianz Versicherungs-AG' }).returning({ id: companies.id });
  await db.update(contracts).set({ companyId: company!.id }).where(eq(contracts.id, ids['A1-1']!));
  await db
    .update(claims)
    .set({
      contractId: ids['A1-1']!,
      nummerVu: 'VU-77',
      schadenhoehe: '500.25',
      schadenZeitpunkt: new Date('2025-06-01T12:00:00Z'),
      meldungtag: '2025-06-02',
      schadenart: 'Glasbruch',
      schadenort: 'Köln',
      hergang: 'Steinschlag auf der A3',
      headline: 'Glasschaden',
      sparte: 'KFZ',
      kundenStatus: 'In Bearbeitung',
    })
    .where(eq(claims.nummerMakler, 'S-2'));
  await db.insert(claims).values([
    { licenseId: LICENSE_A, customerId: ids.A1!, contractId: ids['A1-2']!, nummerMakler: 'S-closed', schadenstatus: 'Abgeschlossen', abschlusstag: '2025-01-31', schadenhoehe: '80.00' },
    { licenseId: LICENSE_B, customerId: ids.B1!, contractId: ids['B1-1']!, nummerMakler: 'T-1', schadenstatus: 'Offen', schadenort: 'B-Stadt', schadenhoehe: '10.00' },
    { licenseId: LICENSE_B, customerId: ids.B1!, nummerMakler: 'T-closed', schadenstatus: 'Abgeschlossen', abschlusstag: '2025-02-01' },
  ]);
  for (const c of await db.select({ id: claims.id, nr: claims.nummerMakler }).from(claims)) ids[c.nr] = c.id;
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! } });
const patch = (id: string, who: string, payload: unknown, license = LICENSE_A) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/Schaden/${id}?license=${license}`, headers: { cookie: cookies[who]! }, payload: payload as object });

describe('GET /api/v1/Schaden/{id}', () => {
  it('answers the catalogue fields with their value types, Hergang, contract, customer, company and Editable', async () => {
    const res = await get(`Schaden/${ids['S-2']}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    const kunde = { Id: ids.A1, Kundenname: 'Anna Eins', Kundenverbindung: null, Strasse: null, Plz: null, Ort: null, Land: 'DE' };
    expect(res.json()).toEqual({
      Id: ids['S-2'],
      Key: 'A1-1',
      Draft: false,
      Active: true,
      Schadenstatus: 'Offen',
      SchadenZeitpunkt: '2025-06-01T12:00:00.000Z',
      Meldungtag: '2025-06-02',
      Abschlusstag: null,
      Schadenhoehe: 500.25,
      Waehrung: 'EUR',
      Headline: 'Glasschaden',
      Sparte: 'KFZ',
      NummerMakler: 'S-2',
      NummerVU: 'VU-77',
      Schadenart: 'Glasbruch',
      Schadenort: 'Köln',
      KundenStatus: 'In Bearbeitung',
      ApprovalPending: false,
      Erstellt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      Hergang: 'Steinschlag auf der A3',
      Vertrag: { Id: ids['A1-1'], VertragsNr: 'A1-1', Typ: 'KOMPAKTKRAFT', Kunde: kunde },
      Kunde: kunde,
      Gesellschaft: { Suchname: 'Allianz Versicherungs-AG' },
      Editable: true,
    });
  });

  it('has no contract or company for a claim without contract, but its customer', async () => {
    const body = (await get(`Schaden/${ids['S-1']}`, 'admin')).json();
    expect(body).toMatchObject({ Key: null, Vertrag: null, Gesellschaft: null, Kunde: { Id: ids.A3, Kundenname: 'Carla Drei' }, Schadenhoehe: null });
  });

  it('is Editable only while open and for members who may write and report claims (or staff)', async () => {
    expect((await get(`Schaden/${ids['S-closed']}`, 'admin')).json()).toMatchObject({ Editable: false, Abschlusstag: '2025-01-31', Schadenhoehe: 80 });
    expect((await get(`Schaden/${ids['S-2']}`, 'caseworker')).json().Editable).toBe(true);
    expect((await get(`Schaden/${ids['S-2']}`, 'customer')).json().Editable).toBe(true);
    expect((await get(`Schaden/${ids['S-2']}`, 'guest')).json().Editable).toBe(false);
    expect((await get(`Schaden/${ids['S-2']}`, 'readonly')).json().Editable).toBe(false);
    expect((await get(`Schaden/${ids['S-2']}`, 'noperm')).json().Editable).toBe(false);
  });

  it('scopes by role: customers their own claims, intermediaries their customers\', claim reporters the ones they reported', async () => {
    expect((await get(`Schaden/${ids['S-2']}`, 'customer')).statusCode).toBe(200);
    expect((await get(`Schaden/${ids['S-1']}`, 'customer')).statusCode).toBe(404);
    expect((await get(`Schaden/${ids['S-2']}`, 'broker')).statusCode).toBe(200);
    expect((await get(`Schaden/${ids['S-1']}`, 'broker')).statusCode).toBe(404);
    expect((await get(`Schaden/${ids['S-1']}`, 'reporter')).statusCode).toBe(200);
    expect((await get(`Schaden/${ids['S-2']}`, 'reporter')).statusCode).toBe(404);
  });

  it('shows a claim reporter what they entered and the status, no contract, customer or insurer (detail, list, feed, search)', async () => {
    const db = t.database.db;
    const [before] = await db.select().from(claims).where(eq(claims.id, ids['S-1']!));
    await db.update(claims).set({ contractId: ids['A3-1']!, nummerVu: 'VU-11', schadenart: 'Sturm', kundenStatus: 'Eingegangen' }).where(eq(claims.id, ids['S-1']!));
    try {
      const detail = (await get(`Schaden/${ids['S-1']}`, 'reporter')).json();
      expect(detail).toMatchObject({ Schadenart: 'Sturm', KundenStatus: 'Eingegangen', NummerMakler: 'S-1', Key: null, NummerVU: null, Vertrag: null, Kunde: null, Gesellschaft: null });
      // Staff see the same claim whole: the test planted what it looks for.
      expect((await get(`Schaden/${ids['S-1']}`, 'admin')).json()).toMatchObject({ NummerVU: 'VU-11', Kunde: { Kundenname: 'Carla Drei' } });

      const query = (payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/data/Schaden/query?license=${LICENSE_A}`, headers: { cookie: cookies.reporter! }, payload: { Page: { Skip: 0, Take: 10 }, ...payload } });
      const list = await query({});
      expect(list.statusCode, list.body).toBe(200);
      const row = list.json().Items[0];
      expect(row).toMatchObject({ Schadenart: 'Sturm', NummerMakler: 'S-1' });
      expect(Object.keys(row).filter((k) => /^(Vertrag|Gesellschaft|Key|NummerVU)\b/.test(k))).toEqual([]);
      expect(list.body).not.toContain('Carla Drei');
      for (const payload of [{ Fields: 'Id,Vertrag.Kunde.Kundenname' }, { Filters: [{ Property: 'NummerVU', Operator: 'Equal', Value: 'VU-11' }] }, { Sorts: [{ Property: 'Key', Direction: 'asc' }] }]) {
        const refused = await query(payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      }

      const feed = await get('Feed', 'reporter');
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain('Carla Drei');
      for (const item of feed.json().Items) expect(item, item.Typ).toMatchObject({ Kunden: [], Vertraege: [], Vermittler: [], Kundenname: null });

      const find = (query: string, who: string) => t.app.inject({ method: 'GET', url: `/api/v1/Search${query}&license=${LICENSE_A}`, headers: { cookie: cookies[who]! } });
      expect((await find('?q=VU-11', 'reporter')).json().Results).toEqual([]);
      const search = await find('?q=S-1', 'reporter');
      expect(search.json().Results).toEqual([expect.objectContaining({ Type: 'Schaden', Title: 'S-1', Extra: null })]);
      expect(search.body).not.toContain('Carla Drei');
      expect((await find('/Resolve?SCHADENNR=S-1', 'reporter')).statusCode).toBe(200);
      expect((await find('/Resolve?SCHADENNR=VU-11', 'reporter')).statusCode).toBe(404);
      expect((await find('/Resolve?SCHADENNR=VU-11', 'admin')).statusCode).toBe(200);
    } finally {
      await db.update(claims).set({ contractId: before!.contractId, nummerVu: before!.nummerVu, schadenart: before!.schadenart, kundenStatus: before!.kundenStatus }).where(eq(claims.id, ids['S-1']!));
    }
  });

  it('never shows another licence: 404 for its ids, 403 LICENSE_FORBIDDEN for its licence', async () => {
    for (const who of ['admin', 'multi']) {
      const res = await get(`Schaden/${ids['T-1']}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(`Schaden/${MISSING}`, 'admin')).json()).toEqual((await get(`Schaden/${ids['T-1']}`, 'admin')).json());
    const forbidden = await get(`Schaden/${ids['T-1']}`, 'admin', LICENSE_B);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    expect((await get(`Schaden/${ids['T-1']}`, 'multi', LICENSE_B)).json()).toMatchObject({ NummerMakler: 'T-1', Vertrag: { VertragsNr: 'B1-1' } });
  });

  it('refuses a malformed id with 400 naming id', async () => {
    for (const bad of ['S-2', '0', `{${ids['S-2']}}`]) {
      const res = await get(`Schaden/${encodeURIComponent(bad)}`, 'admin');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'id' }] });
    }
  });
});

describe('PATCH /api/v1/Schaden/{id}', () => {
  it('changes the given fields of the claim, answers the claim and touches nothing else', async () => {
    const before = await snapshot();
    const res = await patch(ids['S-2']!, 'admin', { Schadenort: '  München  ', Hergang: 'Ast auf die Scheibe', Schadenhoehe: 1500.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Id: ids['S-2'], Schadenort: 'München', Schadenart: 'Glasbruch', Hergang: 'Ast auf die Scheibe', Schadenhoehe: 1500.5, Editable: true });
    expect(await claimRow(ids['S-2']!)).toMatchObject({ schadenort: 'München', schadenart: 'Glasbruch', hergang: 'Ast auf die Scheibe', schadenhoehe: '1500.50' });
    // Every other claim, in both licences, is as it was.
    const after = await snapshot();
    expect(after.filter((c) => c.id !== ids['S-2'])).toEqual(before.filter((c) => c.id !== ids['S-2']));
  });

  it('lets an end customer with the claim-report permission edit its own open claim; an empty text or null clears', async () => {
    const res = await patch(ids['S-2']!, 'customer', { Schadenart: '', Schadenhoehe: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Schadenart: null, Schadenhoehe: null, Schadenort: 'München' });
    expect(await claimRow(ids['S-2']!)).toMatchObject({ schadenart: null, schadenhoehe: null });
  });

  it('refuses guests and read-only members with 403 READ_ONLY', async () => {
    const before = await snapshot();
    for (const who of ['guest', 'readonly']) {
      const res = await patch(ids['S-2']!, who, { Schadenort: 'Gast' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'READ_ONLY' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses members without the claim-report permission with 403 FORBIDDEN', async () => {
    const before = await snapshot();
    const res = await patch(ids['S-2']!, 'noperm', { Schadenort: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a closed claim with 409 CONFLICT', async () => {
    const before = await snapshot();
    const res = await patch(ids['S-closed']!, 'admin', { Hergang: 'zu spät' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for claims the member may not see and for other licences, changing nothing', async () => {
    const before = await snapshot();
    for (const [who, id] of [
      ['customer', ids['S-1']],
      ['broker', ids['S-1']],
      ['reporter', ids['S-2']],
      ['admin', ids['T-1']],
      ['multi', ids['T-1']],
      // A closed claim of another licence looks missing too (no 409 hint that it exists).
      ['multi', ids['T-closed']],
      ['admin', MISSING],
    ] as const) {
      const res = await patch(id!, who, { Schadenort: 'Einbruch' });
      expect(res.statusCode, `${who} ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const forbidden = await patch(ids['T-1']!, 'admin', { Schadenort: 'Einbruch' }, LICENSE_B);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    expect(await snapshot()).toEqual(before);
  });

  it('lets a claim reporter edit the claim it reported', async () => {
    const res = await patch(ids['S-1']!, 'reporter', { Hergang: 'gemeldet' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Hergang: 'gemeldet', Editable: true });
  });

  it('refuses bad bodies with 400 naming the field, and changes nothing', async () => {
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ Schadenhoehe: '12' }, 'Schadenhoehe'],
      [{ Schadenhoehe: -1 }, 'Schadenhoehe'],
      [{ Schadenhoehe: 1e13 }, 'Schadenhoehe'],
      [{ Hergang: 'x'.repeat(5001) }, 'Hergang'],
      [{ Hergang: null }, 'Hergang'],
      [{ Schadenort: 5 }, 'Schadenort'],
      [{ Schadenart: 'y'.repeat(201) }, 'Schadenart'],
      [{ Schadenort: 'ok', Schadenstatus: 'Abgeschlossen' }, 'body'],
      [{}, 'body'],
    ];
    for (const [payload, path] of cases) {
      const res = await patch(ids['S-2']!, 'admin', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const notJson = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/Schaden/${ids['S-2']}?license=${LICENSE_A}`,
      headers: { cookie: cookies.admin!, 'content-type': 'application/json' },
      payload: '{"Hergang": ',
    });
    expect(notJson.statusCode).toBe(400);
    const badId = await patch('S-2', 'admin', { Hergang: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors.map((e: { path: string }) => e.path)).toContain('id');
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a Hergang of exactly 5000 characters and the largest amount', async () => {
    const res = await patch(ids['S-2']!, 'caseworker', { Hergang: 'h'.repeat(5000), Schadenhoehe: 999_999_999_999.99 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Schadenhoehe: 999_999_999_999.99 });
    // 1e12 does not fit the column: refused as input, never a 500.
    expect((await patch(ids['S-2']!, 'caseworker', { Schadenhoehe: 1e12 })).json().errors[0].path).toBe('Schadenhoehe');
    // Amounts are kept to the cent.
    expect((await patch(ids['S-2']!, 'caseworker', { Schadenhoehe: 12.3456 })).json().Schadenhoehe).toBe(12.35);
    expect(res.json().Hergang).toHaveLength(5000);
  });
});
