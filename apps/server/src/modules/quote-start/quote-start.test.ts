import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { addresses, adminAuditLog, contracts, customers, memberships, offers, processes, processMessages, quoteHandovers, quoteProducts } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { users } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { signOfferToken, verifyQuoteToken } from './token.js';

let t: TTestApp;
let cookies: Record<string, string>;
const ids = { anna: '', carla: '', annaHouse: '', carlaShop: '', annaContract: '', firmaB: '' };
const SECRET = 'a-secret-of-the-house-calculator-0123456789';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

const house = { Headline: 'Wohngebäude-Rechner', CcProductId: 'WG-1', Slug: 'wohngebaeude', Lines: ['WG'], ObjectKinds: ['Einfamilienhaus'], HandoverUrl: 'https://rechner.example.com/start', Secret: SECRET, Active: true, SortOrder: 1 };
const motor = { ...house, Headline: 'Kfz-Rechner', CcProductId: 'KFZ-1', Slug: 'kfz', Lines: ['KFZ'], ObjectKinds: [], HandoverUrl: '/rechner-demo', Secret: 'another-secret-for-the-motor-calculator-xyz', SortOrder: 2 };
const productIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  const db = t.database.db;
  const byName = async (name: string) => (await db.select({ id: customers.id }).from(customers).where(eq(customers.kundenname, name)))[0]!.id;
  ids.anna = await byName('Anna Eins');
  ids.carla = await byName('Carla Drei');
  ids.firmaB = await byName('Firma Eins');
  ids.annaContract = (await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.vertragsnr, 'A1-1')))[0]!.id;
  const objects = await db
    .insert(addresses)
    .values([
      { licenseId: LICENSE_A, customerId: ids.anna, kontaktname: 'Einfamilienhaus Lindenweg 3', isObject: true, objectNumber: 'OBJ-1', strasse: 'Lindenweg 3', plz: '50667', ort: 'Köln', objectFields: { '101': 'Einfamilienhaus' } },
      { licenseId: LICENSE_A, customerId: ids.carla, kontaktname: 'Ladenlokal Markt 1', isObject: true, objectFields: { '101': 'Ladenlokal' } },
    ])
    .returning({ id: addresses.id });
  ids.annaHouse = objects[0]!.id;
  ids.carlaShop = objects[1]!.id;
  for (const p of [house, motor]) {
    const res = await call('POST', 'Quote/Products', 'admin', p);
    expect(res.statusCode, res.body).toBe(201);
    productIds[p.CcProductId] = res.json().Id;
  }
});
afterAll(() => t.close());

describe('calculation products (licence admins)', () => {
  it('are added, changed and deleted by the licence admin only, audited without the secret, never answered with it', async () => {
    const list = await call('GET', 'Quote/Products', 'admin');
    expect(list.json().Items.map((p: { CcProductId: string }) => p.CcProductId)).toEqual(['WG-1', 'KFZ-1']);
    expect(list.body).not.toContain(SECRET);
    const extra = await call('POST', 'Quote/Products', 'admin', { ...house, CcProductId: 'X-1', Slug: 'x' });
    const id = extra.json().Id as string;
    expect(extra.body).not.toContain(SECRET);
    // Without Secret the old one stays.
    const { Secret: _kept, ...withoutSecret } = house;
    expect((await call('PUT', `Quote/Products/${id}`, 'admin', { ...withoutSecret, CcProductId: 'X-1', Slug: 'x', Headline: 'Neu' })).json().Headline).toBe('Neu');
    expect((await t.database.db.select({ s: quoteProducts.secret }).from(quoteProducts).where(eq(quoteProducts.id, id)))[0]!.s).toBe(SECRET);
    expect((await call('DELETE', `Quote/Products/${id}`, 'admin')).statusCode).toBe(204);
    const logged = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.licenseId, LICENSE_A), eq(adminAuditLog.target, id)));
    expect(logged.map((l) => l.action).sort()).toEqual(['quoteProduct.create', 'quoteProduct.delete', 'quoteProduct.update']);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });

  it('refuses every other role, licence B, and bad input with the field at fault', async () => {
    for (const who of ['broker', 'caseworker', 'customer', 'reporter', 'guest']) {
      expect((await call('GET', 'Quote/Products', who)).statusCode, who).toBe(403);
      expect((await call('POST', 'Quote/Products', who, { ...house, CcProductId: 'Y', Slug: 'y' })).statusCode, who).toBe(403);
      expect((await call('DELETE', `Quote/Products/${productIds['WG-1']}`, who)).statusCode, who).toBe(403);
    }
    expect((await call('GET', 'Quote/Products', 'commercial', undefined, LICENSE_B)).statusCode).toBe(403);
    for (const [field, value] of [['HandoverUrl', 'http://rechner.example.com'], ['HandoverUrl', 'javascript:alert(1)'], ['Secret', 'short'], ['Slug', 'Mit Leerzeichen'], ['Lines', ['XYZ']]] as const) {
      const bad = await call('POST', 'Quote/Products', 'admin', { ...house, CcProductId: 'Z', Slug: 'z', [field]: value });
      expect(bad.statusCode, field).toBe(400);
      expect(JSON.stringify(bad.json().errors), field).toContain(field);
    }
    const { Secret: _none, ...noSecret } = house;
    const missing = await call('POST', 'Quote/Products', 'admin', { ...noSecret, CcProductId: 'Z', Slug: 'z' });
    expect([missing.statusCode, JSON.stringify(missing.json().errors)]).toEqual([400, expect.stringContaining('Secret')]);
    const taken = await call('POST', 'Quote/Products', 'admin', { ...house, Slug: 'other' });
    expect([taken.statusCode, JSON.stringify(taken.json().errors)]).toEqual([409, expect.stringContaining('CcProductId')]);
    expect((await call('PUT', `Quote/Products/${productIds['WG-1']}`, 'multi', house, LICENSE_B)).statusCode).toBe(403);
  });
});

