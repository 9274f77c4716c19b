/**
 * The AI document import end to end: the built-in extractor on a real PDF, the remote one against a local fake
 * OpenAI-compatible service started here (its answers, its errors, its silence), bad input and other licences.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formRisks } from '../../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../../test-support/fixtures.js';
import { multipartBody, type TPart } from '../../../test-support/multipart-body.js';
import { createTestApp, login, loginAsGuest, testConfig, type TTestApp } from '../../../test-support/test-app.js';
import { compileForm, ZFormDefinition } from '@portal/forms';
import { importFields } from './import-fields.js';
import { IMPORT_TEST_FORM, insertImportTestProduct, pdfWithText } from './import-test-form.js';
import { remoteExtractor } from './remote-extractor.js';

type TFakeMode = 'answer' | 'fenced' | 'status500' | 'notJson' | 'silent';
/** The fake AI service: what it does next, and what it was sent. */
const fake = { mode: 'answer' as TFakeMode, answer: {} as Record<string, unknown>, requests: [] as { headers: IncomingMessage['headers']; url: string; body: Record<string, unknown> }[] };
let server: Server;
let baseUrl: string;

function startFakeAi(): Promise<void> {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      fake.requests.push({ headers: req.headers, url: req.url ?? '', body: JSON.parse(raw) as Record<string, unknown> });
      if (fake.mode === 'silent') return; // never answers: the import's timeout must end the wait
      if (fake.mode === 'status500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      const content = fake.mode === 'notJson' ? 'Gern! Die Versicherungsnummer ist VS-1.' : fake.mode === 'fenced' ? `\`\`\`json\n${JSON.stringify(fake.answer)}\n\`\`\`` : JSON.stringify(fake.answer);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      resolve();
    }),
  );
}

let builtin: TTestApp;
let remote: TTestApp;
const cookies = new Map<TTestApp, Record<string, string>>();
const products = new Map<TTestApp, Record<string, string>>();

async function prepare(t: TTestApp): Promise<void> {
  const c: Record<string, string> = {};
  for (const key of ['admin', 'broker', 'customer', 'commercial'] as const) c[key] = await login(t.app, emailOf(key));
  c.guest = await loginAsGuest(t.app, LICENSE_A);
  cookies.set(t, c);
  products.set(t, { [LICENSE_A]: await insertImportTestProduct(t.database.db, LICENSE_A), [LICENSE_B]: await insertImportTestProduct(t.database.db, LICENSE_B) });
}

