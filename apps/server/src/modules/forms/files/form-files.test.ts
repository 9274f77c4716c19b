/** Uploads into a form risk and their downloads, end to end on the test fixtures (docs/api-forms.md). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_RISK_MAX_FILES } from '@portal/domain';
import { files, formRiskFiles, formRisks } from '../../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../../test-support/fixtures.js';
import { multipartBody, TINY_PDF, type TPart } from '../../../test-support/multipart-body.js';
import { createTestApp, loginMembers, type TTestApp } from '../../../test-support/test-app.js';
import { insertImportTestProduct } from '../ai-import/import-test-form.js';
import { filesOfRisk, pruneUnreferencedRiskFiles, UNREFERENCED_FILE_DAYS } from './service.js';

/** The first bytes of a PNG: enough for the check by content. */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let t: TTestApp;
let dataDir: string;
const cookies: Record<string, string> = {};
const products: Record<string, string> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'form-files-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  Object.assign(cookies, await loginMembers(t.app, ['admin', 'caseworker', 'broker', 'customer', 'reporter', 'commercial']));
  products[LICENSE_A] = await insertImportTestProduct(t.database.db, LICENSE_A);
  products[LICENSE_B] = await insertImportTestProduct(t.database.db, LICENSE_B);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const licenseOf = (who: string) => (who === 'commercial' ? LICENSE_B : LICENSE_A);
const url = (who: string, rest: string, license = licenseOf(who)) => `/api/v1/${rest}?license=${license}`;

async function startRisk(who: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: url(who, 'Forms/Risk'), headers: { cookie: cookies[who]! }, payload: { ProductId: products[licenseOf(who)] } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { RiskId: string }).RiskId;
}

const pdfPart = (filename = 'Beleg.pdf', data: Buffer = TINY_PDF): TPart => ({ name: 'file', filename, data, contentType: 'application/pdf' });

function upload(who: string, riskId: string, parts: TPart[], license?: string) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: url(who, `Forms/Risk/${riskId}/Files`, license), headers: { cookie: cookies[who]!, ...body.headers }, payload: body.payload });
}
const download = (who: string, riskId: string, fileId: string, license?: string) =>
  t.app.inject({ method: 'GET', url: url(who, `Forms/Risk/${riskId}/Files/${fileId}`, license), headers: { cookie: cookies[who]! } });

describe('uploads into a form risk', () => {
  it('stores a PDF and answers what the control holds; the owner and staff download it', async () => {
    const riskId = await startRisk('customer');
    const pdf = Buffer.concat([TINY_PDF, Buffer.from('% Rechnung Nr. 4711\n')]);
    const res = await upload('customer', riskId, [pdfPart('Rechnung März.pdf', pdf), { name: 'control', value: 'Belege' }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as { Id: string; Name: string; Size: number; Type: string };
    expect(file).toEqual({ Id: expect.any(String), Name: 'Rechnung März.pdf', Size: pdf.length, Type: 'application/pdf' });

    for (const who of ['customer', 'admin', 'caseworker']) {
      const got = await download(who, riskId, file.Id);
      expect(got.statusCode, who).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(String(got.headers['content-disposition'])).toContain("filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf");
      expect(got.rawPayload.equals(pdf)).toBe(true);
    }
    const [link] = await t.database.db.select().from(formRiskFiles).where(eq(formRiskFiles.fileId, file.Id));
    expect(link).toMatchObject({ licenseId: LICENSE_A, riskId, controlName: 'Belege' });
  });

  it('keeps the files out of reach of everyone who may not see the risk', async () => {
    const riskId = await startRisk('customer');
    const file = (await upload('customer', riskId, [pdfPart()])).json() as { Id: string };
    // Members of the licence who do not see the risk: as if it did not exist.
    for (const who of ['broker', 'reporter']) {
      expect((await download(who, riskId, file.Id)).statusCode, who).toBe(404);
      expect((await upload(who, riskId, [pdfPart()])).statusCode, who).toBe(404);
    }
    expect((await download('guest', riskId, file.Id)).statusCode).toBe(403);
    // Another licence: refused by name, not found by id.
    expect((await download('commercial', riskId, file.Id, LICENSE_A)).statusCode).toBe(403);
    expect((await upload('commercial', riskId, [pdfPart()], LICENSE_A)).statusCode).toBe(403);
    expect((await download('commercial', riskId, file.Id)).statusCode).toBe(404);
    expect((await upload('commercial', riskId, [pdfPart()])).statusCode).toBe(404);
    // A file of another risk is not found under this one.
    const other = await startRisk('customer');
    expect((await download('customer', other, file.Id)).statusCode).toBe(404);
  });

  it('recognises files by their content: text disguised as a PDF, or a PNG named .pdf, is refused naming the file', async () => {
    const riskId = await startRisk('customer');
    const disguised = await upload('customer', riskId, [pdfPart('Beleg.pdf', Buffer.from('nur Text, kein PDF'))]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ path: 'file' }] });
    const misnamed = await upload('customer', riskId, [pdfPart('Foto.pdf', PNG_MAGIC)]);
    expect(misnamed.statusCode).toBe(415);
    const png = await upload('customer', riskId, [{ name: 'file', filename: 'Foto.png', data: PNG_MAGIC, contentType: 'image/png' }]);
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ Name: 'Foto.png', Type: 'image/png' });
    const none = await upload('customer', riskId, [{ name: 'control', value: 'Belege' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: [{ path: 'file' }] });
  });

  it('applies the named upload control\'s formats, and refuses a name that is no upload control', async () => {
    const riskId = await startRisk('customer');
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const photo: TPart = { name: 'file', filename: 'Foto.jpg', data: jpeg, contentType: 'image/jpeg' };
    const refused = await upload('customer', riskId, [photo, { name: 'control', value: 'Belege' }]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errors[0].message).toContain('.pdf, .png');
    expect((await upload('customer', riskId, [photo, { name: 'control', value: 'Fotos' }])).statusCode).toBe(201);
    for (const [control, message] of [['Gibtsnicht', 'no control'], ['Import', 'Not an upload control']] as const) {
      const res = await upload('customer', riskId, [pdfPart(), { name: 'control', value: control }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'control', message: expect.stringContaining(message) }] });
    }
    const unknownField = await upload('customer', riskId, [pdfPart(), { name: 'Kontrolle', value: 'Belege' }]);
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({ errors: [{ path: 'Kontrolle' }] });
  });

  it('takes no file once the risk is transferred (409), and stores nothing then', async () => {
    const riskId = await startRisk('customer');
    await t.database.db.update(formRisks).set({ status: 'transferred' }).where(and(eq(formRisks.licenseId, LICENSE_A), eq(formRisks.id, riskId)));
    const before = (await t.database.db.select().from(files)).length;
    const res = await upload('customer', riskId, [pdfPart()]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'FORM_TRANSFERRED' });
    expect((await t.database.db.select().from(files)).length).toBe(before);
  });

  it(`holds at most ${FORM_RISK_MAX_FILES} files per risk (413)`, async () => {
    const riskId = await startRisk('customer');
    for (let i = 0; i < FORM_RISK_MAX_FILES; i++) expect((await upload('customer', riskId, [pdfPart(`B${i}.pdf`)])).statusCode).toBe(201);
    const res = await upload('customer', riskId, [pdfPart('zu viel.pdf')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [{ path: 'file' }] });
  });
});

