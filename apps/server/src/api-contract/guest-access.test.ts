/**
 * Guest access: only in demonstration licences, rate-limited per address, 30 minutes at most, and never a birthday,
 * e-mail address, phone number, bank id or file — over every read operation of the OpenAPI document (a route added
 * later is walked too) and every field of the generic data query.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_CATALOG, DATA_TYPES } from '@portal/domain';
import { addresses, companies, contractLineData, contracts, customers, licenses, sessions } from '../platform/db/schema.js';
import { hashToken } from '../platform/auth/session-store.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../test-support/fixtures.js';
import { createTestApp, login, sessionCookieOf, type TTestApp } from '../test-support/test-app.js';
import { multipartBody, TINY_PDF } from '../test-support/multipart-body.js';
import { fillPath, listOperations, pathParamValues, sampleFor, type TOpenApiDocument, type TOperation } from './openapi-operations.js';

/** Personal values planted on the customers, addresses, insurers and contract line data of the demonstration licence. */
const SECRETS = {
  birthday: '1961-07-23',
  privateMail: 'erika.geheim@privat.example',
  privatePhone: '+49 171 5550123',
  businessMail: 'erika.buero@firma.example',
  businessPhone: '+49 221 5550456',
  addressMail: 'kontakt.geheim@privat.example',
  addressPhone: '+49 30 5550789',
  mobile: '+49 160 5550321',
  addressBirthday: '1958-03-14',
  companyMail: 'schaden.geheim@versicherer.example',
  companyPhone: '+49 89 5550999',
  driverBirthday: '1977-11-05',
  iban: 'DE02120300000000202051',
};

/** What a guest may receive: JSON, or a problem. Anything else is a file. */
const ANSWER_TYPES = /^application\/(problem\+)?json/;

let t: TTestApp;
let cookie: string;

/** A guest login from its own client address, so that the rate limit of one test does not touch another. */
async function guestLogin(ip: string, license: string | undefined = LICENSE_A) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: license ? { License: license } : {}, remoteAddress: ip });
}

async function guestCookie(ip: string): Promise<string> {
  const res = await guestLogin(ip);
  const c = sessionCookieOf(res);
  if (res.statusCode !== 200 || !c) throw new Error(`guest login failed: ${res.statusCode} ${res.body}`);
  return c;
}

beforeAll(async () => {
  t = await createTestApp({ env: { GUEST_LOGINS_PER_IP: '3' } });
  const db = t.database.db;
  await db
    .update(customers)
    .set({
      geburtstag: SECRETS.birthday,
      emailPrivat: SECRETS.privateMail,
      telefonPrivat: SECRETS.privatePhone,
      emailGeschaeftlich: SECRETS.businessMail,
      telefonGeschaeftlich: SECRETS.businessPhone,
    })
    .where(eq(customers.licenseId, LICENSE_A));
  await db.insert(addresses).values({
    licenseId: LICENSE_A,
    customerId: t.fixtures.customerA1,
    kontaktname: 'Erika Eins',
    strasse: 'Geheimweg 1',
    geburtstag: SECRETS.addressBirthday,
    email: SECRETS.addressMail,
    telefon1: SECRETS.addressPhone,
    mobil: SECRETS.mobile,
  });
  const [insurer] = await db
    .insert(companies)
    .values({ licenseId: LICENSE_A, suchname: 'Versicherer Eins', email: SECRETS.companyMail, telefon1: SECRETS.companyPhone, telefon2: SECRETS.companyPhone })
    .returning({ id: companies.id });
  await db.update(contracts).set({ companyId: insurer!.id }).where(eq(contracts.licenseId, LICENSE_A));
  const contractRows = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.licenseId, LICENSE_A));
  await db.insert(contractLineData).values(
    contractRows.map((c) => ({
      licenseId: LICENSE_A,
      contractId: c.id,
      typ: 'KOMPAKTKRAFT',
      data: { kennzeichen: 'K-GE 123', fahrerGeburtsdatum: SECRETS.driverBirthday, iban: SECRETS.iban },
    })),
  );
  cookie = await guestCookie('10.40.0.10');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const leaks = (body: string): string[] => Object.entries(SECRETS).filter(([, v]) => body.includes(v)).map(([k]) => k);

