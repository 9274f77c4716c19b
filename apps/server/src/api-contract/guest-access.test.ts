/**
 * Guest access: only in demonstration licences, rate-limited per address, 30 minutes at most, and never a birthday,
 * e-mail address, phone number or file — over every read operation of the OpenAPI document and every field of
 * the generic data query.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CATALOG, DATA_TYPES } from '@portal/domain';
import { addresses, customers, licenses, sessions } from '../platform/db/schema.js';
import { hashToken } from '../platform/auth/session-store.js';
import { LICENSE_A } from '../test-support/fixtures.js';
import { createTestApp, loginAsGuest, type TTestApp } from '../test-support/test-app.js';
import { fillPath, listOperations, pathParamValues, type TOpenApiDocument } from './openapi-operations.js';

/** Personal values planted on every customer and address of the demonstration licence. */
const SECRETS = {
  birthday: '1961-07-23',
  privateMail: 'erika.geheim@privat.example',
  privatePhone: '+49 171 5550123',
  businessMail: 'erika.buero@firma.example',
  businessPhone: '+49 221 5550456',
  addressMail: 'kontakt.geheim@privat.example',
  addressPhone: '+49 30 5550789',
  mobile: '+49 160 5550321',
};

let t: TTestApp;
let cookie: string;
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
  await db
    .update(addresses)
    .set({ geburtstag: SECRETS.birthday, email: SECRETS.addressMail, telefon1: SECRETS.addressPhone, mobil: SECRETS.mobile })
    .where(eq(addresses.licenseId, LICENSE_A));
  cookie = await loginAsGuest(t.app, LICENSE_A);
});
afterAll(() => t.close());

const leaks = (body: string): string[] => Object.entries(SECRETS).filter(([, v]) => body.includes(v)).map(([k]) => k);

describe('a guest', () => {
  it('receives no personal value from any read operation of the API', async () => {
    const doc = t.app.swagger() as TOpenApiDocument;
    const values = await pathParamValues(t.database.db, LICENSE_A);
    const reads = listOperations(doc).filter((op) => op.method === 'GET' && !op.path.endsWith('/Events'));
    expect(reads.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const op of reads) {
      const url = `${fillPath(op, (p) => values(op, p))}${op.licenseScoped ? `?license=${LICENSE_A}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, `${op.path}`).toBeLessThan(500);
      const leaked = leaks(res.body);
      if (leaked.length) found.push(`${op.path}: ${leaked.join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  it('gets every personal property of the data query as null, in lists as in details, and cannot filter or sort by it', async () => {
    for (const type of DATA_TYPES) {
      const fields = DATA_CATALOG[type].filter((p) => !p.brokerOnly).map((p) => p.name);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/data/${type}/query?license=${LICENSE_A}`, headers: { cookie }, payload: { Fields: fields, Page: { Skip: 0, Take: 50 } } });
      expect(res.statusCode, type).toBeLessThan(500);
      if (res.statusCode === 200) expect(leaks(res.body), type).toEqual([]);
    }
    const list = await t.app.inject({ method: 'POST', url: `/api/v1/data/Kunde/query?license=${LICENSE_A}`, headers: { cookie }, payload: { Fields: ['Id', 'Kundenname', 'Geburtstag', 'EmailPrivat'], Page: { Skip: 0, Take: 5 } } });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().Items[0];
    expect(item).toMatchObject({ Geburtstag: null, EmailPrivat: null });
    expect(item.Kundenname).toBeTruthy();
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/Kunde/${item.Id}?license=${LICENSE_A}`, headers: { cookie } });
    expect(detail.json()).toMatchObject({ Geburtstag: null, EmailPrivat: null, TelefonPrivat: null, Kundenname: item.Kundenname });

    const byBirthday = await t.app.inject({
      method: 'POST',
      url: `/api/v1/data/Kunde/query?license=${LICENSE_A}`,
      headers: { cookie },
      payload: { Filters: [{ Property: 'Geburtstag', Operator: 'Equal', Value: SECRETS.birthday }], Page: { Skip: 0, Take: 5 } },
    });
    expect(byBirthday.statusCode).toBe(400);
    const sorted = await t.app.inject({ method: 'POST', url: `/api/v1/data/Kunde/query?license=${LICENSE_A}`, headers: { cookie }, payload: { Sorts: [{ Property: 'EmailPrivat', Direction: 'asc' }], Page: { Skip: 0, Take: 5 } } });
    expect(sorted.statusCode).toBe(400);
  });

  it('never receives a document file, a zip or an export: 403', async () => {
    const values = await pathParamValues(t.database.db, LICENSE_A);
    const doc = { path: '/api/v1/Brief/{id}' } as const;
    const briefId = values({ ...doc, method: 'GET', operationId: undefined, pathParams: [], queryParams: [], headerParams: [], jsonBody: null, bodyRequired: false, licenseScoped: true, takesNoJson: false }, 'id');
    for (const url of [`/api/v1/Brief/${briefId}?license=${LICENSE_A}`, `/api/v1/Brief/${briefId}/File?license=${LICENSE_A}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
    }
    const zip = await t.app.inject({ method: 'POST', url: `/api/v1/Brief/Zip?license=${LICENSE_A}`, headers: { cookie }, payload: { BriefIds: [briefId], OnlyUnread: false, FileName: 'x.zip' } });
    expect(zip.statusCode).toBe(403);
    const exported = await t.app.inject({ method: 'POST', url: `/api/v1/data/Kunde/export?license=${LICENSE_A}`, headers: { cookie }, payload: { Page: { Skip: 0, Take: 5 }, Columns: [{ Property: 'Kundenname', Header: 'Name' }] } });
    expect(exported.statusCode).toBe(403);
  });

  it('has a session of at most 30 minutes', async () => {
    const guest = await loginAsGuest(t.app, LICENSE_A);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(guest.split('=')[1]!)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('is refused in a licence that is not a demonstration licence, even with GuestLogin on', async () => {
    await t.database.db.update(licenses).set({ isDemo: false }).where(eq(licenses.id, LICENSE_A));
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: { License: LICENSE_A }, remoteAddress: '10.40.0.1' });
      expect(res.statusCode).toBe(403);
      // A guest session already open loses the licence too.
      const summary = await t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_A}`, headers: { cookie } });
      expect(summary.statusCode).toBe(403);
      const status = await t.app.inject({ method: 'GET', url: '/api/v1/App/Status' });
      expect(status.json().GuestLogin).toBe(false);
    } finally {
      await t.database.db.update(licenses).set({ isDemo: true }).where(eq(licenses.id, LICENSE_A));
    }
  });

  it('is rate-limited per address (429 with Retry-After), other addresses unaffected', async () => {
    const guestLogin = (ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: { License: LICENSE_A }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await guestLogin('10.41.0.1')).statusCode).toBe(200);
    const limited = await guestLogin('10.41.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guestLogin('10.41.0.2')).statusCode).toBe(200);
  });
});