describe('the files of a risk for the transfer, and their clean-up', () => {
  it('lists the files, or those the data refers to, and removes the others with their stored objects', async () => {
    const riskId = await startRisk('customer');
    const kept = (await upload('customer', riskId, [pdfPart('behalten.pdf')])).json() as { Id: string; Name: string; Size: number; Type: string };
    const dropped = (await upload('customer', riskId, [pdfPart('verworfen.pdf')])).json() as { Id: string };
    const data = { Belege: [kept], Zeugen: [{ Foto: [{ Id: '00000000-0000-4000-8000-000000000000' }] }] };
    expect((await filesOfRisk(t.database.db, LICENSE_A, riskId)).map((f) => f.fileName)).toEqual(['behalten.pdf', 'verworfen.pdf']);
    const referenced = await filesOfRisk(t.database.db, LICENSE_A, riskId, data);
    expect(referenced).toEqual([expect.objectContaining({ fileId: kept.Id, fileName: 'behalten.pdf', mimeType: 'application/pdf', storageKey: expect.stringMatching(/^l.+\/forms\/.+\.pdf$/) })]);
    // Another licence's call finds nothing of this risk.
    expect(await filesOfRisk(t.database.db, LICENSE_B, riskId)).toEqual([]);

    expect(await pruneUnreferencedRiskFiles({ db: t.database.db, storage: t.app.storage, licenseId: LICENSE_A, riskId, data })).toBe(1);
    expect((await download('customer', riskId, dropped.Id)).statusCode).toBe(404);
    expect((await download('customer', riskId, kept.Id)).statusCode).toBe(200);
    expect(await t.database.db.select().from(files).where(eq(files.id, dropped.Id))).toEqual([]);
  });

  it(`removes a draft's files its data has not named for ${UNREFERENCED_FILE_DAYS} days when the next one is uploaded`, async () => {
    const riskId = await startRisk('customer');
    const old = (await upload('customer', riskId, [pdfPart('alt.pdf')])).json() as { Id: string };
    const recent = (await upload('customer', riskId, [pdfPart('neu.pdf')])).json() as { Id: string };
    const longAgo = new Date(Date.now() - (UNREFERENCED_FILE_DAYS + 1) * 24 * 60 * 60 * 1000);
    await t.database.db.update(formRiskFiles).set({ createdAt: longAgo }).where(eq(formRiskFiles.fileId, old.Id));
    expect((await upload('customer', riskId, [pdfPart('noch einer.pdf')])).statusCode).toBe(201);
    const names = (await filesOfRisk(t.database.db, LICENSE_A, riskId)).map((f) => f.fileId);
    expect(names).not.toContain(old.Id);
    expect(names).toContain(recent.Id);
  });
});
