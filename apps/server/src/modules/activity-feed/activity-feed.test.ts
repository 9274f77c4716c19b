import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivityFeed, TFeedItem } from '@portal/domain';
import { claims, contracts, customerNotes, customers, documents, intermediaries, processes, processMessages, users } from '../../platform/db/schema.js';
import { selectFeedPage } from './repository.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
const id: Record<string, string> = {};

const OLD = new Date('2020-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'customer', 'reporter', 'commercial', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  const db = t.database.db;
  for (const r of await db.select({ id: processes.id, k: processes.headline }).from(processes)) id[r.k] = r.id;
  for (const r of await db.select({ id: documents.id, k: documents.titel }).from(documents)) id[r.k] = r.id;
  for (const r of await db.select({ id: contracts.id, k: contracts.vertragsnr }).from(contracts)) id[r.k] = r.id;
  for (const r of await db.select({ id: claims.id, k: claims.nummerMakler }).from(claims)) id[r.k] = r.id;
  for (const r of await db.select({ id: customers.id, k: customers.amsidnr }).from(customers)) id[r.k] = r.id;

  // Every row old, then a few newer ones whose order the tests know; the many equal old times test the tie-break.
  await db.update(processes).set({ lastMessageAt: OLD });
  await db.update(documents).set({ erstellt: OLD });
  for (const table of [contracts, claims, customers, intermediaries]) await db.update(table).set({ createdAt: OLD });
  await db.update(processes).set({ lastMessageAt: new Date('2026-03-01T10:00:00Z'), dirty: true }).where(eq(processes.id, id.p1!));
  await db.insert(processMessages).values({
    licenseId: LICENSE_A,
    processId: id.p1!,
    authorName: 'Anna Eins',
    fromMakler: false,
    type: 'Datei',
    text: 'Foto',
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  await db.update(documents).set({ erstellt: new Date('2026-02-28T10:00:00Z'), folder: 'Post', contractId: id['A2-1']! }).where(eq(documents.id, id.d3!));
  await db.update(contracts).set({ createdAt: new Date('2026-02-27T10:00:00Z'), beratungErforderlich: true, produkt: 'Privathaftpflicht' }).where(eq(contracts.id, id['A1-1']!));
  await db.update(customers).set({ createdAt: new Date('2026-02-26T10:00:00Z') }).where(eq(customers.id, id.A2!));
  await db.update(claims).set({ createdAt: new Date('2026-02-25T10:00:00Z'), contractId: id['A1-1']!, schadenart: 'Glasbruch' }).where(eq(claims.id, id['S-2']!));
  await db.insert(customerNotes).values([
    { licenseId: LICENSE_A, customerId: id.A2!, text: 'Rückruf erbeten' },
    { licenseId: LICENSE_A, customerId: id.A1!, text: 'Erledigt', readAt: OLD },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (who: string, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/Feed?${query}`, headers: { cookie: cookies[who]! } });
async function feed(who: string, license: string, params = ''): Promise<TActivityFeed> {
  const res = await get(who, `license=${license}${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TActivityFeed;
}
const keys = (f: TActivityFeed) => f.Items.map((i) => `${i.Typ}:${i.Headline}`);
const item = (f: TActivityFeed, typ: TFeedItem['Typ'], itemId: string) => f.Items.find((i) => i.Typ === typ && i.Id === itemId);

describe('GET /api/v1/Feed', () => {
  it('pages the newest changes of every type, default 10', async () => {
    const f = await feed('admin', LICENSE_A);
    // 7 processes + 6 active documents + 2 claims + 8 contracts + 4 customers + 2 intermediaries.
    expect(f.Total).toBe(29);
    expect(f.Items).toHaveLength(10);
    expect(keys(f).slice(0, 5)).toEqual(['Process:p1', 'Brief:d3', 'Vertrag:A1-1 · Privathaftpflicht', 'Kunde:Bernd Zwei', 'Schaden:S-2 · Glasbruch']);
    expect(f.Items.every((i) => i.License === LICENSE_A)).toBe(true);
  });

  it('pages agree with the whole list, with ties broken the same way', async () => {
    const all = await feed('admin', LICENSE_A, '&take=50');
    expect(all.Items).toHaveLength(29);
    const pages: string[] = [];
    for (let skip = 0; skip < 29; skip += 5) pages.push(...(await feed('admin', LICENSE_A, `&take=5&skip=${skip}`)).Items.map((i) => i.Id));
    expect(pages).toEqual(all.Items.map((i) => i.Id));
    expect(new Set(pages).size).toBe(29);
    const times = all.Items.map((i) => i.Bearbeitet);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('fills each type’s fields and linked objects', async () => {
    const f = await feed('admin', LICENSE_A);
    expect(item(f, 'Process', id.p1!)).toMatchObject({
      Dirty: true,
      Read: null,
      Kundenname: 'Anna Eins',
      LastAction: { Type: 'Datei', FromMakler: false },
      LastMessage: { Created: '2026-03-01T10:00:00.000Z' },
      Kunden: [{ Id: id.A1, Headline: 'Anna Eins', Typ: null }],
    });
    expect(item(f, 'Brief', id.d3!)).toMatchObject({
      Folder: 'Post',
      Erstellt: '2026-02-28T10:00:00.000Z',
      Kunden: [{ Headline: 'Bernd Zwei' }],
      Vertraege: [{ Id: id['A2-1'], Headline: 'A2-1', Typ: 'KOMPAKTKRAFT' }],
    });
    expect(item(f, 'Vertrag', id['A1-1']!)).toMatchObject({ Beratungsbedarf: true, VertragTyp: 'KOMPAKTKRAFT', Kunden: [{ Headline: 'Anna Eins' }] });
    expect(item(f, 'Kunde', id.A2!)).toMatchObject({ Active: true, AnmerkungUngelesen: true, Vermittler: [{ Headline: 'Vermittler Eins' }] });
    expect(item(f, 'Schaden', id['S-2']!)).toMatchObject({ Active: true, Kunden: [{ Headline: 'Anna Eins' }], Vertraege: [{ Headline: 'A1-1' }] });
    const all = await feed('admin', LICENSE_A, '&take=50');
    expect(item(all, 'Kunde', id.A1!)).toMatchObject({ Active: true, AnmerkungUngelesen: false });
    expect(item(all, 'Kunde', id.A3!)).toMatchObject({ Active: false, AnmerkungUngelesen: false });
    expect(all.Items.some((i) => i.Typ === 'Brief' && i.Headline === 'd5')).toBe(false);
  });

  it('shows each member only what they may see', async () => {
    // Broker (intermediary V1: customers A1, A2): p1 p2 p3 p6, d1 d2 d3 d6, S-2, four contracts, two customers, both intermediaries.
    expect((await feed('broker', LICENSE_A, '&take=50')).Total).toBe(17);
    // Customer A1: p1 p2, d1 d2, S-2, A1-1 A1-2, itself; no intermediaries.
    const own = await feed('customer', LICENSE_A, '&take=50');
    expect(own.Total).toBe(8);
    expect(own.Items.some((i) => i.Typ === 'Vermittler')).toBe(false);
    // …nor their intermediary as a link of any entry (the broker's internal reference), which the broker gets.
    expect(own.Items.flatMap((i) => i.Vermittler)).toEqual([]);
    expect((await feed('broker', LICENSE_A, '&take=50')).Items.flatMap((i) => i.Vermittler).length).toBeGreaterThan(0);
    // Claim reporter: their claim S-1 with its process p7 and document d7; no customer of their own.
    expect(keys(await feed('reporter', LICENSE_A, '&take=50')).sort()).toEqual(['Brief:d7', 'Process:p7', 'Schaden:S-1']);
  });

  it('never crosses licences', async () => {
    const b = await feed('commercial', LICENSE_B, '&take=50');
    // q1 q2, e1 e2, three contracts, three customers.
    expect(b.Total).toBe(10);
    expect(b.Items.every((i) => i.License === LICENSE_B)).toBe(true);
    const aIds = new Set(Object.values(id));
    const bIds = new Set([id.q1, id.q2, id.e1, id.e2, id['B1-1'], id['B1-2'], id['B2-1'], id.B1, id.B2, id.B3]);
    expect(b.Items.filter((i) => aIds.has(i.Id) && !bIds.has(i.Id))).toEqual([]);
    expect((await feed('multi', LICENSE_B, '&take=50')).Items.map((i) => i.Id).sort()).toEqual(b.Items.map((i) => i.Id).sort());
    expect((await get('admin', `license=${LICENSE_B}`)).statusCode).toBe(403);
    // A scope object of licence A is not found from licence B.
    expect((await get('multi', `license=${LICENSE_B}&Kunde=${id.A1}`)).statusCode).toBe(404);
  });

  it('narrows to one customer, contract or claim', async () => {
    expect(keys(await feed('admin', LICENSE_A, `&Kunde=${id.A1}`)).sort()).toEqual(['Brief:d1', 'Brief:d2', 'Process:p1', 'Process:p2', 'Schaden:S-2 · Glasbruch', 'Vertrag:A1-1 · Privathaftpflicht', 'Vertrag:A1-2']);
    expect(keys(await feed('admin', LICENSE_A, `&Vertrag=${id['A1-1']}`))).toEqual(['Schaden:S-2 · Glasbruch']);
    expect(keys(await feed('admin', LICENSE_A, `&Vertrag=${id['A2-1']}`))).toEqual(['Brief:d3']);
    expect(keys(await feed('admin', LICENSE_A, `&Schaden=${id['S-1']}`)).sort()).toEqual(['Brief:d7', 'Process:p7']);
    expect((await feed('admin', LICENSE_A, `&Kunde=${id.A1}&take=5`)).Total).toBe(7);
    // Invisible or unknown scope objects: 404.
    expect((await get('broker', `license=${LICENSE_A}&Kunde=${id.A3}`)).statusCode).toBe(404);
    expect((await get('customer', `license=${LICENSE_A}&Vertrag=${id['A2-1']}`)).statusCode).toBe(404);
    expect((await get('admin', `license=${LICENSE_A}&Schaden=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('rejects bad input naming the field', async () => {
    for (const [q, field] of [
      ['take=7', 'take'],
      ['take=0', 'take'],
      ['skip=-1', 'skip'],
      ['skip=x', 'skip'],
      ['Kunde=abc', 'Kunde'],
      [`Kunde=${id.A1}&Schaden=${id['S-1']}`, 'Schaden'],
    ] as const) {
      const res = await get('admin', `license=${LICENSE_A}&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json().errors), q).toContain(field);
    }
    expect((await get('admin', 'take=10')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Feed?license=${LICENSE_A}` })).statusCode).toBe(401);
  });
});

describe('feed total', () => {
  it('is exact below the threshold and the planner estimate above it', async () => {
    const db = t.database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, emailOf('admin')));
    const scope = { licenseId: LICENSE_A, userId: admin!.id, role: 'licenseAdmin' as const, customerId: null, intermediaryId: null };
    const exact = await selectFeedPage(db, scope, null, { skip: 0, take: 5 });
    expect(exact.estimate).toBe(false);
    expect(exact.total).toBeGreaterThan(0);
    const estimated = await selectFeedPage(db, scope, null, { skip: 0, take: 5 }, 0);
    expect(estimated.estimate).toBe(true);
    expect(estimated.total).toBeGreaterThan(0);
    expect(estimated.keys.map((k) => k.id)).toEqual(exact.keys.map((k) => k.id));
  });
});
