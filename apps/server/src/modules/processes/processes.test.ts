import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesProcessFeed, PROCESS_FEED_FILTERS, type TProcessFeedFilter } from '@portal/domain';
import { files, processes, processFiles, processMessages } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let dataDir: string;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processes-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  for (const key of ['admin', 'broker', 'customer', 'reporter', 'commercial', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app);
  for (const r of await t.database.db.select({ id: processes.id, headline: processes.headline, token: processes.accessToken }).from(processes)) {
    ids[r.headline] = r.id;
    tokens[r.headline] = r.token;
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const inject = (method: 'GET' | 'POST', who: string, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });
const feed = async (who: string, license: string, params = '') => {
  const res = await inject('GET', who, `Vorgang/Feed?license=${license}&take=25${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { Items: { Headline: string }[]; Total: number; OnlyUnread: boolean; OpenOptions: boolean };
};
const headlines = (f: { Items: { Headline: string }[] }) => f.Items.map((i) => i.Headline).sort();

describe('GET /api/v1/Vorgang/Feed', () => {
  it('neue_nachrichten shows only unread open processes when there are some', async () => {
    const f = await feed('admin', LICENSE_A);
    expect(headlines(f)).toEqual(['p1', 'p5', 'p6', 'p7']);
    expect(f).toMatchObject({ Total: 4, OnlyUnread: true, OpenOptions: false });
  });
  it('agrees with the pure rules for every filter (licence A, admin)', async () => {
    const all = await t.database.db.select().from(processes).where(eq(processes.licenseId, LICENSE_A));
    for (const filter of PROCESS_FEED_FILTERS) {
      const f = await feed('admin', LICENSE_A, `&filter=${filter}`);
      const expected = all
        .filter((p) =>
          matchesProcessFeed(
            { active: p.active, read: p.readAt !== null, kundenStatus: p.kundenStatus, requiredAction: p.requiredAction, isAlert: p.isAlert, direction: p.direction, kind: p.kind },
            { filter: filter as TProcessFeedFilter, onlyUnread: f.OnlyUnread },
          ),
        )
        .map((p) => p.headline)
        .sort();
      expect(headlines(f), filter).toEqual(expected);
      expect(f.Total, filter).toBe(expected.length);
    }
  });
  it('scopes to what the member may see and never crosses licences', async () => {
    expect(headlines(await feed('customer', LICENSE_A, '&filter=alle_aufgaben'))).toEqual(['p1', 'p2']);
    expect(headlines(await feed('broker', LICENSE_A, '&filter=alle_aufgaben'))).toEqual(['p1', 'p2', 'p3', 'p6']);
    expect(headlines(await feed('commercial', LICENSE_B, '&filter=alle_aufgaben'))).toEqual(['q1', 'q2']);
    expect(headlines(await feed('multi', LICENSE_B, '&filter=alle_aufgaben'))).toEqual(['q1', 'q2']);
    expect((await inject('GET', 'admin', `Vorgang/Feed?license=${LICENSE_B}`)).statusCode).toBe(403);
  });
  it('searches the headline with LIKE wildcards escaped, the dropdown and pages', async () => {
    expect(headlines(await feed('admin', LICENSE_A, '&filter=alle_aufgaben&q=p2'))).toEqual(['p2']);
    expect((await feed('admin', LICENSE_A, '&filter=alle_aufgaben&q=%25')).Total).toBe(0);
    expect((await feed('admin', LICENSE_A, '&filter=alle_aufgaben&q=_')).Total).toBe(0);
    expect(headlines(await feed('admin', LICENSE_A, '&filter=alle_aufgaben&action=documents'))).toEqual(['p5']);
    const page = await inject('GET', 'admin', `Vorgang/Feed?license=${LICENSE_A}&filter=alle_aufgaben&take=5&skip=5`);
    expect(page.json()).toMatchObject({ Total: 7 });
    expect(page.json().Items).toHaveLength(2);
  });
  it('rejects bad input naming the field', async () => {
    for (const [q, field] of [
      ['take=7', 'take'],
      ['filter=nope', 'filter'],
      ['type=Video', 'type'],
      ['skip=-1', 'skip'],
    ] as const) {
      const res = await inject('GET', 'admin', `Vorgang/Feed?license=${LICENSE_A}&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json().errors), q).toContain(field);
    }
  });
});

