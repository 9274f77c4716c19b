import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEARANCE_IMAGE_MAX_BYTES } from '@portal/domain';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { multipartBody, type TPart } from '../../test-support/multipart-body.js';
import { emailOf } from '../../test-support/fixtures.js';

let t: TTestApp;
let cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  cookies.multi ??= await login(t.app, emailOf('multi'));
});
afterAll(() => t.close());

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EVIL_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="250" height="40" onload="alert(1)"><script>alert(2)</script>' +
    '<foreignObject><div>x</div></foreignObject><image href="https://evil.test/x.png"/><rect width="10" height="10" fill="red" onclick="steal()"/><text x="0" y="20">Makler</text></svg>',
);

const upload = (who: string, parts: TPart[], path = 'Settings/Logo', license = LICENSE_A) => {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]!, ...body.headers }, payload: body.payload });
};
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who]! } });
const appearances = async (who: string) => (await get(who, '/api/v1/User/Appearances')).json() as { License: string; LogoUrl: string | null; Appearance: { Banner: { Image?: string } } }[];

describe('POST Settings/Logo', () => {
  it('stores a PNG for licence A only, shown in A\'s appearance and served with a safe type and CSP', async () => {
    const res = await upload('admin', [{ name: 'logoApp', filename: 'logo.png', data: PNG, contentType: 'image/png' }]);
    expect(res.statusCode).toBe(201);
    const { Url, ContentType } = res.json();
    expect(ContentType).toBe('image/png');
    expect(Url).toMatch(/^\/api\/v1\/Settings\/Logo\/[0-9a-f-]{36}\?license=LIC-A$/);
    const mine = await appearances('broker');
    expect(mine.find((a) => a.License === LICENSE_A)!.LogoUrl).toBe(Url);
    // The member of both licences sees the logo in A only.
    const multi = await appearances('multi');
    expect(multi.find((a) => a.License === LICENSE_B)!.LogoUrl).toBeNull();

    const served = await get('customer', Url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Licence B's member cannot read A's logo, not even through B.
    expect((await get('commercial', Url)).statusCode).toBe(403);
    expect((await get('commercial', Url.replace(LICENSE_A, LICENSE_B))).statusCode).toBe(404);
  });

  it('stores an SVG without script, event handlers, foreignObject or outside references', async () => {
    const res = await upload('admin', [{ name: 'logoApp', filename: 'logo.svg', data: EVIL_SVG, contentType: 'image/svg+xml' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().ContentType).toBe('image/svg+xml');
    const served = await get('broker', res.json().Url);
    const svg = served.body;
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(svg).toContain('<svg');
    expect(svg).toContain('Makler');
    for (const bad of ['<script', 'onload', 'onclick', 'alert', 'foreignObject', 'evil.test', '<image']) expect(svg).not.toContain(bad);
    // The audit log names the upload, without the file's bytes.
    const log = (await get('admin', `/api/v1/Admin/AuditLog?license=${LICENSE_A}&action=logo.`)).json();
    expect(log.Items[0]).toMatchObject({ Action: 'logo.upload', Target: 'logo' });
    expect(JSON.stringify(log.Items[0].After)).not.toContain('alert');
  });

  it('refuses other types by content (not by name), files over the limit and a wrong field, with clear messages', async () => {
    const pdfNamedPng = await upload('admin', [{ name: 'logoApp', filename: 'logo.png', data: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'image/png' }]);
    expect(pdfNamedPng.statusCode).toBe(415);
    expect(pdfNamedPng.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Only PNG, JPEG or SVG images are accepted' });
    const text = await upload('admin', [{ name: 'logoApp', filename: 'logo.svg', data: Buffer.from('hello'), contentType: 'image/svg+xml' }]);
    expect(text.statusCode).toBe(415);

    const huge = Buffer.alloc(20 * 1024 * 1024, 0);
    PNG.copy(huge);
    const big = await upload('admin', [{ name: 'logoApp', filename: 'big.png', data: huge, contentType: 'image/png' }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail: `The file is larger than ${APPEARANCE_IMAGE_MAX_BYTES / (1024 * 1024)} MB` });

    const wrongField = await upload('admin', [{ name: 'file', filename: 'logo.png', data: PNG, contentType: 'image/png' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].path).toBe('file');
  });

  it('is for licence admins only: 403 for every other role, LICENSE_FORBIDDEN in another licence', async () => {
    for (const who of ['broker', 'caseworker', 'customer', 'reporter', 'guest']) {
      const res = await upload(who, [{ name: 'logoApp', filename: 'logo.png', data: PNG, contentType: 'image/png' }]);
      expect(res.statusCode, who).toBe(403);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/Settings/Logo?license=${LICENSE_A}`, headers: { cookie: cookies[who]! } });
      expect(del.statusCode, who).toBe(403);
      const footer = await t.app.inject({ method: 'POST', url: `/api/v1/Settings/FooterLinks?license=${LICENSE_A}`, headers: { cookie: cookies[who]! }, payload: FOOTER });
      expect(footer.statusCode, who).toBe(403);
    }
    const other = await upload('admin', [{ name: 'logoApp', filename: 'logo.png', data: PNG, contentType: 'image/png' }], 'Settings/Logo', LICENSE_B);
    expect(other.json().code).toBe('LICENSE_FORBIDDEN');
  });

  it('delete restores the default (no logo) and the old URL answers 404', async () => {
    const { Url } = (await upload('admin', [{ name: 'logoApp', filename: 'logo.png', data: PNG, contentType: 'image/png' }])).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/Settings/Logo?license=${LICENSE_A}`, headers: { cookie: cookies.admin! } });
    expect(del.statusCode).toBe(204);
    expect((await appearances('broker')).find((a) => a.License === LICENSE_A)!.LogoUrl).toBeNull();
    expect((await get('broker', Url)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/Settings/Logo?license=${LICENSE_A}`, headers: { cookie: cookies.admin! } });
    expect(again.statusCode).toBe(204);
  });
});

describe('POST Settings/BannerImage', () => {
  it('sets the banner image of the licence, which a GlobalSettings save cannot point elsewhere', async () => {
    const res = await upload('admin', [{ name: 'bannerImage', filename: 'banner.png', data: PNG, contentType: 'image/png' }], 'Settings/BannerImage');
    expect(res.statusCode).toBe(201);
    const { Url } = res.json();
    const current = (await get('admin', `/api/v1/Settings/GlobalSettings?license=${LICENSE_A}`)).json();
    expect(current.Banner.Image).toBe(Url);
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Settings/GlobalSettings?license=${LICENSE_A}`,
      headers: { cookie: cookies.admin! },
      payload: { ...current, Banner: { ...current.Banner, Title: 'Neu', Image: 'https://evil.test/x.png' } },
    });
    expect(save.json().Banner).toMatchObject({ Title: 'Neu', Image: Url });
    expect((await appearances('multi')).find((a) => a.License === LICENSE_B)!.Appearance.Banner.Image).toBeUndefined();
  });
});

const FOOTER = {
  Impressum: 'https://makler-a.test/impressum',
  Agb: '#disabled',
  Datenschutz: '',
  Cookies: null,
  Schlichtungsstellen: null,
  Beschwerdebearbeitung: null,
  FooterText: 'Makler A GmbH · Hamburg',
};

describe('POST Settings/FooterLinks', () => {
  it('saves the footer of licence A only and refuses script links', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/Settings/FooterLinks?license=${LICENSE_A}`, headers: { cookie: cookies.admin! }, payload: FOOTER });
    expect(res.statusCode).toBe(200);
    expect((await appearances('multi')).find((a) => a.License === LICENSE_A)).toMatchObject({ FooterLinks: FOOTER });
    expect((await appearances('multi')).find((a) => a.License === LICENSE_B)).not.toMatchObject({ FooterLinks: FOOTER });
    const evil = await t.app.inject({ method: 'POST', url: `/api/v1/Settings/FooterLinks?license=${LICENSE_A}`, headers: { cookie: cookies.admin! }, payload: { ...FOOTER, Agb: 'javascript:alert(1)' } });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().errors[0].path).toBe('Agb');
  });
});
