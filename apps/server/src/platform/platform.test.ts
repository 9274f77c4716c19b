/**
 * Cross-cutting API behaviour: every licence-scoped endpoint refuses foreign and missing licences,
 * unknown routes and unexpected failures answer problem+json, the web app is served with its fallback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../app.js';
import {
  claimVisibility,
  contractVisibility,
  customerVisibility,
  documentVisibility,
  processVisibility,
  type TVisibilityScope,
} from './access/visibility.js';
import { claims, contracts, customers, documents, processes } from './db/schema.js';
import { DEFAULT_APPEARANCE, emailOf, LICENSE_A, LICENSE_B } from '../test-support/fixtures.js';
import { createTestApp, login, readyAndHeld, testConfig, type TTestApp } from '../test-support/test-app.js';

let t: TTestApp;
let cookieA: string;
beforeAll(async () => {
  t = await createTestApp();
  cookieA = await login(t.app, emailOf('admin'));
});
afterAll(() => t.close());

/** Every licence-scoped endpoint, with a valid body where it takes one. */
const LICENSED: readonly { method: 'GET' | 'PUT' | 'POST'; path: string; body?: object }[] = [
  { method: 'GET', path: 'User/Init' },
  { method: 'POST', path: 'Activity', body: { Action: 'Login' } },
  { method: 'GET', path: 'Summary' },
  { method: 'GET', path: 'Summary/InboxCount' },
  { method: 'GET', path: 'Process/FeedSummary' },
  { method: 'GET', path: 'Settings/User' },
  { method: 'PUT', path: 'Settings/User', body: { toggleClose: true } },
  { method: 'POST', path: 'Settings/RevertAll' },
  { method: 'GET', path: 'Settings/GlobalSettings' },
  { method: 'POST', path: 'Settings/GlobalSettings', body: DEFAULT_APPEARANCE },
];

