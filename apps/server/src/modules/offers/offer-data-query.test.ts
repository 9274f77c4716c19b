/** Offers (Angebot) through the generic data query and CSV export: visibility, licences, filters, export flag. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, licenses, offers, processes } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { forgetMemberships } from '../../platform/memberships.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
let tokenP1 = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'customer', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  const db = t.database.db;
  const procRows = await db.select({ id: processes.id, h: processes.headline, token: processes.accessToken }).from(processes);
  const procs = Object.fromEntries(procRows.map((r) => [r.h, r.id]));
  tokenP1 = procRows.find((r) => r.h === 'p1')!.token;
  const cust = Object.fromEntries((await db.select({ id: customers.id, n: customers.amsidnr }).from(customers)).map((r) => [r.n, r.id]));
  await db.update(customers).set({ strasse: 'Hauptstr. 1', plz: '10115', ort: 'Berlin' }).where(eq(customers.id, cust.A1!));
  await db.insert(offers).values([
    // Active in A: p1 (A1), p3 (A2), p5 (A3; the broker does not see p5).
    { licenseId: LICENSE_A, processId: procs.p1, customerId: cust.A1, status: 'Offen', produkt: 'Hausrat', praemie: '120.50', createdAt: new Date('2026-01-02T00:00:00Z') },
    { licenseId: LICENSE_A, processId: procs.p3, customerId: cust.A2, status: 'Offen', produkt: 'Kfz', praemie: '480.00', waehrung: 'USD', createdAt: new Date('2026-01-03T00:00:00Z') },
    { licenseId: LICENSE_A, processId: procs.p5, customerId: cust.A3, status: 'Angenommen', produkt: 'Wohngebäude', praemie: '75.00', createdAt: new Date('2026-01-04T00:00:00Z') },
    // Not active: closed process, no process. (A process of another licence cannot be referred to: the
    // reference is (license_id, process_id) since migration 0009.)
    { licenseId: LICENSE_A, processId: procs.p4, customerId: cust.A3, status: 'Abgelaufen', produkt: 'Leben' },
    { licenseId: LICENSE_A, processId: null, customerId: cust.A1, status: 'Offen', produkt: 'Ohne Vorgang' },
    // Licence B.
    { licenseId: LICENSE_B, processId: procs.q1, customerId: cust.B1, status: 'Offen', produkt: 'Betriebshaftpflicht', praemie: '990.00' },
  ]);
});
afterAll(() => t.close());

type TItem = { Id: string; Produkt: string | null };
const page = (extra: object = {}) => ({ Page: { Skip: 0, Take: 100, ReturnTotal: true }, Filters: [], ...extra });
const query = (who: string, license: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/data/Angebot/query?license=${license}`, headers: { cookie: cookies[who]! }, payload: body });
const exportCsv = (who: string, license: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/data/Angebot/export?license=${license}`, headers: { cookie: cookies[who]! }, payload: body });
const products = (items: TItem[]) => items.map((i) => i.Produkt);

describe('POST /api/v1/data/Angebot/query', () => {
  it('lists the active offers with the offer row properties, newest first', async () => {
    const res = await query('admin', LICENSE_A, page());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Total).toBe(3);
    expect(products(body.Items)).toEqual(['Wohngebäude', 'Kfz', 'Hausrat']);
    expect(body.Items[2]).toMatchObject({
      Id: expect.any(String),
      ProcessAccessToken: tokenP1,
      Status: 'Offen',
      Waehrung: 'EUR',
      Praemie: 120.5,
      Kunde: { Kundenname: 'Anna Eins', Strasse: 'Hauptstr. 1', Plz: '10115', Ort: 'Berlin' },
      Vorgang: { Id: expect.any(String), Headline: 'p1' },
    });
    expect(new Date(body.Items[2].Erstellt).toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('shows an offer exactly when its process is visible to the member', async () => {
    expect(products((await query('broker', LICENSE_A, page())).json().Items)).toEqual(['Kfz', 'Hausrat']);
    expect(products((await query('customer', LICENSE_A, page())).json().Items)).toEqual(['Hausrat']);
    // The same offers as GET /Angebot for every member.
    for (const who of ['admin', 'broker', 'customer']) {
      const generic = (await query(who, LICENSE_A, page({ Fields: 'Id' }))).json().Items.map((i: TItem) => i.Id).sort();
      const list = (await t.app.inject({ method: 'GET', url: `/api/v1/Angebot?license=${LICENSE_A}&take=100`, headers: { cookie: cookies[who]! } })).json();
      expect(generic, who).toEqual(list.Items.map((i: TItem) => i.Id).sort());
    }
  });

  it('never returns or counts an offer of another licence', async () => {
    const a = (await query('multi', LICENSE_A, page({ Fields: 'Id,Produkt' }))).json();
    const b = (await query('multi', LICENSE_B, page({ Fields: 'Id,Produkt' }))).json();
    expect(products(b.Items)).toEqual(['Betriebshaftpflicht']);
    expect(b.Total).toBe(1);
    expect(products(a.Items)).not.toContain('Betriebshaftpflicht');
    expect(a.Total).toBe(3);
    expect((await query('admin', LICENSE_B, page())).statusCode).toBe(403);
  });

  it('filters and sorts in the database', async () => {
    const contains = await query('admin', LICENSE_A, page({ Filters: [{ Property: 'Produkt', Operator: 'Contains', Value: 'HAUS' }] }));
    expect(products(contains.json().Items)).toEqual(['Hausrat']);
    const range = await query('admin', LICENSE_A, page({ Filters: [{ Property: 'Praemie', Operator: 'Between', Lowest: 100, Highest: 500 }], Sorts: [{ Property: 'Praemie', Direction: 'asc' }] }));
    expect(products(range.json().Items)).toEqual(['Hausrat', 'Kfz']);
    const byCustomer = await query('admin', LICENSE_A, page({ Filters: [{ Property: 'Kunde.Kundenname', Operator: 'Equal', Value: 'Bernd Zwei' }] }));
    expect(products(byCustomer.json().Items)).toEqual(['Kfz']);
    const byHeadline = await query('admin', LICENSE_A, page({ Filters: [{ Property: 'Vorgang.Headline', Operator: 'Contains', Value: 'p5' }] }));
    expect(products(byHeadline.json().Items)).toEqual(['Wohngebäude']);
    const since = await query('admin', LICENSE_A, page({ Filters: [{ Property: 'Erstellt', Operator: 'GreaterThanOrEqual', Value: '2026-01-03' }], Sorts: [{ Property: 'Kunde.Kundenname', Direction: 'asc' }] }));
    expect(products(since.json().Items)).toEqual(['Kfz', 'Wohngebäude']);
  });

  it('pages with the keyset cursor', async () => {
    const first = (await query('admin', LICENSE_A, { Page: { Skip: 0, Take: 2, ReturnTotal: true }, Filters: [] })).json();
    expect(products(first.Items)).toEqual(['Wohngebäude', 'Kfz']);
    const second = (await query('admin', LICENSE_A, { Page: { Skip: 0, Take: 2, ReturnTotal: false, After: first.Next }, Filters: [] })).json();
    expect(products(second.Items)).toEqual(['Hausrat']);
  });

  it('rejects what the catalogue does not offer, naming the field', async () => {
    const res = await query('admin', LICENSE_A, page({ Filters: [{ Property: 'Geheim', Operator: 'Equal', Value: 'x' }] }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('Filters.0.Property');
    const op = await query('admin', LICENSE_A, page({ Filters: [{ Property: 'Praemie', Operator: 'Contains', Value: '1' }] }));
    expect(op.statusCode).toBe(400);
    expect(JSON.stringify(op.json().errors)).toContain('Filters.0.Operator');
  });
});

describe('POST /api/v1/data/Angebot/export', () => {
  const body = {
    Filters: [],
    Sorts: [{ Property: 'Produkt', Direction: 'asc' }],
    Columns: [
      { Property: 'Produkt', Header: 'Produkt' },
      { Property: 'Praemie', Header: 'Prämie' },
      { Property: 'Kunde.Kundenname', Header: 'Kunde' },
    ],
  };
  const lines = (csv: string) => csv.replace(/^\uFEFF/, '').trim().split('\r\n');

  it('writes the visible offers of the licence as CSV', async () => {
    const res = await exportCsv('admin', LICENSE_A, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/Export_Angebot_\d{4}-\d{2}-\d{2}\.csv/);
    expect(lines(res.body)).toEqual(['Produkt;Prämie;Kunde', 'Hausrat;120,50;Anna Eins', 'Kfz;480,00;Bernd Zwei', 'Wohngebäude;75,00;Carla Drei']);
    expect(lines((await exportCsv('customer', LICENSE_A, body)).body)).toEqual(['Produkt;Prämie;Kunde', 'Hausrat;120,50;Anna Eins']);
  });

  it('is refused without the licence export flag, and never mixes licences', async () => {
    const refused = await exportCsv('multi', LICENSE_B, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await exportCsv('admin', LICENSE_B, body)).statusCode).toBe(403);
    const db = t.database.db;
    await db.update(licenses).set({ features: sql`${licenses.features} || '{"FileExport": true}'::jsonb` }).where(eq(licenses.id, LICENSE_B));
    forgetMemberships(db); // written behind the app's back: drop the cached licence now
    try {
      const b = await exportCsv('multi', LICENSE_B, body);
      expect(b.statusCode, b.body).toBe(200);
      expect(lines(b.body)).toEqual(['Produkt;Prämie;Kunde', 'Betriebshaftpflicht;990,00;Firma Eins']);
      const a = await exportCsv('multi', LICENSE_A, body);
      expect(lines(a.body)).toHaveLength(4);
      expect(a.body).not.toContain('Betriebshaftpflicht');
    } finally {
      await db.update(licenses).set({ features: sql`${licenses.features} || '{"FileExport": false}'::jsonb` }).where(eq(licenses.id, LICENSE_B));
      forgetMemberships(db); // written behind the app's back: drop the cached licence now
    }
  });

  it('refuses an unknown column naming it', async () => {
    const res = await exportCsv('admin', LICENSE_A, { ...body, Columns: [{ Property: 'Geheim', Header: 'x' }] });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('Columns.0');
  });
});
