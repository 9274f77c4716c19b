/** The form PDFs through the API: render, download, caching by Version, who may, the transfer's documents and the IVK card. */
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument, PDFSignature } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, contractLineData, contracts, documents, files, formProducts, formRisks, processes } from '../../../platform/db/schema.js';
import { findMembership, toPermissionContext } from '../../../platform/memberships.js';
import { DEMO_FORMS } from '../../../seed/demo-forms.js';
import { LICENSE_A, LICENSE_B } from '../../../test-support/fixtures.js';
import { multipartBody, TINY_PDF } from '../../../test-support/multipart-body.js';
import { createTestApp, loginMembers, type TTestApp } from '../../../test-support/test-app.js';
import { transferFormRisk } from '../service.js';
import { pdfText } from './pdf-text.testing.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
let claimProduct: string;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await loginMembers(t.app, ['admin', 'caseworker', 'broker', 'customer', 'reporter', 'commercial']));
  const claimReport = DEMO_FORMS.find((f) => f.key === 'schadenmeldung')!;
  const [row] = await t.database.db.insert(formProducts).values({ licenseId: LICENSE_A, name: claimReport.name, definition: claimReport.definition, startRoles: [] }).returning({ id: formProducts.id });
  claimProduct = row!.id;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const licenseOf = (who: string) => (who === 'commercial' ? LICENSE_B : LICENSE_A);
const call = (method: 'GET' | 'POST', who: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: url.includes('license=') ? url : `/api/v1/${url}${url.includes('?') ? '&' : '?'}license=${licenseOf(who)}`, headers: { cookie: cookies[who]!, ...headers }, ...(payload ? { payload } : {}) });

async function startRisk(who: string, productId: string, data: Record<string, unknown>): Promise<{ riskId: string; version: number }> {
  const created = await call('POST', who, 'Forms/Risk', { ProductId: productId });
  expect(created.statusCode, created.body).toBe(201);
  const riskId = created.json().RiskId as string;
  const saved = await call('POST', who, `Forms/Risk/${riskId}`, { Data: data, Version: 1 });
  expect(saved.statusCode, saved.body).toBe(200);
  return { riskId, version: saved.json().Version as number };
}

const CLAIM = {
  Vorname: 'Żaneta',
  Nachname: 'Größer',
  Versicherungsnummer: 'HR-4711',
  EMail: 'zaneta@example.test',
  Schadentag: '2026-01-05',
  Schadenart: 'Feuer',
  // Shown only for 'Sonstiges': kept in the data (a show condition does not clear), never printed.
  SchadenartSonstiges: 'GEHEIMER TEXT',
  Schadenort: 'Hauptstraße 1, 10115 Berlin',
  Hergang: 'Beim Kochen hat die Pfanne Feuer gefangen.',
  Schadenhoehe: 1234.5,
  Polizei: 'Nein',
  ZeugenVorhanden: true,
  Zeugen: [{ ZeugeName: 'Max Muster', ZeugeTelefon: '+49 30 1234567' }, { ZeugeName: 'Ola Nowak' }],
  Fotos: [{ Id: 'f1', Name: 'Küche.jpg', Size: 1000, Type: 'image/jpeg' }],
};

type TListGfm = { Id: string; Name: string; Url: string; SignatureFields: string[] | null }[];

