import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractLineData, contracts, customers } from '../../platform/db/schema.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';

let t: TTestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [m1, m2, mb] = await db
    .insert(customers)
    .values([
      { licenseId: LICENSE_A, amsidnr: 'S-100', kundenname: 'Müller, Jürgen', plz: '80331', ort: 'München' },
      { licenseId: LICENSE_A, amsidnr: 'S-101', kundenname: 'Mueller, Karl' },
      { licenseId: LICENSE_B, amsidnr: 'S-900', kundenname: 'Müller GmbH' },
    ])
    .returning({ id: customers.id });
  const [c] = await db
    .insert(contracts)
    .values([
      { licenseId: LICENSE_A, customerId: m1!.id, vertragsnr: 'KV-2025-004711', typ: 'KOMPAKTKRAFT', status: 'POLICE', computedStatus: 'Police' },
      { licenseId: LICENSE_A, customerId: m2!.id, vertragsnr: 'HR-2024-000815', typ: 'HR', status: 'POLICE', computedStatus: 'Police' },
      { licenseId: LICENSE_B, customerId: mb!.id, vertragsnr: 'KV-2025-004799', typ: 'KOMPAKTKRAFT', status: 'POLICE', computedStatus: 'Police' },
    ])
    .returning({ id: contracts.id });
  await db.insert(contractLineData).values({ licenseId: LICENSE_A, contractId: c!.id, typ: 'KOMPAKTKRAFT', data: { kennzeichen: 'M-AB 1234' } });
  admin = await login(t.app, emailOf('admin'));
  customer = await login(t.app, emailOf('customer'));
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/v1/Search', () => {
  it('finds customers regardless of case and umlaut spelling, within the licence only', async () => {
    for (const q of ['müller', 'MUELLER', 'Mueller', 'Müller']) {
      const res = await get(admin, `/api/v1/Search?license=${LICENSE_A}&q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const names = res.json().Results.filter((r: { Type: string }) => r.Type === 'Kunde').map((r: { Title: string }) => r.Title);
      expect(names.sort()).toEqual(['Mueller, Karl', 'Müller, Jürgen']);
    }
  });
  it('finds partial contract numbers', async () => {
    const res = await get(admin, `/api/v1/Search?license=${LICENSE_A}&q=4711`);
    expect(res.json().Results).toEqual([expect.objectContaining({ Type: 'Vertrag', Title: 'KV-2025-004711' })]);
  });
  it('never finds what the member may not see', async () => {
    const res = await get(customer, `/api/v1/Search?license=${LICENSE_A}&q=m%C3%BCller`);
    expect(res.json().Results).toEqual([]);
    expect((await get(admin, `/api/v1/Search?license=${LICENSE_B}&q=m%C3%BCller`)).statusCode).toBe(403);
  });
  it('refuses too short, too long and missing terms', async () => {
    expect((await get(admin, `/api/v1/Search?license=${LICENSE_A}&q=a`)).statusCode).toBe(400);
    expect((await get(admin, `/api/v1/Search?license=${LICENSE_A}&q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const res = await get(admin, `/api/v1/Search?license=${LICENSE_A}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('q');
  });
  it('treats LIKE wildcards and SQL as text', async () => {
    expect((await get(admin, `/api/v1/Search?license=${LICENSE_A}&q=${encodeURIComponent("%_' OR 1=1 --")}`)).json().Results).toEqual([]);
  });
});

describe('GET /api/v1/Search/Resolve', () => {
  it('resolves VSNR, customer number and licence plate (ignoring spaces and hyphens)', async () => {
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}&VSNR=kv-2025-004711`)).json()).toMatchObject({ Type: 'Vertrag', Typ: 'KOMPAKTKRAFT' });
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}&VSNR=000815`)).json()).toMatchObject({ Type: 'Vertrag' });
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}&KUNDE=S-100`)).json()).toMatchObject({ Type: 'Kunde' });
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}&kennzeichen=mab1234`)).json()).toMatchObject({ Type: 'Vertrag' });
  });
  it('answers 404 for other licences and unknown numbers, 400 without exactly one parameter', async () => {
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}&VSNR=KV-2025-004799`)).statusCode).toBe(404);
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}&SCHADENNR=nix`)).statusCode).toBe(404);
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}`)).statusCode).toBe(400);
    expect((await get(admin, `/api/v1/Search/Resolve?license=${LICENSE_A}&VSNR=a&KUNDE=b`)).statusCode).toBe(400);
  });
});