describe('quote start data', () => {
  it('maps the product by object kind, contract line, ccProductId or slug, with the customer, contract and object', async () => {
    const byCustomer = (await call('GET', `Quote/Start?id=${ids.anna}`, 'caseworker')).json();
    expect(byCustomer.Customer.Kundenname).toBe('Anna Eins');
    expect(byCustomer.Product).toBeNull();
    expect(byCustomer.Objects.map((o: { Id: string }) => o.Id)).toEqual([ids.annaHouse]);
    const byObject = (await call('GET', `Quote/Start?id=${ids.anna}&object=${ids.annaHouse}`, 'caseworker')).json();
    expect([byObject.Product.CcProductId, byObject.Object.Objektart, byObject.CanStart]).toEqual(['WG-1', 'Einfamilienhaus', true]);
    const byContract = (await call('GET', `Quote/Start?id=${ids.annaContract}`, 'caseworker')).json();
    expect([byContract.Product.CcProductId, byContract.Contract.VertragsNr, byContract.Customer.Kundenname]).toEqual(['KFZ-1', 'A1-1', 'Anna Eins']);
    expect((await call('GET', `Quote/Start?id=${ids.anna}&ccProductId=KFZ-1`, 'caseworker')).json().Product.Headline).toBe('Kfz-Rechner');
    expect((await call('GET', `Quote/Start?ccProductId=NOPE`, 'caseworker')).json().Product).toBeNull();
    expect((await call('GET', `Quote/Start?slug=wohngebaeude`, 'caseworker')).json().Product.CcProductId).toBe('WG-1');
    // The object alone names its customer.
    expect((await call('GET', `Quote/Start?object=${ids.annaHouse}`, 'admin')).json().Customer.Id).toBe(ids.anna);
  });

  it('needs Angebotserstellung, keeps to what the member may see, and refuses bad input with the field', async () => {
    for (const who of ['customer', 'reporter', 'broker']) expect((await call('GET', `Quote/Start?id=${ids.anna}`, who)).statusCode, who).toBe(403);
    // The intermediary with the permission sees his customers only.
    await t.database.db.update(memberships).set({ permissions: { ...(await brokerPermissions()), Angebotserstellung: true } }).where(eq(memberships.userId, await userId('broker')));
    forgetMemberships(t.database.db);
    expect((await call('GET', `Quote/Start?id=${ids.anna}`, 'broker')).statusCode).toBe(200);
    const foreign = await call('GET', `Quote/Start?id=${ids.carla}`, 'broker');
    expect([foreign.statusCode, JSON.stringify(foreign.json().errors)]).toEqual([404, expect.stringContaining('id')]);
    expect((await call('GET', `Quote/Start?object=${ids.carlaShop}`, 'broker')).statusCode).toBe(404);
    // Licence B never reads A's customers, nor A's products.
    expect((await call('GET', `Quote/Start?id=${ids.anna}`, 'multi', undefined, LICENSE_B)).statusCode).toBe(404);
    expect((await call('GET', `Quote/Start?ccProductId=WG-1`, 'multi', undefined, LICENSE_B)).json().Product).toBeNull();
    const mismatch = await call('GET', `Quote/Start?id=${ids.carla}&object=${ids.annaHouse}`, 'admin');
    expect([mismatch.statusCode, JSON.stringify(mismatch.json().errors)]).toEqual([400, expect.stringContaining('object')]);
    expect((await call('GET', 'Quote/Start?id=not-a-uuid', 'admin')).statusCode).toBe(400);
    expect((await call('GET', 'Quote/Start?slug=../etc', 'admin')).statusCode).toBe(400);
  });
});