describe('licence isolation', () => {
  it.each(LICENSED)('$method $path: 403 LICENSE_FORBIDDEN for a licence not held', async ({ method, path: p, body }) => {
    for (const via of ['query', 'header'] as const) {
      const res = await t.app.inject({
        method,
        url: via === 'query' ? `/api/v1/${p}?license=${LICENSE_B}` : `/api/v1/${p}`,
        headers: { cookie: cookieA, ...(via === 'header' ? { 'x-license': LICENSE_B } : {}) },
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    }
  });

  it.each(LICENSED)('$method $path: 400 LICENSE_REQUIRED without a licence, 401 without a session', async ({ method, path: p, body }) => {
    const missing = await t.app.inject({ method, url: `/api/v1/${p}`, headers: { cookie: cookieA }, ...(body ? { payload: body } : {}) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'LICENSE_REQUIRED' });
    const anonymous = await t.app.inject({ method, url: `/api/v1/${p}?license=${LICENSE_A}`, ...(body ? { payload: body } : {}) });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(LICENSED)('$method $path: works in the licence held', async ({ method, path: p, body }) => {
    const res = await t.app.inject({ method, url: `/api/v1/${p}?license=${LICENSE_A}`, headers: { cookie: cookieA }, ...(body ? { payload: body } : {}) });
    expect([200, 204]).toContain(res.statusCode);
  });

  it('an unknown licence is forbidden too (no hint whether it exists)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Summary?license=NOPE', headers: { cookie: cookieA } });
    expect(res.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
  });

  it('a repeated licence parameter is a validation error', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_A}&license=${LICENSE_B}`, headers: { cookie: cookieA } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('license');
  });
});

describe('errors', () => {
  it('unknown /api routes answer a 404 problem, with or without a session', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/v1/Nowhere' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/Nowhere', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { cookie: cookieA } }),
      await t.app.inject({ method: 'DELETE', url: '/api/v1/Summary' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
  });

  it('an unexpected failure answers 500 INTERNAL without details', async () => {
    const app = await buildApp({ database: t.database, config: testConfig() });
    app.get('/api/v1/App/Boom', { config: { auth: 'public' } }, async () => {
      throw new Error('secret database password in message');
    });
    // A route of this test only, no operation of the API: not held to the document.
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/App/Boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ type: 'urn:portal:problem:internal', title: 'Internal error', status: 500, code: 'INTERNAL' });
      expect(res.body).not.toContain('secret');
    } finally {
      await app.close();
    }
  });

  it('the OpenAPI description lists the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/Summary', '/api/v1/auth/login', '/api/health']));
  });
});

describe('web app', () => {
  let dir: string;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await readyAndHeld(await buildApp({ database: t.database, config: testConfig(), webDistDir: dir }));
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for app routes, never cached', async () => {
    for (const url of ['/', '/vertrag', '/schaden/123?tab=2']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Portal</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with a long cache; a missing asset is 404', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await web.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps /api answers as problems', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/v1/Nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await web.inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
  });
});

describe('visibility conditions', () => {
  const scope = (over: Partial<TVisibilityScope>): TVisibilityScope => ({
    licenseId: LICENSE_A,
    userId: t.fixtures.userIds.admin,
    role: 'licenseAdmin',
    customerId: null,
    intermediaryId: null,
    ...over,
  });
  const countOf = async (table: PgTable, where: SQL) => (await t.database.db.select({ n: count() }).from(table).where(where))[0]?.n;
  const all = async (s: TVisibilityScope) => ({
    customers: await countOf(customers, customerVisibility(s)),
    contracts: await countOf(contracts, contractVisibility(s)),
    claims: await countOf(claims, claimVisibility(s)),
    documents: await countOf(documents, documentVisibility(s)),
    processes: await countOf(processes, processVisibility(s)),
  });

  it('staff and guests see every row of the licence, and only of it', async () => {
    const whole = { customers: 4, contracts: 8, claims: 2, documents: 7, processes: 7 };
    expect(await all(scope({}))).toEqual(whole);
    expect(await all(scope({ role: 'employee' }))).toEqual(whole);
    expect(await all(scope({ role: 'guest' }))).toEqual(whole);
    expect(await all(scope({ licenseId: LICENSE_B }))).toEqual({ customers: 3, contracts: 3, claims: 0, documents: 2, processes: 2 });
    expect(await all(scope({ licenseId: 'NOPE' }))).toEqual({ customers: 0, contracts: 0, claims: 0, documents: 0, processes: 0 });
  });

  it('end customers, intermediaries and claim reporters see their part', async () => {
    const [brokerRow] = await t.database.db.select({ id: customers.intermediaryId }).from(customers).where(eq(customers.id, t.fixtures.customerA1));
    const broker = scope({ role: 'intermediary', intermediaryId: brokerRow!.id });
    // Customers A1 and A2, their contracts (4), claim S-2, documents d1 d2 d3 + d6 addressed to the intermediary, processes p1 p2 p3 + p6.
    expect(await all(broker)).toEqual({ customers: 2, contracts: 4, claims: 1, documents: 4, processes: 4 });
    expect(await all(scope({ role: 'customer', customerId: t.fixtures.customerA1 }))).toEqual({ customers: 1, contracts: 2, claims: 1, documents: 2, processes: 2 });
    // The reporter is no customer: the reported claim S-1 with its document d7 and process p7.
    expect(await all(scope({ role: 'claimReporter', userId: t.fixtures.userIds.reporter }))).toEqual({ customers: 0, contracts: 0, claims: 1, documents: 1, processes: 1 });
  });

  it('a member whose customer or intermediary link is missing sees nothing', async () => {
    const none = { customers: 0, contracts: 0, claims: 0, documents: 0, processes: 0 };
    expect(await all(scope({ role: 'intermediary' }))).toEqual(none);
    expect(await all(scope({ role: 'customer' }))).toEqual(none);
  });
});