describe('render a risk', () => {
  it('renders the answers as a PDF with its signature field, leaving hidden controls out', async () => {
    const { riskId, version } = await startRisk('customer', claimProduct, CLAIM);
    const res = await call('POST', 'customer', `Forms/Risk/${riskId}/Render`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().listGfm as TListGfm;
    expect(list).toEqual([{ Id: `v${version}-schadenmeldung`, Name: 'Schadenmeldung', Url: `/api/v1/Forms/Risk/${riskId}/Documents/v${version}-schadenmeldung?license=${LICENSE_A}`, SignatureFields: ['Anspruchsteller'] }]);

    const pdf = await call('GET', 'customer', list[0]!.Url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('inline; filename="Schadenmeldung.pdf"');
    expect(pdf.headers.etag).toMatch(/^".+"$/);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getForm().getFields().map((f) => [f.getName(), f instanceof PDFSignature])).toEqual([['Anspruchsteller', true]]);

    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Schadenmeldung', 'Makler A GmbH', 'customer Fixture', 'Żaneta', 'Größer', 'HR-4711', '05.01.2026', 'Feuer', '1.234,50 €', 'Max Muster', 'Ola Nowak', 'Zeuge 1', 'Zeuge 2', 'Küche.jpg', 'Unterschrift Anspruchsteller/in']) {
      expect(text, expected).toContain(expected);
    }
    // The police answer 'Nein' hides and clears the police fields; the 'Sonstiges' text is hidden.
    expect(text).toMatch(/Wurde die Polizei hinzugezogen\?\s+Nein/);
    expect(text).not.toContain('GEHEIMER TEXT');
    expect(text).not.toContain('Welcher Schaden ist entstanden?');
    expect(text).not.toContain('Polizeidienststelle');
  });

  it('reuses the documents of an unchanged Version and renders anew after a save', async () => {
    const { riskId, version } = await startRisk('customer', claimProduct, CLAIM);
    const put = vi.spyOn(t.app.storage, 'put');
    const first = (await call('POST', 'customer', `Forms/Risk/${riskId}/Render`)).json().listGfm as TListGfm;
    const again = (await call('POST', 'customer', `Forms/Risk/${riskId}/Render`)).json().listGfm as TListGfm;
    expect(again).toEqual(first);
    // One PDF and the note of the rendering.
    expect(put.mock.calls.map((c) => c[2])).toEqual(['application/pdf', 'application/json']);

    const saved = await call('POST', 'customer', `Forms/Risk/${riskId}`, { Data: { ...CLAIM, Nachname: 'Kleiner' }, Version: version });
    const next = (await call('POST', 'customer', `Forms/Risk/${riskId}/Render`)).json().listGfm as TListGfm;
    expect(next[0]!.Id).toBe(`v${saved.json().Version}-schadenmeldung`);
    expect(put.mock.calls.filter((c) => c[2] === 'application/pdf')).toHaveLength(2);
    expect(await pdfText((await call('GET', 'customer', next[0]!.Url)).rawPayload)).toContain('Kleiner');
    // Only the latest rendering is kept: the earlier version's file is removed.
    expect((await call('GET', 'customer', first[0]!.Url)).statusCode).toBe(404);
  });

  it('answers 304 to a current ETag, 404 to a document never rendered, 400 to a malformed id', async () => {
    const { riskId, version } = await startRisk('customer', claimProduct, CLAIM);
    const url = ((await call('POST', 'customer', `Forms/Risk/${riskId}/Render`)).json().listGfm as TListGfm)[0]!.Url;
    const etag = String((await call('GET', 'customer', url)).headers.etag);
    const cached = await call('GET', 'customer', url, undefined, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const base = `Forms/Risk/${riskId}/Documents`;
    expect((await call('GET', 'customer', `${base}/v${version + 1}-schadenmeldung`)).statusCode).toBe(404);
    expect((await call('GET', 'customer', `${base}/v${version}-anderes`)).statusCode).toBe(404);
    const bad = await call('GET', 'customer', `${base}/..%2Fetc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('documentId');
  });

  it('lets only who may see the risk render and download it', async () => {
    const { riskId } = await startRisk('customer', claimProduct, CLAIM);
    const url = ((await call('POST', 'admin', `Forms/Risk/${riskId}/Render`)).json().listGfm as TListGfm)[0]!.Url;
    expect((await call('GET', 'caseworker', url)).statusCode).toBe(200);
    for (const who of ['broker', 'reporter']) {
      expect((await call('POST', who, `Forms/Risk/${riskId}/Render`)).statusCode, who).toBe(404);
      expect((await call('GET', who, url)).statusCode, who).toBe(404);
    }
    expect((await call('POST', 'guest', `Forms/Risk/${riskId}/Render`)).statusCode).toBe(403);
    // Another licence's risk: 404 by id in the own licence, 403 when naming the licence one does not hold.
    const riskB = t.fixtures.formRisks[LICENSE_B];
    expect((await call('POST', 'admin', `Forms/Risk/${riskB}/Render`)).statusCode).toBe(404);
    expect((await call('POST', 'admin', `/api/v1/Forms/Risk/${riskB}/Render?license=${LICENSE_B}`)).statusCode).toBe(403);
    expect((await call('GET', 'commercial', url.replace(`license=${LICENSE_A}`, `license=${LICENSE_B}`))).statusCode).toBe(404);
  });

  it('renders a form without declared documents as one document named after it', async () => {
    const res = await call('POST', 'customer', `Forms/Risk/${t.fixtures.formRisks[LICENSE_A]}/Render`);
    expect(res.json().listGfm).toEqual([expect.objectContaining({ Name: 'Kleine Schadenmeldung', SignatureFields: null })]);
    expect(await pdfText((await call('GET', 'customer', res.json().listGfm[0].Url)).rawPayload)).toContain('Anna Eins');
  });
});

describe('transfer with documents', () => {
  const processCount = async () => (await t.database.db.select({ id: processes.id }).from(processes).where(eq(processes.licenseId, LICENSE_A))).length;

  it('files the rendered PDFs with the process: on its message and as its documents', async () => {
    const { riskId } = await startRisk('customer', claimProduct, CLAIM);
    const res = await call('POST', 'customer', `Forms/Risk/${riskId}/Transfer`);
    expect(res.statusCode, res.body).toBe(200);
    const processId = res.json().ProcessId as string;

    const detail = await call('GET', 'admin', `Vorgang/${processId}`);
    const attached = detail.json().Messages[0].Files as { Id: string; FileName: string; MimeType: string; Url: string }[];
    expect(attached.map((f) => [f.FileName, f.MimeType])).toEqual([['Schadenmeldung.pdf', 'application/pdf']]);
    const file = await call('GET', 'admin', `${attached[0]!.Url}?license=${LICENSE_A}`);
    expect(file.statusCode).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Żaneta');
    expect((await PDFDocument.load(file.rawPayload)).getForm().getSignature('Anspruchsteller')).toBeInstanceOf(PDFSignature);

    const [doc] = await t.database.db.select().from(documents).where(and(eq(documents.licenseId, LICENSE_A), eq(documents.processId, processId)));
    expect(doc).toMatchObject({ titel: 'Schadenmeldung', brieftyp: 'SCHADENMELDUNG', customerId: t.fixtures.customerA1 });
    // The customer finds it among their documents too.
    expect((await call('GET', 'customer', `Brief/${doc!.id}/File`)).statusCode).toBe(200);
  });

  it('leaves nothing behind when the rendering cannot be stored', async () => {
    const { riskId } = await startRisk('customer', claimProduct, CLAIM);
    const before = await processCount();
    vi.spyOn(t.app.storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    // Through the service: a storage failure is a 500, which the API tests' answer contract does not let through.
    const userId = t.fixtures.userIds.customer;
    const found = (await findMembership(t.database.db, { id: userId, isGuest: false }, LICENSE_A))!;
    const ctx = { userId, licenseId: LICENSE_A, ...found, permission: toPermissionContext(found, false) };
    await expect(transferFormRisk({ db: t.database.db, bus: t.app.eventBus, storage: t.app.storage, ctx, riskId })).rejects.toThrow('disk full');
    expect(await processCount()).toBe(before);
    const [risk] = await t.database.db.select({ status: formRisks.status, processId: formRisks.processId }).from(formRisks).where(eq(formRisks.id, riskId));
    expect(risk).toEqual({ status: 'draft', processId: null });
  });

  it('removes its stored PDFs when the risk is saved meanwhile, and files nothing', async () => {
    const { riskId, version } = await startRisk('customer', claimProduct, CLAIM);
    const before = await processCount();
    const store = t.app.storage.put.bind(t.app.storage);
    // While the transfer stores its PDF, another tab saves: the transfer's conditional write then finds no draft.
    const put = vi.spyOn(t.app.storage, 'put').mockImplementationOnce(async (key, data, type) => {
      expect((await call('POST', 'customer', `Forms/Risk/${riskId}`, { Data: { ...CLAIM, Nachname: 'Zweiter Tab' }, Version: version })).statusCode).toBe(200);
      await store(key, data, type);
    });
    const remove = vi.spyOn(t.app.storage, 'remove');
    const res = await call('POST', 'customer', `Forms/Risk/${riskId}/Transfer`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('VERSION_CONFLICT');
    const stored = put.mock.calls.map((c) => c[0]);
    expect(stored).toHaveLength(1);
    expect(remove.mock.calls.map((c) => c[0])).toEqual(stored);
    expect(await t.app.storage.exists(stored[0]!)).toBe(false);
    expect(await processCount()).toBe(before);
    expect((await t.database.db.select({ id: files.id }).from(files).where(eq(files.storageKey, stored[0]!))).length).toBe(0);
  });
});

describe('transfer of a risk\'s uploads', () => {
  it('attaches the uploads the data names as they are (message files and documents), and removes the others', async () => {
    const created = await call('POST', 'customer', 'Forms/Risk', { ProductId: claimProduct });
    const riskId = created.json().RiskId as string;
    const upload = async (filename: string) => {
      const body = multipartBody([{ name: 'control', value: 'Fotos' }, { name: 'file', filename, data: TINY_PDF, contentType: 'application/pdf' }]);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/Forms/Risk/${riskId}/Files?license=${LICENSE_A}`, headers: { cookie: cookies.customer!, ...body.headers }, payload: body.payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { Id: string; Name: string; Size: number; Type: string };
    };
    const kept = await upload('Rechnung.pdf');
    const dropped = await upload('Entwurf.pdf');
    const saved = await call('POST', 'customer', `Forms/Risk/${riskId}`, { Data: { ...CLAIM, Fotos: [kept] }, Version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await call('POST', 'customer', `Forms/Risk/${riskId}/Transfer`);
    expect(res.statusCode, res.body).toBe(200);
    const processId = res.json().ProcessId as string;

    const detail = await call('GET', 'admin', `Vorgang/${processId}`);
    expect(detail.json().Messages[0].Files.map((f: { Id: string; FileName: string }) => f.FileName)).toEqual(['Schadenmeldung.pdf', 'Rechnung.pdf']);
    const docs = await t.database.db.select().from(documents).where(eq(documents.processId, processId));
    expect(docs.map((d) => [d.titel, d.brieftyp]).sort()).toEqual([['Rechnung.pdf', 'SONSTIGES'], ['Schadenmeldung', 'SCHADENMELDUNG']]);
    expect(docs.find((d) => d.titel === 'Rechnung.pdf')!.fileId).toBe(kept.Id);
    // The PDF names the upload by its file name.
    expect(await pdfText((await call('GET', 'admin', `Vorgang/${processId}/Files/${docs.find((d) => d.titel === 'Schadenmeldung')!.fileId}`)).rawPayload)).toContain('Rechnung.pdf');
    // The upload the data no longer names is gone.
    expect((await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, dropped.Id))).length).toBe(0);
  });
});

describe('international insurance card', () => {
  let motorA: string;
  let offerA: string;
  let endedA: string;
  let liabilityA: string;
  let motorB: string;

  beforeAll(async () => {
    const db = t.database.db;
    const ids = async (license: string, nr: string) => (await db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.licenseId, license), eq(contracts.vertragsnr, nr))))[0]!.id;
    motorA = await ids(LICENSE_A, 'A1-1');
    offerA = await ids(LICENSE_A, 'A1-2');
    // A2-2: a policy that is no longer active.
    endedA = await ids(LICENSE_A, 'A2-2');
    motorB = await ids(LICENSE_B, 'B1-1');
    const [insurer] = await db.insert(companies).values({ licenseId: LICENSE_A, suchname: 'Kompaktkraft Versicherung AG', matchcode: 'Erika Bearbeiterin', strasse: 'Am Ring 2', plz: '50667', ort: 'Köln' }).returning({ id: companies.id });
    await db.update(contracts).set({ companyId: insurer!.id, vertragsbeginn: '2026-01-01', vertragsablauf: '2026-12-31' }).where(eq(contracts.id, motorA));
    await db.insert(contractLineData).values([
      { licenseId: LICENSE_A, contractId: motorA, typ: 'KOMPAKTKRAFT', data: { kennzeichen: 'K-ŁÖ 123', fahrzeugmarke: 'Škoda', fahrzeugmodell: 'Octavia' } },
      { licenseId: LICENSE_A, contractId: motorA, typ: 'ZUS_KOMPAKTKRAFT', data: { Schutzbrief: 'Ja' } },
    ]);
    const [liability] = await db
      .insert(contracts)
      .values({ licenseId: LICENSE_A, customerId: t.fixtures.customerA1, vertragsnr: 'A1-H', typ: 'KOMPAKTHAFT', status: 'POLICE', computedStatus: 'Police' })
      .returning({ id: contracts.id });
    liabilityA = liability!.id;
  });

  const ivk = (who: string, contractId: string) => call('GET', who, `Forms/PdfForm/IVK?contractId=${contractId}`);

  it('fills the card of a motor contract from the contract, its customer, insurer and vehicle', async () => {
    const res = await ivk('admin', motorA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const form = (await PDFDocument.load(res.rawPayload)).getForm();
    const value = (name: string) => form.getTextField(name).getText();
    expect(value('Land')).toBe('D');
    expect(value('Versicherungsnummer')).toBe('A1-1');
    // The matchcode is the insurer's clerk (spec 000: labelled Bearbeiter), not its code: the field stays empty.
    expect(value('Versicherercode')).toBeUndefined();
    expect(value('GueltigVon')).toBe('01.01.2026');
    expect(value('GueltigBis')).toBe('31.12.2026');
    expect(value('Kennzeichen')).toBe('K-ŁÖ 123');
    expect(value('Fahrzeugmarke')).toBe('Škoda Octavia');
    expect(value('Fahrzeugart')).toBe('A');
    expect(value('Versicherer')).toContain('Kompaktkraft Versicherung AG');
    expect(value('Versicherungsnehmer')).toMatch(/\S/);
    expect(await pdfText(res.rawPayload)).toContain('INTERNATIONALE VERSICHERUNGSKARTE');
    // The customer's own contract: the customer gets it too.
    expect((await ivk('customer', motorA)).statusCode).toBe(200);
  });

  it('refuses what is no motor policy (400 naming contractId) and contracts out of reach (404)', async () => {
    for (const id of [liabilityA, offerA, endedA]) {
      const res = await ivk('admin', id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('contractId');
    }
    expect((await ivk('admin', motorB)).statusCode).toBe(404);
    expect((await ivk('reporter', motorA)).statusCode).toBe(404);
    expect((await ivk('guest', motorA)).statusCode).toBe(403);
    expect((await ivk('commercial', motorA)).statusCode).toBe(404);
    const missing = await call('GET', 'admin', 'Forms/PdfForm/IVK');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('contractId');
  });

  it('leaves the documents table of other tests alone', async () => {
    // (A guard of this file: the card is generated on demand and stored nowhere.)
    const before = await t.database.db.select({ id: documents.id }).from(documents).where(inArray(documents.licenseId, [LICENSE_A, LICENSE_B]));
    await ivk('admin', motorA);
    const after = await t.database.db.select({ id: documents.id }).from(documents).where(inArray(documents.licenseId, [LICENSE_A, LICENSE_B]));
    expect(after.length).toBe(before.length);
  });
});