describe('hand-over', () => {
  const handover = { ProductId: '', Id: '', Object: '', ProcessId: 'V-42', ForeignProcessId: 'CC-7', AutoImport: true };

  it('answers the product URL with a token that verifies with the product secret and fails with another', async () => {
    const res = await call('POST', 'Quote/Handover', 'caseworker', { ...handover, ProductId: productIds['WG-1'], Id: ids.anna, Object: ids.annaHouse });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    const url = new URL(res.json().Url);
    expect(`${url.origin}${url.pathname}`).toBe('https://rechner.example.com/start');
    const token = url.searchParams.get('token')!;
    const claims = await verifyQuoteToken(token, SECRET, 'WG-1');
    expect(claims?.customer?.Kundenname).toBe('Anna Eins');
    expect([claims?.object?.Id, claims?.processId, claims?.foreignProcessId, claims?.autoImport, claims?.license.Id]).toEqual([ids.annaHouse, 'V-42', 'CC-7', true, LICENSE_A]);
    expect(claims!.exp! - claims!.iat!).toBe(300);
    expect(typeof claims?.jti).toBe('string');
    expect(await verifyQuoteToken(token, motor.Secret, 'WG-1')).toBeNull();
    expect(await verifyQuoteToken(token, SECRET, 'KFZ-1')).toBeNull();
  });

  it('lets the demo receiver read a genuine token and refuse a forged or tampered one', async () => {
    const res = await call('POST', 'Quote/Handover', 'admin', { ProductId: productIds['KFZ-1'], Id: ids.annaContract });
    const relative = res.json().Url as string;
    expect(relative.startsWith('/rechner-demo?token=')).toBe(true);
    const token = new URLSearchParams(relative.split('?')[1]).get('token')!;
    const receive = (tok: string) => t.app.inject({ method: 'GET', url: `/api/v1/Quote/DemoReceiver?token=${encodeURIComponent(tok)}` });
    const ok = await receive(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect([ok.json().Contract.VertragsNr, ok.json().Customer.Kundenname, ok.json().Product.CcProductId]).toEqual(['A1-1', 'Anna Eins', 'KFZ-1']);
    expect(ok.body).not.toContain(motor.Secret);
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, customer: { ...payload.customer, Kundenname: 'Mallory' } })).toString('base64url')}.${s}`;
    expect((await receive(tampered)).statusCode).toBe(403);
    const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid: productIds['KFZ-1']! }).sign(new TextEncoder().encode('not-the-secret-of-this-product-at-all'));
    expect((await receive(forged)).statusCode).toBe(403);
    expect((await receive('x'.repeat(40))).statusCode).toBe(403);
  });

  it('refuses without permission, read-only, an unknown or inactive product, a record out of sight, and without object', async () => {
    const body = { ProductId: productIds['WG-1'], Id: ids.anna, Object: ids.annaHouse };
    for (const who of ['customer', 'reporter', 'guest']) expect((await call('POST', 'Quote/Handover', who, body)).statusCode, who).toBe(403);
    expect((await call('POST', 'Quote/Handover', 'multi', body, LICENSE_B)).statusCode).toBe(404);
    const noObject = await call('POST', 'Quote/Handover', 'admin', { ProductId: productIds['WG-1'], Id: ids.anna });
    expect([noObject.statusCode, JSON.stringify(noObject.json().errors)]).toEqual([400, expect.stringContaining('Object')]);
    const unknown = await call('POST', 'Quote/Handover', 'admin', { ...body, ProductId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, JSON.stringify(unknown.json().errors)]).toEqual([404, expect.stringContaining('ProductId')]);
    await t.database.db.update(quoteProducts).set({ active: false }).where(eq(quoteProducts.id, productIds['WG-1']!));
    expect((await call('POST', 'Quote/Handover', 'admin', body)).statusCode).toBe(404);
    await t.database.db.update(quoteProducts).set({ active: true }).where(eq(quoteProducts.id, productIds['WG-1']!));
    expect((await call('POST', 'Quote/Handover', 'admin', { ...body, ProcessId: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('the way back (autoImport)', () => {
  it('files the product\'s signed offer once, for the hand-over\'s customer and contract, and refuses forged, repeated or unasked ones', async () => {
    const handover = async (autoImport: boolean) => {
      const res = await call('POST', 'Quote/Handover', 'caseworker', { ProductId: productIds['KFZ-1'], Id: ids.annaContract, AutoImport: autoImport });
      return new URLSearchParams((res.json().Url as string).split('?')[1]).get('token')!;
    };
    const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
    const post = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/Quote/Offer', payload: { Token: token } });
    const sign = (handoverId: string, over: { secret?: string; offer?: unknown } = {}) =>
      signOfferToken({ secret: over.secret ?? motor.Secret, productId: productIds['KFZ-1']!, ccProductId: 'KFZ-1', licenseId: LICENSE_A, handoverId, offer: over.offer ?? { Produkt: 'Kfz-Tarif Komfort', Praemie: 612.4, Waehrung: 'EUR' } });

    const withImport = jtiOf(await handover(true));
    const kept = await t.database.db.select().from(quoteHandovers).where(eq(quoteHandovers.id, withImport));
    expect([kept[0]?.customerId, kept[0]?.contractId, kept[0]?.autoImport]).toEqual([ids.anna, ids.annaContract, true]);
    // Signed with another secret, or claiming another customer's offer data that is no offer: refused.
    expect((await post(await sign(withImport, { secret: 'not-the-secret-of-this-product-at-all-0000' }))).statusCode).toBe(403);
    const bad = await post(await sign(withImport, { offer: { Produkt: '', Praemie: -1 } }));
    expect(bad.statusCode).toBe(400);
    const ok = await post(await sign(withImport));
    expect(ok.statusCode, ok.body).toBe(201);
    const [filed] = await t.database.db.select().from(offers).where(eq(offers.id, ok.json().OfferId));
    expect([filed?.licenseId, filed?.customerId, filed?.contractId, filed?.produkt, filed?.praemie, filed?.status]).toEqual([LICENSE_A, ids.anna, ids.annaContract, 'Kfz-Tarif Komfort', '612.40', 'Offen']);
    // In an offer process of the customer, so that it shows in the post box and under 'Aktuelle Angebote'.
    const [process] = await t.database.db.select().from(processes).where(eq(processes.id, filed!.processId!));
    expect([process?.kind, process?.customerId, process?.active, process?.headline]).toEqual(['offer', ids.anna, true, 'Angebot: Kfz-Tarif Komfort']);
    const messages = await t.database.db.select({ text: processMessages.text }).from(processMessages).where(eq(processMessages.processId, process!.id));
    expect(messages.map((m) => m.text)).toEqual(['Neues Angebot aus dem Vergleichsrechner Kfz-Rechner: Kfz-Tarif Komfort, Beitrag 612,40 EUR.']);
    expect((await post(await sign(withImport))).statusCode).toBe(409);
    expect((await post(await sign(jtiOf(await handover(false))))).statusCode).toBe(409);
    expect((await post(await sign('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);

    // The demo product posts its own offer back (only a product the portal serves; the house product is external).
    const demo = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/Quote/DemoReceiver/Offer', payload: { Token: token } });
    const demoOffer = await demo(await handover(true));
    expect(demoOffer.statusCode, demoOffer.body).toBe(201);
    expect((await t.database.db.select({ p: offers.produkt }).from(offers).where(eq(offers.id, demoOffer.json().OfferId)))[0]?.p).toBe('Kfz-Rechner – Demo-Angebot');
    const external = await call('POST', 'Quote/Handover', 'caseworker', { ProductId: productIds['WG-1'], Id: ids.anna, Object: ids.annaHouse, AutoImport: true });
    expect((await demo(new URL(external.json().Url).searchParams.get('token')!)).statusCode).toBe(403);
  });
});

async function userId(key: 'broker'): Promise<string> {
  return (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, emailOf(key))))[0]!.id;
}
async function brokerPermissions() {
  return (await t.database.db.select({ p: memberships.permissions }).from(memberships).where(eq(memberships.userId, await userId('broker'))))[0]!.p;
}
