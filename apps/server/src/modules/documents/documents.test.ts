import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ZipArchive } from 'archiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@portal/domain';
import { customers, documents, documentTags, files, tags, zipRequests } from '../../platform/db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import { filesRoot } from '../../platform/storage/storage.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';
import { multipartBody, type TPart } from '../../test-support/multipart-body.js';
import { uploadDocument } from './service.js';

/** A real zip (deflated entries) made in memory with archiver. */
async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const [name, text] of Object.entries(entries)) archive.append(text, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

let t: TTestApp;
let dataDir: string;
const cookies: Record<string, string> = {};
/** Document ids by title (d1… of licence A, e1… of licence B). */
const doc: Record<string, string> = {};
const PDF = Buffer.from('%PDF-1.4\n% test document\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const EXE = Buffer.from('MZ\x90\x00 this is not a document');

const storedFiles = (): string[] => {
  const root = filesRoot(dataDir);
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((d) => d.isFile()).map((d) => d.name) : [];
};

async function attachFile(db: Db, title: string, licenseId: string, content: Buffer | null, fileName: string) {
  const key = `${licenseId}/${randomUUID()}.pdf`;
  if (content) await createLocalStorage(filesRoot(dataDir)).put(key, content, 'application/pdf');
  const [file] = await db
    .insert(files)
    .values({ licenseId, storageKey: key, fileName, mimeType: 'application/pdf', sizeBytes: content?.length ?? 0, sha256: 'x' })
    .returning({ id: files.id });
  await db.update(documents).set({ fileId: file!.id }).where(eq(documents.id, doc[title]!));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-documents-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const db = t.database.db;
  for (const row of await db.select({ id: documents.id, titel: documents.titel }).from(documents)) doc[row.titel] = row.id;
  await attachFile(db, 'd1', LICENSE_A, Buffer.from('%PDF d1 content'), 'Police Anna.pdf');
  await attachFile(db, 'd2', LICENSE_A, Buffer.from('%PDF d2 content'), 'Police Anna.pdf');
  await attachFile(db, 'd3', LICENSE_A, null, 'fehlt.pdf'); // file row but nothing in storage
  await attachFile(db, 'd4', LICENSE_A, Buffer.from('%PDF d4 content'), 'Carla.pdf');
  await attachFile(db, 'e1', LICENSE_B, Buffer.from('%PDF e1 content'), 'Firma.pdf');
  for (const key of ['admin', 'broker', 'caseworker', 'customer', 'multi', 'commercial'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app, LICENSE_A);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({
    method,
    url: url.includes('license=') ? url : `/api/v1/${url}?license=${license}`,
    headers: { cookie: cookies[who]! },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const newDocuments = async (who: string, license = LICENSE_A): Promise<number> => (await call('GET', 'Summary', who, undefined, license)).json().NewDocuments;

describe('Brief in the generic data query', () => {
  const query = (who: string, body: object, license = LICENSE_A) =>
    call('POST', 'data/Brief/query', who, { Page: { Skip: 0, Take: 100, ReturnTotal: true }, Filters: [], ...body }, license);

  it('lists the active documents of the licence within the member\'s visibility, never another licence\'s', async () => {
    const admin = await query('admin', { Fields: 'Titel' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().Items.map((i: { Titel: string }) => i.Titel).sort()).toEqual(['d1', 'd2', 'd3', 'd4', 'd6', 'd7']);
    const b = await query('multi', { Fields: 'Titel' }, LICENSE_B);
    expect(b.json().Items.map((i: { Titel: string }) => i.Titel).sort()).toEqual(['e1', 'e2']);
    const own = await query('customer', { Fields: 'Titel' });
    expect(own.json().Items.map((i: { Titel: string }) => i.Titel).sort()).toEqual(['d1', 'd2']);
    expect((await query('admin', {}, LICENSE_B)).statusCode).toBe(403);
  });

  it('maps every catalogue property, filters unread by Read and joins Kunde', async () => {
    const all = await query('admin', { Filters: [{ Property: 'Titel', Operator: 'Equal', Value: 'd1' }] });
    expect(all.statusCode).toBe(200);
    const item = all.json().Items[0];
    expect(item).toMatchObject({ Titel: 'd1', Brieftyp: 'POLICE', Read: null, Kunde: expect.objectContaining({ Kundenname: 'Anna Eins' }), Service: false, Synced: true, Bestand: false });
    const unread = await query('admin', { Fields: 'Id', Filters: [{ Property: 'Read', Operator: 'IsEmpty' }] });
    expect(unread.json().Total).toBe(5);
  });

  it('keeps the stock-document flag to brokers: others can neither filter nor read it', async () => {
    const asCustomer = await query('customer', { Fields: 'Titel', Filters: [{ Property: 'Bestand', Operator: 'Equal', Value: true }] });
    expect(asCustomer.statusCode).toBe(400);
    expect(asCustomer.json().errors[0].path).toBe('Filters.0.Property');
    expect((await query('customer', { Fields: 'Titel,Bestand' })).statusCode).toBe(400);
    expect((await query('broker', { Fields: 'Titel', Filters: [{ Property: 'Bestand', Operator: 'Equal', Value: true }] })).statusCode).toBe(200);
  });

  it('shows the tags and filters by tag ids (any of them), never by another licence\'s tags', async () => {
    const db = t.database.db;
    const [alpha, beta, foreign] = await db
      .insert(tags)
      .values([
        { licenseId: LICENSE_A, name: 'Alpha', matchcode: 'ALPHA' },
        { licenseId: LICENSE_A, name: 'Beta', matchcode: 'BETA' },
        { licenseId: LICENSE_B, name: 'Fremd', matchcode: 'FREMD' },
      ])
      .returning({ id: tags.id });
    await db.insert(documentTags).values([
      { licenseId: LICENSE_A, documentId: doc.d1!, tagId: alpha!.id },
      { licenseId: LICENSE_A, documentId: doc.d1!, tagId: beta!.id },
      { licenseId: LICENSE_A, documentId: doc.d2!, tagId: alpha!.id },
      { licenseId: LICENSE_A, documentId: doc.d4!, tagId: beta!.id },
      { licenseId: LICENSE_B, documentId: doc.e1!, tagId: foreign!.id },
    ]);
    const titles = async (value: string[], license = LICENSE_A, who = 'admin') =>
      (await query(who, { Fields: 'Titel,Tags', Filters: [{ Property: 'Tags', Operator: 'In', Value: value }] }, license)).json().Items.map((i: { Titel: string }) => i.Titel).sort();
    expect(await titles([alpha!.id])).toEqual(['d1', 'd2']);
    expect(await titles([alpha!.id, beta!.id])).toEqual(['d1', 'd2', 'd4']);
    expect(await titles([foreign!.id])).toEqual([]);
    expect(await titles(['not-a-uuid'])).toEqual([]);
    expect(await titles([foreign!.id], LICENSE_B, 'multi')).toEqual(['e1']);
    const d1 = (await query('admin', { Fields: 'Titel,Tags', Filters: [{ Property: 'Titel', Operator: 'Equal', Value: 'd1' }] })).json().Items[0];
    expect(d1.Tags).toBe('Alpha, Beta');
    const sorted = await query('admin', { Fields: 'Titel', Sorts: [{ Property: 'Tags', Direction: 'asc' }] });
    expect(sorted.statusCode).toBe(400);
  });

  it('lists the licence\'s folders for the folder filter, per licence', async () => {
    const db = t.database.db;
    await db.update(documents).set({ folder: 'Rechnungen' }).where(eq(documents.id, doc.d1!));
    await db.update(documents).set({ folder: 'Policen' }).where(eq(documents.id, doc.d2!));
    await db.update(documents).set({ folder: 'Policen' }).where(eq(documents.id, doc.d4!));
    await db.update(documents).set({ folder: 'Firma' }).where(eq(documents.id, doc.e1!));
    const a = await call('GET', 'Sparte/BRIEF@ORDNER@VORGANG/SpartenComboboxValues', 'admin');
    expect(a.statusCode).toBe(200);
    expect(a.json().map((f: { Inhalt: string }) => f.Inhalt)).toEqual(expect.arrayContaining(['Policen', 'Rechnungen']));
    expect(a.json().map((f: { Inhalt: string }) => f.Inhalt)).not.toContain('Firma');
    const b = await call('GET', 'Sparte/BRIEF@ORDNER@VORGANG/SpartenComboboxValues', 'multi', undefined, LICENSE_B);
    expect(b.json().map((f: { Inhalt: string }) => f.Inhalt)).toContain('Firma');
    expect(b.json().map((f: { Inhalt: string }) => f.Inhalt)).not.toContain('Policen');
    expect((await call('GET', 'Sparte/KFZ/SpartenComboboxValues', 'admin')).statusCode).toBe(400);
  });
});

describe('POST Brief/ReadStatus', () => {
  it('marks read and unread; the summary counters follow', async () => {
    expect(await newDocuments('admin')).toBe(5);
    const read = await call('POST', 'Brief/ReadStatus', 'admin', { Id: doc.d1, Read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ Success: true });
    expect(await newDocuments('admin')).toBe(4);
    const [row] = await t.database.db.select({ readAt: documents.readAt }).from(documents).where(eq(documents.id, doc.d1!));
    expect(row!.readAt).toBeInstanceOf(Date);
    await call('POST', 'Brief/ReadStatus', 'admin', { Id: doc.d1, Read: false });
    expect(await newDocuments('admin')).toBe(5);
  });

  it('refuses read-only sessions and members without CanCreateProcesses', async () => {
    const guest = await call('POST', 'Brief/ReadStatus', 'guest', { Id: doc.d1, Read: true });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('READ_ONLY');
    const broker = await call('POST', 'Brief/ReadStatus', 'broker', { Id: doc.d1, Read: true });
    expect(broker.statusCode).toBe(403);
    expect(broker.json().code).toBe('FORBIDDEN');
    expect(await newDocuments('admin')).toBe(5);
  });

  it('answers 404 for another licence\'s or an unknown document, 400 for a bad id', async () => {
    expect((await call('POST', 'Brief/ReadStatus', 'admin', { Id: doc.e1, Read: true })).statusCode).toBe(404);
    expect((await call('POST', 'Brief/ReadStatus', 'multi', { Id: doc.d1, Read: true }, LICENSE_B)).statusCode).toBe(404);
    expect((await call('POST', 'Brief/ReadStatus', 'admin', { Id: randomUUID(), Read: true })).json().code).toBe('NOT_FOUND');
    const bad = await call('POST', 'Brief/ReadStatus', 'admin', { Id: '../d1', Read: true });
    expect(bad.statusCode).toBe(400);
    expect(await newDocuments('multi', LICENSE_B)).toBe(1);
    expect(await newDocuments('admin')).toBe(5);
  });
});

describe('GET Brief/{id} and its file', () => {
  it('returns a Url that streams the file with Content-Disposition', async () => {
    const res = await call('GET', `Brief/${doc.d1}`, 'customer');
    expect(res.statusCode).toBe(200);
    const url: string = res.json().Url;
    expect(url).toBe(`/api/v1/Brief/${doc.d1}/File?license=${LICENSE_A}`);
    const file = await call('GET', url, 'customer');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF d1 content');
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Police Anna.pdf"; filename*=UTF-8''Police%20Anna.pdf`);
  });

  it('answers 404 "not yet available" while the file is missing', async () => {
    for (const id of [doc.d3, doc.d6]) {
      const res = await call('GET', `Brief/${id}`, 'admin');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'not yet available' });
      expect((await call('GET', `Brief/${id}/File`, 'admin')).json().detail).toBe('not yet available');
    }
  });

  it('never serves another licence\'s or an invisible document', async () => {
    expect((await call('GET', `Brief/${doc.e1}`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', `Brief/${doc.e1}/File`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', `Brief/${doc.d1}/File`, 'multi', undefined, LICENSE_B)).statusCode).toBe(404);
    expect((await call('GET', `Brief/${doc.d1}`, 'commercial', undefined, LICENSE_A)).statusCode).toBe(403);
    // The broker does not look after Carla (d4); the customer only sees Anna's documents.
    expect((await call('GET', `Brief/${doc.d4}/File`, 'broker')).statusCode).toBe(404);
    expect((await call('GET', `Brief/${doc.d4}`, 'customer')).statusCode).toBe(404);
    expect((await call('GET', `Brief/${randomUUID()}`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', 'Brief/not-a-uuid', 'admin')).statusCode).toBe(400);
  });
});

/** Entry names of a zip (central directory), for archives without zip64 or comments. */
function zipEntries(buf: Buffer): string[] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(-1);
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(offset)).toBe(0x02014b50);
    const nameLength = buf.readUInt16LE(offset + 28);
    const extra = buf.readUInt16LE(offset + 30);
    const comment = buf.readUInt16LE(offset + 32);
    names.push(buf.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extra + comment;
  }
  return names;
}

describe('POST Brief/Zip', () => {
  it('streams the named visible documents with a sanitised file name; missing files are left out', async () => {
    const res = await call('POST', 'Brief/Zip', 'admin', { BriefIds: [doc.d1, doc.d2, doc.d3, doc.d6], OnlyUnread: false, FileName: '../../etc/Meine Briefe' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().Url;
    expect(url).toMatch(/^\/api\/v1\/Brief\/Zip\/[0-9a-f-]{36}\?license=LIC-A$/);
    const zip = await call('GET', url, 'admin');
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('filename="Meine Briefe.zip"');
    expect(zipEntries(zip.rawPayload).sort()).toEqual(['Police Anna (2).pdf', 'Police Anna.pdf']);
    expect(zip.rawPayload.includes('%PDF d2 content')).toBe(true);
  });

  it('defaults to all new documents and Dokumenteneingang_{date}.zip', async () => {
    const res = await call('POST', 'Brief/Zip', 'admin', { OnlyUnread: true });
    const zip = await call('GET', res.json().Url, 'admin');
    expect(zip.headers['content-disposition']).toContain(`Dokumenteneingang_${new Date().toISOString().slice(0, 10)}.zip`);
    // New with a file: d1 and d4 (d2 is read, d3's file is missing, e1 is licence B).
    expect(zipEntries(zip.rawPayload).sort()).toEqual(['Carla.pdf', 'Police Anna.pdf']);
    // The client's progress estimate: entries with a stored file row, their sizes plus headers.
    expect(Number(zip.headers['x-zip-entries'])).toBeGreaterThanOrEqual(2);
    expect(Number(zip.headers['x-zip-expected-bytes'])).toBeGreaterThan(zip.rawPayload.length / 2);
  });

  it('refuses foreign and unknown ids and never hands the Url to another user or licence', async () => {
    const foreign = await call('POST', 'Brief/Zip', 'admin', { BriefIds: [doc.d1, doc.e1] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('1 of the documents were not found');
    expect((await call('POST', 'Brief/Zip', 'customer', { BriefIds: [doc.d4] })).statusCode).toBe(404);
    expect((await call('POST', 'Brief/Zip', 'admin', { BriefIds: ['x'] })).statusCode).toBe(400);

    const url: string = (await call('POST', 'Brief/Zip', 'multi', { BriefIds: [doc.d1] })).json().Url;
    expect((await call('GET', url, 'admin')).statusCode).toBe(404);
    expect((await call('GET', url.replace(LICENSE_A, LICENSE_B), 'multi')).statusCode).toBe(404);
    expect((await call('GET', url, 'multi')).statusCode).toBe(200);
    // B's zip of "all new documents" has only B's document.
    const b = await call('POST', 'Brief/Zip', 'commercial', {}, LICENSE_B);
    expect(zipEntries((await call('GET', b.json().Url, 'commercial')).rawPayload)).toEqual(['Firma.pdf']);
  });

  it('never gives guests a zip (their answers are masked; files cannot be): 403', async () => {
    const res = await call('POST', 'Brief/Zip', 'guest', { BriefIds: [doc.d1] });
    expect(res.statusCode).toBe(403);
    const url: string = (await call('POST', 'Brief/Zip', 'admin', { BriefIds: [doc.d1] })).json().Url;
    expect((await call('GET', url, 'guest')).statusCode).toBe(403);
  });

  it('answers 404 once the Url has expired', async () => {
    const url: string = (await call('POST', 'Brief/Zip', 'admin', { BriefIds: [doc.d1] })).json().Url;
    const zipId = url.split('/').pop()!.split('?')[0]!;
    await t.database.db.update(zipRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(zipRequests.id, zipId));
    const res = await call('GET', url, 'admin');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Unknown or expired zip download');
  });
});

const upload = (who: string, parts: TPart[], license = LICENSE_A) => {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: `/api/v1/Brief/Upload?license=${license}`, headers: { cookie: cookies[who]!, ...body.headers }, payload: body.payload });
};

describe('POST Brief/Upload', () => {
  const countRows = async () => ({
    docs: (await t.database.db.select({ id: documents.id }).from(documents)).length,
    files: (await t.database.db.select({ id: files.id }).from(files)).length,
    stored: storedFiles().length,
  });

  it('stores a PDF linked to a visible customer, readable and downloadable afterwards', async () => {
    const before = await countRows();
    const res = await upload('admin', [
      { name: 'customerId', value: t.fixtures.customerA1 },
      { name: 'titel', value: 'Kündigung' },
      { name: 'brieftyp', value: 'ANTRAG' },
      { name: 'file', filename: 'Kündigung.pdf', data: PDF, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ Titel: 'Kündigung', FileName: 'Kündigung.pdf', MimeType: 'application/pdf', Size: PDF.length });
    expect(await countRows()).toEqual({ docs: before.docs + 1, files: before.files + 1, stored: before.stored + 1 });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, res.json().Id));
    expect(row).toMatchObject({ licenseId: LICENSE_A, customerId: t.fixtures.customerA1, brieftyp: 'ANTRAG', hasBeenUploaded: true });
    // The customer it belongs to can download it.
    const url = (await call('GET', `Brief/${res.json().Id}`, 'customer')).json().Url;
    expect((await call('GET', url, 'customer')).rawPayload.equals(PDF)).toBe(true);
  });

  it('strips paths and control characters from the file name', async () => {
    const res = await upload('caseworker', [{ name: 'file', filename: '../../etc/ev\u0001il.pdf', data: PDF }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().FileName).toBe('evil.pdf');
    expect(res.json().Titel).toBe('evil');
    expect(fs.existsSync(path.join(dataDir, 'etc'))).toBe(false);
  });

  it('refuses wrong types (also with a faked extension), oversize files and foreign links; nothing is stored', async () => {
    const before = await countRows();
    const exe = await upload('admin', [{ name: 'file', filename: 'rechnung.pdf', data: EXE }]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const fakedPng = await upload('admin', [{ name: 'file', filename: 'bild.pdf', data: PNG }]);
    expect(fakedPng.statusCode).toBe(415);
    const big = await upload('admin', [{ name: 'file', filename: 'gross.pdf', data: Buffer.concat([PDF, Buffer.alloc(DOCUMENT_UPLOAD_MAX_BYTES)]) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail: 'The file is larger than 20 MB' });

    const [customerB] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.licenseId, LICENSE_B));
    const foreign = await upload('admin', [
      { name: 'customerId', value: customerB!.id },
      { name: 'file', filename: 'x.pdf', data: PDF },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'customerId', message: 'Unknown record' }]);
    // The broker may not link a customer he does not look after (Carla, A3).
    const [carla] = await t.database.db.select({ id: customers.id }).from(customers).where(and(eq(customers.licenseId, LICENSE_A), eq(customers.amsidnr, 'A3')));
    expect((await upload('broker', [{ name: 'customerId', value: carla!.id }, { name: 'file', filename: 'x.pdf', data: PDF }])).statusCode).toBe(400);

    expect((await upload('admin', [{ name: 'file', filename: 'leer.pdf', data: Buffer.alloc(0) }])).statusCode).toBe(400);
    expect((await upload('admin', [{ name: 'titel', value: 'ohne Datei' }])).statusCode).toBe(400);
    expect((await upload('admin', [{ name: 'evil', value: 'x' }, { name: 'file', filename: 'x.pdf', data: PDF }])).statusCode).toBe(400);
    expect((await upload('admin', [{ name: 'brieftyp', value: "'; drop" }, { name: 'file', filename: 'x.pdf', data: PDF }])).statusCode).toBe(400);
    const guest = await upload('guest', [{ name: 'file', filename: 'x.pdf', data: PDF }]);
    expect(guest.statusCode).toBe(403);
    expect((await upload('admin', [{ name: 'file', filename: 'x.pdf', data: PDF }], LICENSE_B)).statusCode).toBe(403);
    const json = await call('POST', 'Brief/Upload', 'admin', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await countRows()).toEqual(before);
  });

  it('recognises Office documents by their zip structure ([Content_Types].xml and the main part), never by a byte string', async () => {
    const before = await countRows();
    const docx = await zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      '_rels/.rels': '<Relationships/>',
      'word/document.xml': '<w:document/>',
    });
    const ok = await upload('admin', [{ name: 'file', filename: 'Antrag.docx', data: docx }]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ FileName: 'Antrag.docx', MimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const afterDocx = await countRows();

    // A plain zip named .docx (even one that mentions word/ in an entry name): 415.
    const renamed = await zipOf({ 'word/document.xml.txt': 'hello', 'notes.txt': 'word/' });
    expect((await upload('admin', [{ name: 'file', filename: 'Antrag.docx', data: renamed }])).statusCode).toBe(415);
    // The content-types part without the Word main part (a spreadsheet package): 415.
    const xlsx = await zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    expect((await upload('admin', [{ name: 'file', filename: 'Tabelle.docx', data: xlsx }])).statusCode).toBe(415);
    // A zip signature with garbage after it, and a truncated real one: 415, never 500.
    expect((await upload('admin', [{ name: 'file', filename: 'kaputt.docx', data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]) }])).statusCode).toBe(415);
    expect((await upload('admin', [{ name: 'file', filename: 'halb.docx', data: docx.subarray(0, docx.length - 30) }])).statusCode).toBe(415);
    expect(await countRows()).toEqual(afterDocx);
    expect(afterDocx).not.toEqual(before);
  });

  it('removes the stored file again when the rows cannot be written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-fail-'));
    const storage = createLocalStorage(dir);
    const failingDb = { transaction: () => Promise.reject(new Error('database down')) } as unknown as Db;
    const ctx = {
      userId: randomUUID(),
      licenseId: LICENSE_A,
      membership: { role: 'employee', customerId: null, intermediaryId: null },
      permission: { readOnly: false },
    } as unknown as TLicenseContext;
    await expect(uploadDocument({ db: failingDb, storage, ctx, file: { data: PDF, fileName: 'a.pdf' }, fields: {} })).rejects.toThrow('database down');
    expect(fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile())).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('POST Brief/ReadStatus/All', () => {
  it('marks the given ids, refusing ids of another licence without changing anything', async () => {
    const foreign = await call('POST', 'Brief/ReadStatus/All', 'caseworker', { Ids: [doc.d4, doc.e1] });
    expect(foreign.statusCode).toBe(404);
    expect(await newDocuments('admin')).toBe(5);
    const some = await call('POST', 'Brief/ReadStatus/All', 'caseworker', { Ids: [doc.d4, doc.d2] });
    expect(some.json()).toEqual({ Success: true, Count: 1 }); // d2 was read already
    expect(await newDocuments('admin')).toBe(4);
  });

  it('is refused without permission or in read-only mode', async () => {
    expect((await call('POST', 'Brief/ReadStatus/All', 'broker', {})).statusCode).toBe(403);
    expect((await call('POST', 'Brief/ReadStatus/All', 'guest', {})).statusCode).toBe(403);
    expect(await newDocuments('admin')).toBe(4);
  });

  it('marks every new visible document when no ids are given, only in the licence', async () => {
    const all = await call('POST', 'Brief/ReadStatus/All', 'multi', {});
    expect(all.json()).toEqual({ Success: true, Count: 4 });
    expect(await newDocuments('admin')).toBe(0);
    expect(await newDocuments('multi', LICENSE_B)).toBe(1);
  });
});

describe('zip of many documents', () => {
  it('pages through the documents and streams every file once', async () => {
    const db = t.database.db;
    const storage = createLocalStorage(filesRoot(dataDir));
    const n = 450; // more than two pages of the zip's document query
    const fileRows = [];
    for (let i = 0; i < n; i++) {
      const key = `${LICENSE_B}/many-${i}.pdf`;
      await storage.put(key, Buffer.from(`%PDF many ${i}`), 'application/pdf');
      fileRows.push({ licenseId: LICENSE_B, storageKey: key, fileName: `Brief ${i % 10}.pdf`, mimeType: 'application/pdf', sizeBytes: 10, sha256: 'x' });
    }
    const inserted = await db.insert(files).values(fileRows).returning({ id: files.id });
    await db.insert(documents).values(inserted.map((f, i) => ({ licenseId: LICENSE_B, titel: `many ${i}`, brieftyp: 'POLICE', fileId: f.id })));
    const res = await call('POST', 'Brief/Zip', 'commercial', { OnlyUnread: true }, LICENSE_B);
    const zip = await call('GET', res.json().Url, 'commercial');
    expect(zip.statusCode).toBe(200);
    const names = zipEntries(zip.rawPayload);
    expect(names).toHaveLength(n + 1); // and e1
    expect(new Set(names).size).toBe(n + 1);
    expect(names).toContain('Brief 3 (45).pdf');
  });
});

describe('OpenAPI', () => {
  it('describes the documents and tag routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: cookies.admin! } });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/v1/Brief/ReadStatus', '/api/v1/Brief/ReadStatus/All', '/api/v1/Brief/Zip', '/api/v1/Brief/Upload', '/api/v1/Brief/{id}/File', '/api/v1/Brief/TagSubscription']) {
      expect(paths).toContain(p);
    }
  });
});