describe('process detail, messages and read status', () => {
  it('returns the thread with files; 404 for invisible and foreign ids', async () => {
    const db = t.database.db;
    const [m] = await db
      .insert(processMessages)
      .values({ licenseId: LICENSE_A, processId: ids.p3!, authorName: 'Makler', type: 'Datei', text: 'Anbei die Police' })
      .returning();
    const [f] = await db.insert(files).values({ licenseId: LICENSE_A, storageKey: `${LICENSE_A}/x.pdf`, fileName: 'police.pdf', mimeType: 'application/pdf', sizeBytes: 12, sha256: 'x' }).returning();
    await db.insert(processFiles).values({ licenseId: LICENSE_A, processId: ids.p3!, messageId: m!.id, fileId: f!.id });

    const res = await inject('GET', 'broker', `Vorgang/${ids.p3}?license=${LICENSE_A}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Id: ids.p3, Headline: 'p3', Kunde: { Kundenname: 'Bernd Zwei' }, LastMessage: { Type: 'Datei', Text: 'Anbei die Police', FromMakler: true } });
    expect(body.Messages).toEqual([
      expect.objectContaining({ Author: 'Makler', Type: 'Datei', Files: [expect.objectContaining({ FileName: 'police.pdf', MimeType: 'application/pdf', Size: 12 })] }),
    ]);

    expect((await inject('GET', 'customer', `Vorgang/${ids.p3}?license=${LICENSE_A}`)).statusCode).toBe(404);
    expect((await inject('GET', 'commercial', `Vorgang/${ids.p3}?license=${LICENSE_B}`)).statusCode).toBe(404);
    expect((await inject('GET', 'multi', `Vorgang/${ids.p3}?license=${LICENSE_B}`)).statusCode).toBe(404);
    expect((await inject('GET', 'admin', `Vorgang/00000000-0000-4000-8000-000000000000?license=${LICENSE_A}`)).statusCode).toBe(404);
    const bad = await inject('GET', 'admin', `Vorgang/abc?license=${LICENSE_A}`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('id');
  });
  it('finds a process by access token inside the licence only', async () => {
    const res = await inject('GET', 'admin', `Vorgang/ByToken/${tokens.p1}?license=${LICENSE_A}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().Id).toBe(ids.p1);
    expect((await inject('GET', 'commercial', `Vorgang/ByToken/${tokens.p1}?license=${LICENSE_B}`)).statusCode).toBe(404);
    expect((await inject('GET', 'reporter', `Vorgang/ByToken/${tokens.p1}?license=${LICENSE_A}`)).statusCode).toBe(404);
  });
  it('answering clears the pending answer and makes the process unread', async () => {
    const res = await inject('POST', 'customer', `Vorgang/${ids.p2}/Messages?license=${LICENSE_A}`, { Text: 'Hier meine Antwort', Type: 'Antwort' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ Author: 'customer Fixture', FromMakler: false, Type: 'Antwort', Text: 'Hier meine Antwort', Files: [] });
    const detail = (await inject('GET', 'admin', `Vorgang/${ids.p2}?license=${LICENSE_A}`)).json();
    expect(detail).toMatchObject({ Aktion: 'none', Read: null, LastMessage: { Type: 'Antwort', FromMakler: false } });
    expect(detail.Messages).toHaveLength(1);
  });
  it('confirming clears dirty and the pending confirmation; staff write as broker', async () => {
    await t.database.db.update(processes).set({ dirty: true }).where(eq(processes.id, ids.p4!));
    const res = await inject('POST', 'admin', `Vorgang/${ids.p4}/Messages?license=${LICENSE_A}`, { Text: 'Bestätigt', Type: 'Bestaetigung' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().FromMakler).toBe(true);
    expect((await inject('GET', 'admin', `Vorgang/${ids.p4}?license=${LICENSE_A}`)).json()).toMatchObject({ Aktion: 'none', Dirty: false });
    // The type filter works on the last message.
    expect(headlines(await feed('admin', LICENSE_A, '&filter=alle_aufgaben&type=Bestaetigung'))).toEqual(['p4']);
  });
  it('refuses foreign, invisible, read-only and bad posts', async () => {
    const text = { Text: 'x' };
    expect((await inject('POST', 'commercial', `Vorgang/${ids.p1}/Messages?license=${LICENSE_B}`, text)).statusCode).toBe(404);
    expect((await inject('POST', 'admin', `Vorgang/${ids.p1}/Messages?license=${LICENSE_B}`, text)).statusCode).toBe(403);
    expect((await inject('POST', 'reporter', `Vorgang/${ids.p1}/Messages?license=${LICENSE_A}`, text)).statusCode).toBe(404);
    const guest = await inject('POST', 'guest', `Vorgang/${ids.p1}/Messages?license=${LICENSE_A}`, text);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('READ_ONLY');
    for (const [payload, field] of [
      [{ Text: '' }, 'Text'],
      [{ Text: 'x'.repeat(5001) }, 'Text'],
      [{ Text: 'x', Type: 'Datei' }, 'Type'],
    ] as const) {
      const res = await inject('POST', 'admin', `Vorgang/${ids.p1}/Messages?license=${LICENSE_A}`, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(field);
    }
    const q1 = (await t.database.db.select().from(processMessages).where(eq(processMessages.licenseId, LICENSE_B))).length;
    expect(q1).toBe(0);
  });
  it('marks read and unread with CanCreateProcesses only', async () => {
    expect((await inject('POST', 'customer', `Vorgang/${ids.p1}/ReadStatus?license=${LICENSE_A}`, { Read: true })).statusCode).toBe(403);
    expect((await inject('POST', 'guest', `Vorgang/${ids.p1}/ReadStatus?license=${LICENSE_A}`, { Read: true })).statusCode).toBe(403);
    expect((await inject('POST', 'commercial', `Vorgang/${ids.p1}/ReadStatus?license=${LICENSE_B}`, { Read: true })).statusCode).toBe(404);
    expect((await inject('POST', 'admin', `Vorgang/${ids.p1}/ReadStatus?license=${LICENSE_A}`, { Read: 'yes' })).statusCode).toBe(400);

    const ok = await inject('POST', 'commercial', `Vorgang/${ids.q1}/ReadStatus?license=${LICENSE_B}`, { Read: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ Success: true });
    // Nothing unread left in B: all open processes and the option panel opens.
    expect(await feed('commercial', LICENSE_B)).toMatchObject({ Total: 2, OnlyUnread: false, OpenOptions: true });
    await inject('POST', 'commercial', `Vorgang/${ids.q1}/ReadStatus?license=${LICENSE_B}`, { Read: false });
    expect(await feed('commercial', LICENSE_B)).toMatchObject({ Total: 1, OnlyUnread: true });
    // Licence A untouched.
    expect((await inject('GET', 'admin', `Vorgang/${ids.p1}?license=${LICENSE_A}`)).json().Read).toBeNull();
  });
});

const PDF = Buffer.from('%PDF-1.4\n% test\n%%EOF\n');
function multipart(parts: { name: string; fileName?: string; data: Buffer | string }[]) {
  const boundary = '----portaltest7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.fileName !== undefined ? `; filename="${p.fileName}"` : ''}`;
    const type = p.fileName !== undefined ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (who: string, license: string, id: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/v1/Vorgang/${id}/Files?license=${license}`, headers: { cookie: cookies[who]!, ...body.headers }, payload: body.payload });
};

describe('process files', () => {
  it('attaches a file as a Datei message, clears the documents action and serves it back', async () => {
    const res = await upload('admin', LICENSE_A, ids.p5!, [
      { name: 'Text', data: 'Die Unterlagen' },
      { name: 'file', fileName: 'nachweis.pdf', data: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const msg = res.json();
    expect(msg).toMatchObject({ Type: 'Datei', Text: 'Die Unterlagen', FromMakler: true, Files: [{ FileName: 'nachweis.pdf', MimeType: 'application/pdf', Size: PDF.length }] });
    expect((await inject('GET', 'admin', `Vorgang/${ids.p5}?license=${LICENSE_A}`)).json()).toMatchObject({ Aktion: 'none', LastMessage: { Type: 'Datei' } });

    const url = `${msg.Files[0].Url.replace('/api/v1/', '')}?license=${LICENSE_A}`;
    const file = await inject('GET', 'admin', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Not for members who cannot see the process, nor from another licence.
    expect((await inject('GET', 'customer', url)).statusCode).toBe(404);
    expect((await inject('GET', 'commercial', url.replace(LICENSE_A, LICENSE_B))).statusCode).toBe(404);
    expect((await inject('GET', 'admin', url.replace(LICENSE_A, LICENSE_B))).statusCode).toBe(403);
    expect((await inject('GET', 'admin', `Vorgang/${ids.p1}/Files/${msg.Files[0].Id}?license=${LICENSE_A}`)).statusCode).toBe(404);
  });
  it('checks the content, not the name, and refuses bad or foreign uploads', async () => {
    const text = await upload('admin', LICENSE_A, ids.p1!, [{ name: 'file', fileName: 'a.pdf', data: 'just text' }]);
    expect(text.statusCode).toBe(415);
    const mismatch = await upload('admin', LICENSE_A, ids.p1!, [{ name: 'file', fileName: 'a.png', data: PDF }]);
    expect(mismatch.statusCode).toBe(415);
    const none = await upload('admin', LICENSE_A, ids.p1!, [{ name: 'Text', data: 'ohne Datei' }]);
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json().errors)).toContain('file');
    const unknown = await upload('admin', LICENSE_A, ids.p1!, [{ name: 'other', data: 'x' }]);
    expect(unknown.statusCode).toBe(400);
    const json = await inject('POST', 'admin', `Vorgang/${ids.p1}/Files?license=${LICENSE_A}`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await upload('commercial', LICENSE_B, ids.p1!, [{ name: 'file', fileName: 'a.pdf', data: PDF }])).statusCode).toBe(404);
    expect((await upload('customer', LICENSE_A, ids.p3!, [{ name: 'file', fileName: 'a.pdf', data: PDF }])).statusCode).toBe(404);
    expect((await upload('guest', LICENSE_A, ids.p1!, [{ name: 'file', fileName: 'a.pdf', data: PDF }])).statusCode).toBe(403);
    // Nothing was stored for the refused uploads (only the one file of the test above).
    const stored = await t.database.db.select().from(files).where(eq(files.licenseId, LICENSE_A));
    expect(stored.filter((f) => f.sha256 !== 'x')).toHaveLength(1);
  });
});

describe('POST /api/v1/data/Vorgang/query', () => {
  it('maps the catalog properties and keeps the visibility', async () => {
    const page = { Page: { Skip: 0, Take: 100, ReturnTotal: true }, Filters: [], Fields: 'Id,Headline,Art,Aktion,Meldung,Richtung,Read,LetzteNachricht,Kunde.Kundenname' };
    const a = await inject('POST', 'admin', `data/Vorgang/query?license=${LICENSE_A}`, page);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().Total).toBe(7);
    const c = await inject('POST', 'customer', `data/Vorgang/query?license=${LICENSE_A}`, page);
    expect(c.json().Items.map((i: { Headline: string }) => i.Headline).sort()).toEqual(['p1', 'p2']);
    const b = await inject('POST', 'commercial', `data/Vorgang/query?license=${LICENSE_B}`, { ...page, Filters: [{ Property: 'Aktion', Operator: 'Equal', Value: 'none' }] });
    expect(b.json().Items.every((i: { Headline: string }) => i.Headline.startsWith('q'))).toBe(true);
  });
});
