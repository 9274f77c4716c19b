import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog, contentPages } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { JSDOM } from 'jsdom';
import { renderMarkdown } from './render-markdown.js';

let t: TTestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const page = { Titel: 'Über uns', Inhalt: '## Wir\n\nUnabhängige **Makler**.', Zielgruppe: 'ALLE', Veroeffentlicht: true, Reihenfolge: 0 };
const NOT_ADMINS = ['broker', 'caseworker', 'customer', 'reporter', 'guest'];

describe('content pages', () => {
  it('lets the licence admin add, change and delete a page, each in the audit log; members read it rendered', async () => {
    const created = await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'ueber-uns' });
    expect(created.statusCode).toBe(201);
    expect(created.json().Html).toContain('<strong>Makler</strong>');
    const changed = await call('PUT', 'ContentPages/ueber-uns', 'admin', { ...page, Inhalt: 'Seit **1999**.' });
    expect(changed.json().Html).toBe('<p>Seit <strong>1999</strong>.</p>\n');
    for (const who of [...NOT_ADMINS, 'admin']) {
      const read = await call('GET', 'ContentPages/ueber-uns', who);
      expect(read.statusCode, who).toBe(200);
      expect(read.json()).toMatchObject({ Titel: 'Über uns', CanEdit: who === 'admin' });
      expect((await call('GET', 'ContentPages', who)).json().Items.map((p: { Slug: string }) => p.Slug), who).toEqual(['ueber-uns']);
    }
    expect((await call('DELETE', 'ContentPages/ueber-uns', 'admin')).statusCode).toBe(204);
    expect((await call('GET', 'ContentPages/ueber-uns', 'admin')).statusCode).toBe(404);
    const logged = await t.database.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(and(eq(adminAuditLog.licenseId, LICENSE_A), eq(adminAuditLog.target, 'ueber-uns')));
    expect(logged.map((l) => l.action).sort()).toEqual(['contentPage.create', 'contentPage.delete', 'contentPage.update']);
  });

  it('refuses changes to every role but the licence admin', async () => {
    await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'fest' });
    for (const who of NOT_ADMINS) {
      expect((await call('POST', 'ContentPages', who, { ...page, Slug: 'neu' })).statusCode, who).toBe(403);
      expect((await call('PUT', 'ContentPages/fest', who, page)).statusCode, who).toBe(403);
      expect((await call('DELETE', 'ContentPages/fest', who)).statusCode, who).toBe(403);
    }
    await call('DELETE', 'ContentPages/fest', 'admin');
  });

  it('shows drafts to admins only and each audience only its pages; an unreadable page is a 404', async () => {
    await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'entwurf', Veroeffentlicht: false });
    await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'intern', Zielgruppe: 'MITARBEITER' });
    await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'kunden', Zielgruppe: 'KUNDEN' });
    const slugs = async (who: string) => (await call('GET', 'ContentPages', who)).json().Items.map((p: { Slug: string }) => p.Slug).sort();
    expect(await slugs('admin')).toEqual(['entwurf', 'intern', 'kunden']);
    expect(await slugs('broker')).toEqual(['intern']);
    expect(await slugs('caseworker')).toEqual(['intern']);
    expect(await slugs('customer')).toEqual(['kunden']);
    expect(await slugs('reporter')).toEqual(['kunden']);
    expect((await call('GET', 'ContentPages/entwurf', 'caseworker')).statusCode).toBe(404);
    expect((await call('GET', 'ContentPages/intern', 'customer')).statusCode).toBe(404);
    expect((await call('GET', 'ContentPages/kunden', 'broker')).statusCode).toBe(404);
    expect((await call('GET', 'ContentPages/entwurf', 'admin')).json().Veroeffentlicht).toBe(false);
  });

  it('never lets licence B see or change licence A\'s pages', async () => {
    await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'nur-a' });
    expect((await call('GET', 'ContentPages/nur-a', 'commercial', undefined, LICENSE_B)).statusCode).toBe(404);
    expect((await call('GET', 'ContentPages', 'multi', undefined, LICENSE_B)).json().Items).toEqual([]);
    expect((await call('GET', 'ContentPages', 'commercial', undefined, LICENSE_A)).statusCode).toBe(403);
    const rows = await t.database.db.select({ licenseId: contentPages.licenseId }).from(contentPages).where(eq(contentPages.slug, 'nur-a'));
    expect(rows).toEqual([{ licenseId: LICENSE_A }]);
  });

  it('answers bad input with the field at fault and a taken address with 409', async () => {
    const badSlug = await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'Über Uns!' });
    expect(badSlug.statusCode).toBe(400);
    expect(JSON.stringify(badSlug.json().errors)).toContain('Slug');
    const noTitle = await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'leer', Titel: '  ' });
    expect(noTitle.statusCode).toBe(400);
    expect(JSON.stringify(noTitle.json().errors)).toContain('Titel');
    expect((await call('POST', 'ContentPages', 'admin', { ...page, Zielgruppe: 'ALIENS', Slug: 'x' })).statusCode).toBe(400);
    expect((await call('GET', 'ContentPages/..%2Fetc', 'admin')).statusCode).toBe(400);
    await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'doppelt' });
    const taken = await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'doppelt' });
    expect(taken.statusCode).toBe(409);
    expect((await call('PUT', 'ContentPages/gibt-es-nicht', 'admin', page)).statusCode).toBe(404);
  });

  it('never lets a script through: raw HTML is text, dangerous links and images are dropped', async () => {
    const evil = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[klick](javascript:alert(3))',
      '![bild](javascript:alert(4))',
      '<a href="javascript:alert(5)">a</a>',
      '<iframe src="https://evil.example"></iframe>',
      '[ok](https://example.org) [intern](/content/ueber-uns)',
    ].join('\n\n');
    const created = await call('POST', 'ContentPages', 'admin', { ...page, Slug: 'boese', Inhalt: evil });
    expect(created.statusCode).toBe(201);
    const html = (await call('GET', 'ContentPages/boese', 'customer')).json().Html as string;
    // As a browser would parse it: no script-bearing element, no handler, no javascript: URL in any attribute.
    const doc = new JSDOM(`<body>${html}</body>`).window.document;
    expect(doc.querySelectorAll('script, iframe, object, embed, style').length).toBe(0);
    for (const el of doc.body.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        expect(attr.startsWith('on'), attr).toBe(false);
        expect(el.getAttribute(attr) ?? '', attr).not.toMatch(/^\s*javascript:/i);
      }
    }
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="/content/ueber-uns">intern</a>');
  });
});

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and keeps only safe images', () => {
    expect(renderMarkdown('# T\n\n- a\n- b')).toBe('<h1>T</h1>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n');
    expect(renderMarkdown('| a |\n| - |\n| 1 |')).toContain('<td>1</td>');
    expect(renderMarkdown('![x](https://example.org/a.png)')).toContain('<img src="https://example.org/a.png" alt="x">');
    expect(renderMarkdown('![x](http://example.org/a.png)')).not.toContain('src=');
  });
});
