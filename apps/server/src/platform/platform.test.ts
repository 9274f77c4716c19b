/**
 * Cross-cutting API behaviour: every licence-scoped endpoint refuses foreign and missing licences,
 * unknown routes and unexpected failures answer problem+json, the web app is served with its fallback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEFAULT_APPEARANCE, emailOf, LICENSE_A, LICENSE_B } from '../test-support/fixtures.js';
import { createTestApp, login, testConfig, type TTestApp } from '../test-support/test-app.js';

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
    web = await buildApp({ database: t.database, config: testConfig(), webDistDir: dir });
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
