import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOf, FIXTURE_PASSWORD, LICENSE_A } from '../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../test-support/test-app.js';
import { crossSiteReason } from './csrf-guard.js';

describe('crossSiteReason', () => {
  const own = 'https://portal.example.test';
  it('lets reads and same-origin or header-less writes pass', () => {
    expect(crossSiteReason({ method: 'GET', origin: 'https://evil.test', secFetchSite: 'cross-site', ownOrigin: own })).toBeNull();
    expect(crossSiteReason({ method: 'POST', origin: own, secFetchSite: 'same-origin', ownOrigin: own })).toBeNull();
    expect(crossSiteReason({ method: 'POST', origin: 'HTTPS://Portal.Example.Test', secFetchSite: undefined, ownOrigin: own })).toBeNull();
    expect(crossSiteReason({ method: 'DELETE', origin: undefined, secFetchSite: undefined, ownOrigin: own })).toBeNull();
  });
  it('refuses writes from another origin, a null origin or a cross-site fetch', () => {
    expect(crossSiteReason({ method: 'POST', origin: 'https://evil.test', secFetchSite: undefined, ownOrigin: own })).toMatch(/Origin/);
    expect(crossSiteReason({ method: 'PUT', origin: 'null', secFetchSite: undefined, ownOrigin: own })).toMatch(/Origin/);
    expect(crossSiteReason({ method: 'PATCH', origin: undefined, secFetchSite: 'cross-site', ownOrigin: own })).toMatch(/cross-site/);
    // Another port is another origin.
    expect(crossSiteReason({ method: 'POST', origin: 'https://portal.example.test:8443', secFetchSite: undefined, ownOrigin: own })).not.toBeNull();
  });
});

describe('CSRF guard on the API', () => {
  let t: TTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await login(t.app, emailOf('admin'));
  });
  afterAll(() => t.close());

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const multipart = (boundary: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const upload = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/Brief/Upload?license=${LICENSE_A}`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=b1', ...headers },
      payload: multipart('b1'),
    });

  it('refuses an upload from a foreign origin with 403 CROSS_ORIGIN, stores nothing', async () => {
    const res = await upload({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });

  it('refuses a cross-site fetch (Sec-Fetch-Site) even without Origin', async () => {
    const res = await upload({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same upload from the app itself (same origin)', async () => {
    const res = await upload({ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a login posted from a foreign page (login CSRF), accepts it from the portal', async () => {
    const payload = { email: emailOf('broker'), password: FIXTURE_PASSWORD };
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { origin: 'https://evil.example' }, payload });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toHaveLength(0);
    const own = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { origin: 'http://localhost:80' }, payload });
    expect(own.statusCode).toBe(200);
  });

  it('leaves reads from anywhere alone (they change nothing)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/Summary?license=${LICENSE_A}`, headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