/** The URL of a read operation with real ids of licence A and a value for every required query parameter. */
function urlOf(op: TOperation, pathValue: (param: string) => string): string {
  const query = new URLSearchParams();
  if (op.licenseScoped) query.set('license', LICENSE_A);
  for (const p of op.queryParams) {
    if (!p.required || p.name === 'license') continue;
    // Search for a fixture customer, so that search answers carry customers.
    query.set(p.name, p.name === 'q' ? 'Anna' : String(sampleFor(p.schema)));
  }
  const search = query.toString();
  return `${fillPath(op, pathValue)}${search ? `?${search}` : ''}`;
}

describe('a guest', () => {
  it('receives no personal value and no file from any read operation of the API', async () => {
    const doc = t.app.swagger() as TOpenApiDocument;
    const values = await pathParamValues(t.database.db, LICENSE_A);
    // The event stream never ends by itself; it carries process ids only (platform/events/routes.ts).
    const reads = listOperations(doc).filter((op) => op.method === 'GET' && !op.path.endsWith('/Events'));
    expect(reads.length).toBeGreaterThan(30);
    const found: string[] = [];
    let answered = 0;
    for (const op of reads) {
      const url = urlOf(op, (p) => values(op, p));
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode === 200) answered++;
      const type = String(res.headers['content-type'] ?? '');
      if (res.body.length > 0 && !ANSWER_TYPES.test(type)) found.push(`${op.path}: ${type}`);
      const leaked = leaks(res.body);
      if (leaked.length) found.push(`${op.path}: ${leaked.join(', ')}`);
    }
    expect(found).toEqual([]);
    // The walk reached real answers (details, search, feeds), not only refusals.
    expect(answered).toBeGreaterThan(20);
  });

  it('reads the details with the planted values masked as null, and the same values through a member', async () => {
    const [address] = await t.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.licenseId, LICENSE_A));
    const [contract] = await t.database.db.select({ id: contracts.id, companyId: contracts.companyId }).from(contracts).where(eq(contracts.licenseId, LICENSE_A)).limit(1);
    const details = {
      [`/api/v1/Kunde/${t.fixtures.customerA1}`]: { Geburtstag: null, EmailPrivat: null, TelefonPrivat: null, EmailGeschaeftlich: null, TelefonGeschaeftlich: null, Kundenname: 'Anna Eins' },
      [`/api/v1/Adresse/${address!.id}`]: { Geburtstag: null, Email: null, Telefon1: null, Mobil: null, Strasse: 'Geheimweg 1' },
      [`/api/v1/Gesellschaft/${contract!.companyId}`]: { Email: null, Telefon1: null, Telefon2: null, Suchname: 'Versicherer Eins' },
      [`/api/v1/Vertrag/${contract!.id}`]: { Spartendaten: [{ Typ: 'KOMPAKTKRAFT', Data: { kennzeichen: 'K-GE 123', fahrerGeburtsdatum: null, iban: null } }] },
    };
    const admin = await login(t.app, emailOf('admin'));
    for (const [path, masked] of Object.entries(details)) {
      const asGuest = await t.app.inject({ method: 'GET', url: `${path}?license=${LICENSE_A}`, headers: { cookie } });
      expect(asGuest.statusCode, path).toBe(200);
      expect(asGuest.json(), path).toMatchObject(masked);
      // The test planted what it looks for: a member sees the values.
      const asMember = await t.app.inject({ method: 'GET', url: `${path}?license=${LICENSE_A}`, headers: { cookie: admin } });
      expect(leaks(asMember.body).length, path).toBeGreaterThan(0);
    }
  });

  it('gets every personal property of the data query as null, like the details, and cannot filter or sort by it', async () => {
    for (const type of DATA_TYPES) {
      const fields = DATA_CATALOG[type].filter((p) => !p.brokerOnly).map((p) => p.name);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/data/${type}/query?license=${LICENSE_A}`, headers: { cookie }, payload: { Fields: fields, Page: { Skip: 0, Take: 50 } } });
      expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode === 200) expect(leaks(res.body), type).toEqual([]);
    }
    const list = await t.app.inject({
      method: 'POST',
      url: `/api/v1/data/Kunde/query?license=${LICENSE_A}`,
      headers: { cookie },
      payload: { Fields: ['Id', 'Kundenname', 'Geburtstag', 'EmailPrivat', 'TelefonPrivat'], Filters: [{ Property: 'Id', Operator: 'Equal', Value: t.fixtures.customerA1 }], Page: { Skip: 0, Take: 5 } },
    });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().Items[0];
    expect(item).toMatchObject({ Kundenname: 'Anna Eins', Geburtstag: null, EmailPrivat: null, TelefonPrivat: null });
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/Kunde/${item.Id}?license=${LICENSE_A}`, headers: { cookie } });
    expect(detail.json()).toMatchObject({ Kundenname: item.Kundenname, Geburtstag: item.Geburtstag, EmailPrivat: item.EmailPrivat, TelefonPrivat: item.TelefonPrivat });

    const byBirthday = await t.app.inject({
      method: 'POST',
      url: `/api/v1/data/Kunde/query?license=${LICENSE_A}`,
      headers: { cookie },
      payload: { Filters: [{ Property: 'Geburtstag', Operator: 'Equal', Value: SECRETS.birthday }], Page: { Skip: 0, Take: 5 } },
    });
    expect(byBirthday.statusCode).toBe(400);
    expect(byBirthday.json().errors[0].path).toBe('Filters.0.Property');
    const sorted = await t.app.inject({ method: 'POST', url: `/api/v1/data/Adresse/query?license=${LICENSE_A}`, headers: { cookie }, payload: { Sorts: [{ Property: 'Mobil', Direction: 'asc' }], Page: { Skip: 0, Take: 5 } } });
    expect(sorted.statusCode).toBe(400);
  });

  it('never receives a document file, its Url, a zip, a process file or an export: 403 FORBIDDEN', async () => {
    const admin = await login(t.app, emailOf('admin'));
    // A document with a stored file, so that a member really receives what the guest is refused.
    const upload = multipartBody([{ name: 'titel', value: 'Vertraulich' }, { name: 'brieftyp', value: 'ANTRAG' }, { name: 'file', filename: 'v.pdf', data: TINY_PDF, contentType: 'application/pdf' }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/v1/Brief/Upload?license=${LICENSE_A}`, headers: { cookie: admin, ...upload.headers }, payload: upload.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const values = await pathParamValues(t.database.db, LICENSE_A);
    const doc = t.app.swagger() as TOpenApiDocument;
    const op = (method: string, path: string) => listOperations(doc).find((o) => o.method === method && o.path === `/api/v1${path}`)!;
    const zipUrl: string = (await t.app.inject({ method: 'POST', url: `/api/v1/Brief/Zip?license=${LICENSE_A}`, headers: { cookie: admin }, payload: { BriefIds: [values(op('GET', '/Brief/{id}'), 'id')] } })).json().Url;
    const refused = [
      { method: 'GET', url: urlOf(op('GET', '/Brief/{id}'), (p) => values(op('GET', '/Brief/{id}'), p)) },
      { method: 'GET', url: urlOf(op('GET', '/Brief/{id}/File'), (p) => values(op('GET', '/Brief/{id}/File'), p)) },
      { method: 'GET', url: urlOf(op('GET', '/Vorgang/{id}/Files/{fileId}'), (p) => values(op('GET', '/Vorgang/{id}/Files/{fileId}'), p)) },
      { method: 'GET', url: zipUrl },
      { method: 'POST', url: `/api/v1/Brief/Zip?license=${LICENSE_A}`, payload: { BriefIds: [values(op('GET', '/Brief/{id}'), 'id')] } },
      { method: 'POST', url: `/api/v1/data/Kunde/export?license=${LICENSE_A}`, payload: { Columns: [{ Property: 'Kundenname', Header: 'Name' }] } },
    ] as const;
    for (const r of refused) {
      const res = await t.app.inject({ method: r.method, url: r.url, headers: { cookie }, ...('payload' in r ? { payload: r.payload } : {}) });
      expect(res.statusCode, r.url).toBe(403);
      expect(res.json().code, r.url).toBe('FORBIDDEN');
      // The refusal is about the guest: a member is not refused (the fixture documents may have no stored file: 404).
      const member = await t.app.inject({ method: r.method, url: r.url, headers: { cookie: admin }, ...('payload' in r ? { payload: r.payload } : {}) });
      expect([200, 404], r.url).toContain(member.statusCode);
    }
  });

  it('has a session that ends 30 minutes after login however active it is, while a member’s goes on', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const guest = await guestCookie('10.40.0.20');
    const member = await login(t.app, emailOf('broker'));
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(guest.split('=')[1]!)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
    const summary = (c: string) => t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_A}`, headers: { cookie: c } });
    for (const minutes of [10, 20, 29]) {
      vi.setSystemTime(new Date(start.getTime() + minutes * 60_000));
      expect((await summary(guest)).statusCode, `${minutes} min`).toBe(200);
      expect((await summary(member)).statusCode).toBe(200);
    }
    // One minute after the last request: not idle, but past the guest's absolute end.
    vi.setSystemTime(new Date(start.getTime() + 30 * 60_000 + 1000));
    const ended = await summary(guest);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_EXPIRED');
    expect((await summary(member)).statusCode).toBe(200);
  });

  it('is refused in a licence that is not a demonstration licence, even with GuestLogin on; open guest sessions lose it', async () => {
    const open = await guestCookie('10.40.0.30');
    await t.database.db.update(licenses).set({ features: { ...(await featuresOf(LICENSE_B)), GuestLogin: true } }).where(eq(licenses.id, LICENSE_B));
    await t.database.db.update(licenses).set({ isDemo: false }).where(eq(licenses.id, LICENSE_A));
    try {
      for (const license of [LICENSE_A, LICENSE_B, undefined]) {
        const res = await guestLogin('10.40.0.31', license);
        expect(res.statusCode, license).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      const summary = await t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_A}`, headers: { cookie: open } });
      expect(summary.statusCode).toBe(403);
      const licences = await t.app.inject({ method: 'GET', url: '/api/v1/User/Licences', headers: { cookie: open } });
      expect(JSON.stringify(licences.json())).not.toContain(LICENSE_A);
      const status = await t.app.inject({ method: 'GET', url: '/api/v1/App/Status' });
      expect(status.json().GuestLogin).toBe(false);
    } finally {
      await t.database.db.update(licenses).set({ isDemo: true }).where(eq(licenses.id, LICENSE_A));
      await t.database.db.update(licenses).set({ features: { ...(await featuresOf(LICENSE_B)), GuestLogin: false } }).where(eq(licenses.id, LICENSE_B));
    }
    expect((await guestLogin('10.40.0.31')).statusCode).toBe(200);
  });

  it('is rate-limited per address (429 RATE_LIMITED with Retry-After), other addresses unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await guestLogin('10.41.0.1')).statusCode).toBe(200);
    const limited = await guestLogin('10.41.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.LOGIN_WINDOW_MINUTES * 60);
    expect((await guestLogin('10.41.0.2')).statusCode).toBe(200);
    // Logging out does not give the address its logins back.
    const again = await guestLogin('10.41.0.3');
    for (let i = 0; i < 2; i++) await guestLogin('10.41.0.3');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: sessionCookieOf(again)! } });
    expect((await guestLogin('10.41.0.3')).statusCode).toBe(429);
  });
});

async function featuresOf(license: string) {
  const [row] = await t.database.db.select({ features: licenses.features }).from(licenses).where(eq(licenses.id, license));
  return row!.features;
}
