import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

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
const entry = { Kategorie: 'Kfz', Frage: 'Was ist eine eVB?', Antwort: 'Die elektronische Versicherungsbestätigung.', SortOrder: 1 };

describe('FAQ', () => {
  it('lets the licence admin add, change and delete entries, each in the audit log; every member reads them', async () => {
    const created = await call('POST', 'Faq', 'admin', entry);
    expect(created.statusCode).toBe(201);
    const id = created.json().Id as string;
    expect((await call('PUT', `Faq/${id}`, 'admin', { ...entry, Antwort: 'Eine Bestätigung für die Zulassung.' })).json().Antwort).toBe('Eine Bestätigung für die Zulassung.');
    for (const who of ['broker', 'caseworker', 'customer', 'reporter']) {
      const list = (await call('GET', 'Faq', who)).json();
      expect(list.Items.map((i: { Frage: string }) => i.Frage), who).toEqual(['Was ist eine eVB?']);
      expect(list.CanEdit, who).toBe(false);
    }
    expect((await call('GET', 'Faq', 'admin')).json().CanEdit).toBe(true);
    expect((await call('DELETE', `Faq/${id}`, 'admin')).statusCode).toBe(204);
    expect((await call('GET', 'Faq', 'admin')).json().Items).toEqual([]);
    const logged = await t.database.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(and(eq(adminAuditLog.licenseId, LICENSE_A), eq(adminAuditLog.target, id)));
    expect(logged.map((l) => l.action).sort()).toEqual(['faq.create', 'faq.delete', 'faq.update']);
  });

  it('refuses changes to everyone but licence admins, bad entries with the field at fault, and a licence without FAQ', async () => {
    for (const who of ['broker', 'caseworker', 'customer', 'reporter']) expect((await call('POST', 'Faq', who, entry)).statusCode, who).toBe(403);
    const bad = await call('POST', 'Faq', 'admin', { ...entry, Frage: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('Frage');
    expect((await call('PUT', 'Faq/00000000-0000-4000-8000-000000000000', 'admin', entry)).statusCode).toBe(404);
    // Licence B's family has no FAQ; its members never read A's.
    expect((await call('GET', 'Faq', 'multi', undefined, LICENSE_B)).statusCode).toBe(403);
    expect((await call('GET', 'Faq', 'commercial')).statusCode).toBe(403);
  });
});