beforeAll(async () => {
  await startFakeAi();
  builtin = await createTestApp();
  remote = await createTestApp({ env: { AI_BASE_URL: baseUrl, AI_API_KEY: 'test-key-123', AI_TIMEOUT_SECONDS: '0.5' } });
  await prepare(builtin);
  await prepare(remote);
});
afterAll(async () => {
  await builtin.close();
  await remote.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const licenseOf = (who: string) => (who === 'commercial' ? LICENSE_B : LICENSE_A);

async function startRisk(t: TTestApp, who = 'customer'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/Forms/Risk?license=${licenseOf(who)}`, headers: { cookie: cookies.get(t)![who]! }, payload: { ProductId: products.get(t)![licenseOf(who)] } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { RiskId: string }).RiskId;
}

function importInto(t: TTestApp, riskId: string, parts: TPart[], who = 'customer', license = licenseOf(who)) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: `/api/v1/Forms/Risk/${riskId}/AiImport?license=${license}`, headers: { cookie: cookies.get(t)![who]!, ...body.headers }, payload: body.payload });
}

const pdfPart = (data: Buffer, filename = 'Schadenanzeige.pdf'): TPart => ({ name: 'file', filename, data, contentType: 'application/pdf' });
const control = (name = 'Import'): TPart => ({ name: 'control', value: name });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const claimLetter = () =>
  pdfWithText([
    { text: 'Schadenanzeige', x: 50, y: 800, size: 16 },
    { text: 'Versicherungsscheinnummer: VS-2024-001', x: 50, y: 760 },
    { text: 'Schadenhöhe: 2.450,00 EUR', x: 50, y: 740 },
    { text: 'Schadentag: 14.02.2025', x: 50, y: 720 },
    { text: 'Schadenart: Leitungswasser', x: 50, y: 700 },
    { text: 'Interne Notiz: nicht übernehmen', x: 50, y: 680 },
  ]);

describe('the built-in extractor (no AI service configured)', () => {
  it('proposes the values of the KI-Abruf controls from the PDF by their labels, and saves nothing', async () => {
    const riskId = await startRisk(builtin);
    const res = await importInto(builtin, riskId, [pdfPart(await claimLetter()), control()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Source: 'builtin', Values: { Versicherungsnummer: 'VS-2024-001', Schadenhoehe: 2450, Schadentag: '2025-02-14', Schadenart: 'LW' } });
    const risk = await builtin.app.inject({ method: 'GET', url: `/api/v1/Forms/Risk/${riskId}?license=${LICENSE_A}`, headers: { cookie: cookies.get(builtin)!.customer! } });
    expect(risk.json()).toMatchObject({ Data: {}, Version: 1 });
  });

  it('refuses bad input naming the field: no file, no control, an unknown control, one that is no gptUpload', async () => {
    const riskId = await startRisk(builtin);
    const pdf = await claimLetter();
    const cases: [TPart[], number, string, string][] = [
      [[control()], 400, 'file', 'non-empty file'],
      [[pdfPart(pdf)], 400, 'control', ''],
      [[pdfPart(pdf), control('Gibtsnicht')], 400, 'control', 'no control'],
      [[pdfPart(pdf), control('Belege')], 400, 'control', 'gptUpload'],
      [[pdfPart(pdf), control(), { name: 'extra', value: 'x' }], 400, 'extra', 'Unknown field'],
    ];
    for (const [parts, status, path, message] of cases) {
      const res = await importInto(builtin, riskId, parts);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(message) })]));
    }
  });

  it('refuses what is no readable PDF: text disguised as one, an image, a broken or text-less PDF', async () => {
    const riskId = await startRisk(builtin);
    const disguised = await importInto(builtin, riskId, [pdfPart(Buffer.from('Versicherungsscheinnummer: VS-1')), control()]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ path: 'file', message: expect.stringContaining('a PDF file') }] });
    const image = await importInto(builtin, riskId, [{ name: 'file', filename: 'Foto.png', data: PNG, contentType: 'image/png' }, control()]);
    expect(image.statusCode).toBe(415);
    const broken = await importInto(builtin, riskId, [pdfPart(Buffer.from('%PDF-1.7\nnichts weiter')), control()]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'file' }] });
    const blank = await importInto(builtin, riskId, [pdfPart(await pdfWithText([])), control()]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: [{ path: 'file', message: expect.stringContaining('no text') }] });
  });

  it('keeps other licences and members who do not see the risk out; refuses a transferred risk', async () => {
    const riskId = await startRisk(builtin);
    const parts = [pdfPart(await claimLetter()), control()];
    expect((await importInto(builtin, riskId, parts, 'commercial', LICENSE_A)).statusCode).toBe(403);
    expect((await importInto(builtin, riskId, parts, 'commercial')).statusCode).toBe(404);
    expect((await importInto(builtin, riskId, parts, 'broker')).statusCode).toBe(404);
    expect((await importInto(builtin, riskId, parts, 'guest')).statusCode).toBe(403);
    expect((await importInto(builtin, riskId, parts, 'admin')).statusCode).toBe(200);
    await builtin.database.db.update(formRisks).set({ status: 'transferred' }).where(and(eq(formRisks.licenseId, LICENSE_A), eq(formRisks.id, riskId)));
    const late = await importInto(builtin, riskId, parts);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'FORM_TRANSFERRED' });
  });
});

describe('the remote extractor (an OpenAI-compatible service)', () => {
  it('sends the fields and the document text, and answers the values that fit their controls', async () => {
    fake.mode = 'answer';
    fake.requests.length = 0;
    fake.answer = {
      Versicherungsnummer: 'VS-2024-001',
      Schadenhoehe: '2.450,00 €',
      Schadentag: '2099-01-01',
      Uhrzeit: '7:45',
      Schadenart: 'Sturm/Hagel',
      Betroffen: ['Küche', 'Dachboden'],
      Polizei: true,
      Vorsteuer: 'Nein',
      Kuerzel: 'viel zu lang',
      Intern: 'nicht gefragt',
      Hergang: null,
    };
    const riskId = await startRisk(remote);
    const res = await importInto(remote, riskId, [pdfPart(await claimLetter()), control()]);
    expect(res.statusCode, res.body).toBe(200);
    // A future day (Maximum Today) and a text too long are dropped; an option the list lacks is left out; 'Intern' was not asked for.
    expect(res.json()).toEqual({
      Source: 'ai',
      Values: { Versicherungsnummer: 'VS-2024-001', Schadenhoehe: 2450, Uhrzeit: '07:45', Schadenart: 'ST', Betroffen: ['kueche'], Polizei: true, Vorsteuer: 'Nein' },
    });

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.url).toBe('/v1/chat/completions');
    expect(sent!.headers.authorization).toBe('Bearer test-key-123');
    expect(sent!.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0, response_format: { type: 'json_object' } });
    const user = (sent!.body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'user')!.content;
    expect(typeof user).toBe('string');
    for (const expected of ['VS-2024-001', 'Schadenhöhe: 2.450,00 EUR', '"name": "Schadenhoehe"', 'Die Nummer des Versicherungsscheins', 'Sturm/Hagel']) expect(user).toContain(expected);
    expect(user).not.toContain('"name": "Intern"');
  });

  it('reads an answer wrapped in a code fence, and sends an image as an image', async () => {
    fake.mode = 'fenced';
    fake.requests.length = 0;
    fake.answer = { Versicherungsnummer: 'VS-77' };
    const riskId = await startRisk(remote);
    const res = await importInto(remote, riskId, [{ name: 'file', filename: 'Foto.png', data: PNG, contentType: 'image/png' }, control()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Source: 'ai', Values: { Versicherungsnummer: 'VS-77' } });
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('answers 502 when the service fails or answers no JSON, 504 when it is silent, and never leaks the key', async () => {
    const riskId = await startRisk(remote);
    const parts = [pdfPart(await claimLetter()), control()];
    for (const [mode, status, code] of [['status500', 502, 'AI_UNAVAILABLE'], ['notJson', 502, 'AI_UNAVAILABLE'], ['silent', 504, 'AI_TIMEOUT']] as const) {
      fake.mode = mode;
      const res = await importInto(remote, riskId, parts);
      expect(res.statusCode, `${mode}: ${res.body}`).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code, status });
      expect(res.body).not.toContain('test-key-123');
    }
  });

  it('answers 502 when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const extractor = remoteExtractor({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm', timeoutMs: 2000 });
    const fields = importFields(compileForm(ZFormDefinition.parse(IMPORT_TEST_FORM)));
    await expect(extractor.extract({ kind: 'text', lines: [{ cells: ['Versicherungsscheinnummer: VS-1'], newParagraph: false }] }, fields)).rejects.toMatchObject({ code: 'AI_UNAVAILABLE', status: 502 });
  });

  it('needs AI_BASE_URL and AI_API_KEY together', () => {
    expect(() => testConfig({ AI_BASE_URL: 'https://api.example.test/v1' })).toThrow(/AI_API_KEY: required together with AI_BASE_URL/);
    expect(() => testConfig({ AI_API_KEY: 'k' })).toThrow(/AI_BASE_URL: required together with AI_API_KEY/);
    expect(testConfig({ AI_BASE_URL: 'https://api.example.test/v1', AI_API_KEY: 'k' }).AI_MODEL).toBe('gpt-4o-mini');
  });
});
