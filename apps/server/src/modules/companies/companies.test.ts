import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, companies, contracts, customers } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
/** Contract ids by VertragsNr, customer ids by Amsidnr, company ids by key. */
const ids: Record<string, string> = {};
const MISSING = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c';

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'customer', 'reporter', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app);
  const db = t.database.db;
  for (const c of await db.select({ id: customers.id, nr: customers.amsidnr }).from(customers)) ids[c.nr] = c.id;
  for (const c of await db.select({ id: contracts.id, nr: contracts.vertragsnr }).from(contracts)) ids[c.nr] = c.id;

  const rows = await db
    .insert(companies)
    .values([
      {
        licenseId: LICENSE_A,
        suchname: 'Allianz Versicherungs-AG',
        strasse: 'Königinstr. 28',
        plz: '80802',
        ort: 'München',
        telefon1: '089 3800',
        telefon2: null,
        email: 'makler@allianz.test',
        status: 'aktiv',
        matchcode: 'Frau Berger',
      },
      { licenseId: LICENSE_A, suchname: 'Viele Verträge AG' },
      { licenseId: LICENSE_B, suchname: 'B Versicherung' },
    ])
    .returning({ id: companies.id });
  ['allianz', 'many', 'companyB'].forEach((key, i) => (ids[key] = rows[i]!.id));

  // Allianz: A1-1 (oldest), A2-1, A3-1 (newest); claims S-2 (A1) on A1-1 and S-1 (A3, reported by the reporter) on A3-1.
  const at = (day: number) => new Date(Date.UTC(2025, 0, day));
  await db.update(contracts).set({ companyId: ids.allianz!, createdAt: at(1) }).where(eq(contracts.id, ids['A1-1']!));
  await db.update(contracts).set({ companyId: ids.allianz!, createdAt: at(2) }).where(eq(contracts.id, ids['A2-1']!));
  await db.update(contracts).set({ companyId: ids.allianz!, createdAt: at(3) }).where(eq(contracts.id, ids['A3-1']!));
  await db.update(claims).set({ contractId: ids['A1-1']! }).where(eq(claims.nummerMakler, 'S-2'));
  await db.update(claims).set({ contractId: ids['A3-1']! }).where(eq(claims.nummerMakler, 'S-1'));
  // B's contract with B's company, and a B claim on it.
  await db.update(contracts).set({ companyId: ids.companyB! }).where(inArray(contracts.id, [ids['B1-1']!, ids['B2-1']!]));
  await db.insert(claims).values({ licenseId: LICENSE_B, customerId: ids.B1!, contractId: ids['B1-1']!, nummerMakler: 'T-1', schadenstatus: 'Offen' });
  // 55 contracts of A4 with the second company, to show the cap of 50.
  await db.insert(contracts).values(
    Array.from({ length: 55 }, (_, i) => ({
      licenseId: LICENSE_A,
      customerId: ids.A4!,
      companyId: ids.many!,
      vertragsnr: `M-${String(i).padStart(2, '0')}`,
      typ: 'KFZ',
      status: 'POLICE',
      computedStatus: 'Police',
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
    })),
  );
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! } });
const numbers = (body: { Vertraege: { VertragsNr: string }[] }) => body.Vertraege.map((v) => v.VertragsNr);

describe('GET /api/v1/Gesellschaft/{id}', () => {
  it('answers the catalogue fields, the newest visible contracts and counts', async () => {
    const res = await get(`Gesellschaft/${ids.allianz}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Id: ids.allianz,
      Suchname: 'Allianz Versicherungs-AG',
      Zuordnung: 'FIRMA',
      Strasse: 'Königinstr. 28',
      Plz: '80802',
      Ort: 'München',
      Telefon1: '089 3800',
      Telefon2: null,
      Email: 'makler@allianz.test',
      Status: 'aktiv',
      Matchcode: 'Frau Berger',
      Vertraege: [
        { Id: ids['A3-1'], VertragsNr: 'A3-1', Typ: 'KOMPAKTKRAFT', Kunde: { Kundenname: 'Carla Drei' }, ComputedStatus: 'Fremdteil' },
        { Id: ids['A2-1'], VertragsNr: 'A2-1', Typ: 'KOMPAKTKRAFT', Kunde: { Kundenname: 'Bernd Zwei' }, ComputedStatus: 'Eigen' },
        { Id: ids['A1-1'], VertragsNr: 'A1-1', Typ: 'KOMPAKTKRAFT', Kunde: { Kundenname: 'Anna Eins' }, ComputedStatus: 'Police' },
      ],
      Counts: { Vertraege: 3, Schaeden: 2 },
    });
  });

  it('is readable by every member of the licence, listing and counting only what each may see', async () => {
    const cases: [string, string[], { Vertraege: number; Schaeden: number }][] = [
      ['guest', ['A3-1', 'A2-1', 'A1-1'], { Vertraege: 3, Schaeden: 2 }],
      ['broker', ['A2-1', 'A1-1'], { Vertraege: 2, Schaeden: 1 }],
      ['customer', ['A1-1'], { Vertraege: 1, Schaeden: 1 }],
      // The claim reporter sees the claim it reported but no contracts.
      ['reporter', [], { Vertraege: 0, Schaeden: 1 }],
    ];
    for (const [who, expected, counts] of cases) {
      const res = await get(`Gesellschaft/${ids.allianz}`, who);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(numbers(res.json()), who).toEqual(expected);
      expect(res.json().Counts, who).toEqual(counts);
    }
  });

  it('lists at most 50 contracts, the newest, and counts all', async () => {
    const body = (await get(`Gesellschaft/${ids.many}`, 'admin')).json();
    expect(body.Vertraege).toHaveLength(50);
    expect(body.Vertraege[0].VertragsNr).toBe('M-54');
    expect(body.Vertraege.at(-1).VertragsNr).toBe('M-05');
    expect(body.Counts).toEqual({ Vertraege: 55, Schaeden: 0 });
  });

  it('never shows another licence: 404 for its ids, 403 LICENSE_FORBIDDEN for its licence', async () => {
    for (const who of ['admin', 'multi', 'customer']) {
      const res = await get(`Gesellschaft/${ids.companyB}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(`Gesellschaft/${MISSING}`, 'admin')).json()).toEqual((await get(`Gesellschaft/${ids.companyB}`, 'admin')).json());
    const forbidden = await get(`Gesellschaft/${ids.companyB}`, 'admin', LICENSE_B);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    const inB = (await get(`Gesellschaft/${ids.companyB}`, 'multi', LICENSE_B)).json();
    expect(numbers(inB).sort()).toEqual(['B1-1', 'B2-1']);
    expect(inB.Counts).toEqual({ Vertraege: 2, Schaeden: 1 });
  });

  it('refuses a malformed id with 400 naming id', async () => {
    for (const bad of ['1', 'Allianz', `${ids.allianz}1`]) {
      const res = await get(`Gesellschaft/${bad}`, 'admin');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'id' }] });
    }
  });
});
