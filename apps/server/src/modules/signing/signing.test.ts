/**
 * Signing through the API (issue 11): a form with two signature fields, two signers by mail (tokens read from the
 * dev outbox), both signatures drawn into the PDF, the certificate page, the seal and its verification (one changed
 * byte → not valid), the links' answers (used, expired, revoked, wrong → 429), and two licences kept apart.
 */
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignatureXfdf } from '@portal/domain/signature-xfdf';
import type { TSignSession } from '@portal/domain';
import { calendarDateOf } from '@portal/forms';
import { documents, formProducts, formRiskReceivers, formRisks, mailOutbox, signDocuments, signEnvelopes, signEvents, signSigners } from '../../platform/db/schema.js';
import { runDueReminders } from '../../platform/mail/reminders.js';
import { DEMO_FORMS } from '../../seed/demo-forms.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { multipartBody } from '../../test-support/multipart-body.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { pdfPageTexts } from '../forms/render/pdf-text.testing.js';
import { licenseSealer } from './certificate-service.js';
import { createSelfSignedPkcs12 } from './pdf/pkcs12.js';
import { sealPdf } from './pdf/seal.js';

const TWO_SIGNATURES = {
  Titel: 'Vollmacht mit Zeuge',
  pages: [{ id: 'p1', type: 'page', properties: { Überschrift: 'Angaben' }, controls: [{ id: 'Name', type: 'textInput', properties: { Kennung: 'Name', Überschrift: 'Name', Erforderlich: true } }] }],
  options: {
    signatures: [
      { name: 'Versicherungsnehmer', label: 'Unterschrift Versicherungsnehmer' },
      { name: 'Zeuge', label: 'Unterschrift Zeuge' },
    ],
  },
};

let t: TTestApp;
const cookies: Record<string, string> = {};
const products: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
  for (const key of ['admin', 'customer', 'commercial'] as const) cookies[key] = await login(t.app, emailOf(key));
  for (const license of [LICENSE_A, LICENSE_B]) {
    const [row] = await t.database.db.insert(formProducts).values({ licenseId: license, name: 'Vollmacht', definition: TWO_SIGNATURES, startRoles: [] }).returning({ id: formProducts.id });
    products[license] = row!.id;
  }
});
afterAll(() => t.close());

const licenseOf = (who: string) => (who === 'commercial' ? LICENSE_B : LICENSE_A);
const call = (method: 'GET' | 'POST' | 'PUT', who: string, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}${url.includes('?') ? '&' : '?'}license=${licenseOf(who)}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });
/** Public calls, each test from an address of its own (the wrong-token limit counts per address). */
const publicCall = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = '10.9.0.1') => t.app.inject({ method, url: `/api/v1/${url}`, remoteAddress, ...(payload ? { payload } : {}) });

async function signableRisk(who = 'admin'): Promise<string> {
  const created = await call('POST', who, 'Forms/Risk', { ProductId: products[licenseOf(who)] });
  expect(created.statusCode, created.body).toBe(201);
  const riskId = created.json().RiskId as string;
  const saved = await call('POST', who, `Forms/Risk/${riskId}`, { Data: { Name: 'Zofia Größer' }, Version: 1 });
  expect(saved.statusCode, saved.body).toBe(200);
  return riskId;
}

async function tokenMailedTo(email: string): Promise<string> {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  const token = /https:\/\/portal\.example\.test\/signieren\/([A-Za-z0-9_-]{43})/.exec(last?.text ?? '')?.[1];
  expect(token, `a sign link mailed to ${email}`).toBeTruthy();
  return token!;
}

const STROKES = [
  [[0.1, 0.5], [0.3, 0.2], [0.5, 0.8], [0.7, 0.3]],
  [[0.2, 0.9], [0.9, 0.9]],
] as const;

function xfdfFor(session: TSignSession, strokes: readonly (readonly (readonly [number, number])[])[] = STROKES as unknown as [number, number][][]): string {
  return buildSignatureXfdf({ widgets: session.Widgets, strokes, field: session.Field, author: session.Email, date: new Date() });
}

async function strokeCount(bytes: Uint8Array, pageIndex = 0): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const ops = await (await doc.getPage(pageIndex + 1)).getOperatorList();
    // pdf.js 5 folds a path and its painting into one constructPath whose first argument is the painting operator.
    return ops.fnArray.filter((fn, i) => fn === OPS.stroke || (fn === OPS.constructPath && (ops.argsArray[i] as unknown[])[0] === OPS.stroke)).length;
  } finally {
    await doc.destroy();
  }
}

const verify = (pdf: Buffer, remoteAddress = '10.9.9.9') => {
  const body = multipartBody([{ name: 'file', filename: 'dokument.pdf', data: pdf, contentType: 'application/pdf' }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/Sign/Verify', headers: body.headers, payload: body.payload, remoteAddress });
};

async function requestTwo(who = 'admin', emails = ['vn@example.test', 'zeuge@example.test']) {
  const riskId = await signableRisk(who);
  const res = await call('POST', who, 'Sign/Request', { RiskId: riskId, Signers: [{ Field: 'Versicherungsnehmer', Email: emails[0] }, { Field: 'Zeuge', Email: emails[1] }] });
  expect(res.statusCode, res.body).toBe(201);
  return { riskId, envelope: res.json() as { Id: string; Signers: { Email: string; Status: string }[]; OwnSignToken: string | null } };
}

describe('two signers, end to end', () => {
  it('mails both, draws both signatures, adds the certificate page, seals, transfers and verifies', async () => {
    const { riskId, envelope } = await requestTwo();
    expect(envelope.OwnSignToken).toBeNull();
    expect(envelope.Signers.map((s) => [s.Email, s.Status])).toEqual([['vn@example.test', 'pending'], ['zeuge@example.test', 'pending']]);
    expect((await call('GET', 'admin', `Forms/Risk/${riskId}`)).json().Status).toBe('signing');
    // Read-only while signing.
    expect((await call('POST', 'admin', `Forms/Risk/${riskId}`, { Data: { Name: 'Anders' }, Version: 2 })).statusCode).toBe(409);

    const [docRow] = await t.database.db.select().from(signDocuments).where(and(eq(signDocuments.licenseId, LICENSE_A), eq(signDocuments.envelopeId, envelope.Id)));
    const original = await t.app.storage.get(docRow!.storageKey);
    const strokesBefore = await strokeCount(original);

    const first = await tokenMailedTo('vn@example.test');
    const second = await tokenMailedTo('zeuge@example.test');
    const session = await publicCall('GET', `Sign/${first}`);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.headers['cache-control']).toBe('private, no-store');
    const s1 = session.json() as TSignSession;
    expect(s1).toMatchObject({ FormTitle: 'Vollmacht mit Zeuge', LicenseName: 'Makler A GmbH', Email: 'vn@example.test', Field: 'Versicherungsnehmer', OtherSigners: [{ Field: 'Zeuge', Status: 'pending' }] });
    expect(s1.Widgets).toHaveLength(1);
    expect(JSON.stringify(s1)).not.toContain('zeuge@example.test');
    const pdf = await publicCall('GET', s1.Documents[0]!.Url.replace('/api/v1/', ''));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Nothing drawn: 'Noch keine Unterschrift hinzugefügt.'
    const empty = await publicCall('POST', `Sign/${first}`, { Xfdf: xfdfFor(s1, []) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('SIGNATURE_MISSING');
    // Not XML at all: 400 naming Xfdf.
    const bad = await publicCall('POST', `Sign/${first}`, { Xfdf: '<xfdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('Xfdf');

    const signed1 = await publicCall('POST', `Sign/${first}`, { Xfdf: xfdfFor(s1) }, '10.9.0.11');
    expect(signed1.statusCode, signed1.body).toBe(200);
    expect(signed1.json()).toEqual({ Status: 'signed', EnvelopeCompleted: false });
    // Single use.
    const again = await publicCall('GET', `Sign/${first}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('SIGN_LINK_USED');

    const s2 = (await publicCall('GET', `Sign/${second}`)).json() as TSignSession;
    expect(s2.OtherSigners).toEqual([{ Field: 'Versicherungsnehmer', Status: 'signed' }]);
    const signed2 = await publicCall('POST', `Sign/${second}`, { Xfdf: xfdfFor(s2) }, '10.9.0.12');
    expect(signed2.statusCode, signed2.body).toBe(200);
    expect(signed2.json()).toEqual({ Status: 'signed', EnvelopeCompleted: true });

    // The envelope, the audit trail and the risk.
    const list = await call('GET', 'admin', `Sign/Envelope?riskId=${riskId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ Id: envelope.Id, Status: 'completed', Signers: [{ Status: 'signed' }, { Status: 'signed' }] });
    const events = await t.database.db.select().from(signEvents).where(and(eq(signEvents.licenseId, LICENSE_A), eq(signEvents.envelopeId, envelope.Id)));
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(['created', 'frozen', 'mailed', 'opened', 'signed', 'sealed', 'completed']));
    const signedEvents = events.filter((e) => e.kind === 'signed');
    expect(signedEvents.map((e) => e.ip).sort()).toEqual(['10.9.0.11', '10.9.0.12']);
    expect(signedEvents[0]!.sha256After).toBe(signedEvents[1]!.sha256Before);
    const trail = await call('GET', 'admin', `Sign/Envelope/${envelope.Id}/Events`);
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().filter((e: { Kind: string }) => e.Kind === 'signed')).toEqual([
      expect.objectContaining({ Field: 'Versicherungsnehmer', Actor: 'vn@example.test', Ip: '10.9.0.11', Document: 'Vollmacht mit Zeuge', Sha256Before: signedEvents.find((e) => e.ip === '10.9.0.11')!.sha256Before }),
      expect.objectContaining({ Field: 'Zeuge', Actor: 'zeuge@example.test', Ip: '10.9.0.12' }),
    ]);
    expect((await call('GET', 'commercial', `Sign/Envelope/${envelope.Id}/Events`)).statusCode).toBe(404);
    const risk = (await call('GET', 'admin', `Forms/Risk/${riskId}`)).json();
    expect(risk.Status).toBe('transferred');

    // The sealed PDF: both signatures drawn, the certificate page, the seal.
    const [sealedRow] = await t.database.db.select().from(signDocuments).where(and(eq(signDocuments.licenseId, LICENSE_A), eq(signDocuments.envelopeId, envelope.Id)));
    const sealed = await t.app.storage.get(sealedRow!.sealedStorageKey!);
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe((await PDFDocument.load(original)).getPageCount() + 1);
    expect(await strokeCount(sealed)).toBe(strokesBefore + 2 * STROKES.length);
    const pages = await pdfPageTexts(sealed);
    const certificate = pages.at(-1)!;
    for (const expected of ['Signaturzertifikat', 'Vollmacht mit Zeuge', 'vn@example.test', 'zeuge@example.test', '10.9.0.11', '10.9.0.12', signedEvents[0]!.sha256After!.slice(0, 20)]) expect(certificate, expected).toContain(expected);

    const ok = await verify(sealed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ Outcome: 'valid', Valid: true, Document: { Name: 'Vollmacht mit Zeuge', Signers: [{ Email: 'vn@example.test' }, { Email: 'zeuge@example.test' }] } });
    // One changed byte in the signed content: not valid.
    const tampered = Buffer.from(sealed);
    // A byte of the binary comment below the header: the file still reads as a PDF, but the signed bytes differ.
    const at = tampered.indexOf('\n%') + 2;
    expect(at).toBeLessThan(20);
    tampered[at] = tampered[at]! ^ 0x01;
    const changed = await verify(tampered);
    expect(changed.json().Valid).toBe(false);
    expect(changed.json().Outcome).toBe('modified');
    // Appended after sealing (an incremental update): not valid either.
    expect((await verify(Buffer.concat([sealed, Buffer.from('\n% appended\n')]))).json().Outcome).toBe('modified');
    const unsigned = await PDFDocument.create();
    unsigned.addPage();
    expect((await verify(Buffer.from(await unsigned.save()))).json().Outcome).toBe('unsigned');
    expect((await verify(Buffer.from('plain text, not a pdf'))).json().Outcome).toBe('not-a-pdf');
    expect((await verify(Buffer.from('%PDF-1.4 but nothing after'))).json().Outcome).toBe('not-a-pdf');

    // The process holds the sealed PDF; the requester and both signers got it by mail.
    const filed = await t.database.db.select().from(documents).where(and(eq(documents.licenseId, LICENSE_A), eq(documents.processId, risk.ProcessId ?? (await t.database.db.select({ p: formRisks.processId }).from(formRisks).where(eq(formRisks.id, riskId)))[0]!.p!)));
    expect(filed.map((d) => d.titel)).toEqual(['Vollmacht mit Zeuge']);
    const completionMails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Unterschrieben: Vollmacht mit Zeuge'));
    expect(completionMails.map((m) => m.to).sort()).toEqual([emailOf('admin'), 'vn@example.test', 'zeuge@example.test'].sort());
    expect(completionMails[0]!.attachments).toEqual([expect.objectContaining({ filename: 'Vollmacht mit Zeuge.pdf', contentType: 'application/pdf' })]);
  }, 60_000);
});

describe('the request', () => {
  it('works for the demo form with two signatures (Hausrat: Antragsteller and Vermittler)', async () => {
    const hausrat = DEMO_FORMS.find((f) => f.key === 'hausrat-angebot')!;
    const [row] = await t.database.db.insert(formProducts).values({ licenseId: LICENSE_A, name: hausrat.name, definition: hausrat.definition, startRoles: [] }).returning({ id: formProducts.id });
    const created = await call('POST', 'admin', 'Forms/Risk', { ProductId: row!.id });
    const riskId = created.json().RiskId as string;
    const data = { PLZ: '10115', Wohnform: 'Wohnung', Wohnflaeche: 80, Tarifzone: 3, Beitragssatz: 1.2, Zahlweise: 'jährlich', Versicherungsbeginn: calendarDateOf(new Date()) };
    const saved = await call('POST', 'admin', `Forms/Risk/${riskId}`, { Data: data, Version: 1 });
    expect(saved.json().Errors, saved.body).toEqual([]);
    const res = await call('POST', 'admin', 'Sign/Request', { RiskId: riskId, Signers: [{ Field: 'Antragsteller', Email: 'kunde@example.test' }, { Field: 'Vermittler', Email: 'vermittler@example.test' }] });
    expect(res.statusCode, res.body).toBe(201);
    const session = (await publicCall('GET', `Sign/${await tokenMailedTo('vermittler@example.test')}`)).json() as TSignSession;
    expect(session.Documents.map((d) => d.Name)).toEqual(['Hausrat-Angebot']);
    expect(session.Widgets).toHaveLength(1);
  });

  it('needs one signer per field, each once, and a complete form', async () => {
    const riskId = await signableRisk();
    const missing = await call('POST', 'admin', 'Sign/Request', { RiskId: riskId, Signers: [{ Field: 'Zeuge', Email: 'a@example.test' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('Signers');
    const unknown = await call('POST', 'admin', 'Sign/Request', { RiskId: riskId, Signers: [{ Field: 'Nobody', Email: 'a@example.test' }, { Field: 'Zeuge', Email: 'b@example.test' }] });
    expect(unknown.json().errors[0].path).toBe('Signers.0.Field');
    const badEmail = await call('POST', 'admin', 'Sign/Request', { RiskId: riskId, Signers: [{ Field: 'Zeuge', Email: 'not-an-email' }] });
    expect(badEmail.statusCode).toBe(400);
    const created = await call('POST', 'admin', 'Forms/Risk', { ProductId: products[LICENSE_A] });
    const incomplete = await call('POST', 'admin', 'Sign/Request', { RiskId: created.json().RiskId, Signers: [{ Field: 'Versicherungsnehmer', Email: 'a@example.test' }, { Field: 'Zeuge', Email: 'b@example.test' }] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors[0].path).toBe('Data.Name');
  });

  it('answers the member\'s own field with OwnSignToken instead of a mail, and refuses a second request', async () => {
    const before = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, emailOf('admin')))).length;
    const { riskId, envelope } = await requestTwo('admin', [emailOf('admin').toUpperCase(), 'zeuge2@example.test']);
    expect(envelope.OwnSignToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, emailOf('admin')))).length).toBe(before);
    expect((await publicCall('GET', `Sign/${envelope.OwnSignToken}`)).json().Field).toBe('Versicherungsnehmer');
    const again = await call('POST', 'admin', 'Sign/Request', { RiskId: riskId, Signers: [{ Field: 'Versicherungsnehmer', Email: 'a@example.test' }, { Field: 'Zeuge', Email: 'b@example.test' }] });
    expect(again.statusCode).toBe(409);
  });

  it('suggests the member and the customer', async () => {
    const riskId = await signableRisk('customer');
    const res = await call('GET', 'customer', `Sign/Suggestions?riskId=${riskId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toEqual({ email: emailOf('customer'), name: expect.any(String) });
    // The forms process's receivers too, each address once.
    await t.database.db.insert(formRiskReceivers).values([{ licenseId: LICENSE_A, riskId, email: 'empfaenger@example.test' }, { licenseId: LICENSE_A, riskId, email: emailOf('customer') }]);
    const emails = (await call('GET', 'customer', `Sign/Suggestions?riskId=${riskId}`)).json().map((s: { email: string }) => s.email);
    expect(emails).toContain('empfaenger@example.test');
    expect(emails.filter((e: string) => e === emailOf('customer'))).toHaveLength(1);
  });
});

describe('completion', () => {
  it('transfers a completed request whose transfer failed when its requests are listed', async () => {
    const { riskId, envelope } = await requestTwo('admin', ['retry1@example.test', 'retry2@example.test']);
    for (const email of ['retry1@example.test', 'retry2@example.test']) {
      const token = await tokenMailedTo(email);
      const session = (await publicCall('GET', `Sign/${token}`)).json() as TSignSession;
      expect((await publicCall('POST', `Sign/${token}`, { Xfdf: xfdfFor(session) })).statusCode).toBe(200);
    }
    // As if the transfer had failed: the risk still signing, no process noted.
    await t.database.db.update(formRisks).set({ status: 'signing', processId: null }).where(and(eq(formRisks.licenseId, LICENSE_A), eq(formRisks.id, riskId)));
    await t.database.db.update(signEnvelopes).set({ processId: null }).where(and(eq(signEnvelopes.licenseId, LICENSE_A), eq(signEnvelopes.id, envelope.Id)));
    expect((await call('GET', 'admin', `Sign/Envelope?riskId=${riskId}`)).json()[0].Status).toBe('completed');
    expect((await call('GET', 'admin', `Forms/Risk/${riskId}`)).json().Status).toBe('transferred');
    const [row] = await t.database.db.select().from(signEnvelopes).where(and(eq(signEnvelopes.licenseId, LICENSE_A), eq(signEnvelopes.id, envelope.Id)));
    expect(row!.processId).toBeTruthy();
  }, 30_000);
});

describe('two signatures at the same moment', () => {
  it('keeps both: each drawn on the other\'s state, one of them completes', async () => {
    const { envelope } = await requestTwo('admin', ['same1@example.test', 'same2@example.test']);
    const [docRow] = await t.database.db.select().from(signDocuments).where(and(eq(signDocuments.licenseId, LICENSE_A), eq(signDocuments.envelopeId, envelope.Id)));
    const strokesBefore = await strokeCount(await t.app.storage.get(docRow!.storageKey));
    const tokens = [await tokenMailedTo('same1@example.test'), await tokenMailedTo('same2@example.test')];
    const sessions = await Promise.all(tokens.map(async (token) => (await publicCall('GET', `Sign/${token}`)).json() as TSignSession));
    const answers = await Promise.all(tokens.map((token, i) => publicCall('POST', `Sign/${token}`, { Xfdf: xfdfFor(sessions[i]!) })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().EnvelopeCompleted).sort()).toEqual([false, true]);
    const [sealedRow] = await t.database.db.select().from(signDocuments).where(and(eq(signDocuments.licenseId, LICENSE_A), eq(signDocuments.envelopeId, envelope.Id)));
    expect(await strokeCount(await t.app.storage.get(sealedRow!.sealedStorageKey!))).toBe(strokesBefore + 2 * STROKES.length);
  }, 30_000);
});

describe('verification of a foreign seal', () => {
  it('calls a PDF sealed with a certificate the portal does not know invalid-signature', async () => {
    const made = createSelfSignedPkcs12('Fremde GmbH');
    const doc = await PDFDocument.create();
    doc.addPage();
    const sealed = await sealPdf(await doc.save({ useObjectStreams: false }), { p12: made.p12, passphrase: made.passphrase, reason: 'Test', name: 'Fremde GmbH', location: 'x', contactInfo: '', signingTime: new Date() });
    const res = await verify(sealed, '10.9.9.8');
    expect(res.json()).toMatchObject({ Outcome: 'invalid-signature', Valid: false, SignedBy: expect.stringContaining('Fremde GmbH') });
  });
});

describe('links that do not work', () => {
  it('answers an expired link 410 SIGN_LINK_EXPIRED and gives the form back as a draft', async () => {
    const { riskId } = await requestTwo('admin', ['exp1@example.test', 'exp2@example.test']);
    const token = await tokenMailedTo('exp1@example.test');
    await t.database.db.update(signSigners).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signSigners.email, 'exp1@example.test'));
    const res = await publicCall('GET', `Sign/${token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('SIGN_LINK_EXPIRED');
    expect((await call('GET', 'admin', `Forms/Risk/${riskId}`)).json().Status).toBe('draft');
    expect((await call('GET', 'admin', `Sign/Envelope?riskId=${riskId}`)).json()[0].Status).toBe('expired');
  });

  it('expires the request at the links\' expiry without anyone opening them (reminder runner)', async () => {
    const { riskId, envelope } = await requestTwo('admin', ['quiet1@example.test', 'quiet2@example.test']);
    await t.database.db.update(signSigners).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(signSigners.licenseId, LICENSE_A), eq(signSigners.envelopeId, envelope.Id)));
    await runDueReminders(t.app, new Date(Date.now() + 15 * 86_400_000));
    const [row] = await t.database.db.select().from(signEnvelopes).where(and(eq(signEnvelopes.licenseId, LICENSE_A), eq(signEnvelopes.id, envelope.Id)));
    expect(row!.status).toBe('expired');
    expect((await call('GET', 'admin', `Forms/Risk/${riskId}`)).json().Status).toBe('draft');
  });

  it('answers a revoked link 410 SIGN_LINK_REVOKED; only the creator or staff may revoke', async () => {
    const { riskId, envelope } = await requestTwo('customer', ['rev1@example.test', 'rev2@example.test']);
    const token = await tokenMailedTo('rev1@example.test');
    const foreign = await call('POST', 'commercial', `Sign/Envelope/${envelope.Id}/Revoke`);
    expect(foreign.statusCode).toBe(404);
    const revoked = await call('POST', 'admin', `Sign/Envelope/${envelope.Id}/Revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().Status).toBe('revoked');
    const res = await publicCall('POST', `Sign/${token}`, { Xfdf: '<xfdf/>' });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('SIGN_LINK_REVOKED');
    expect((await call('GET', 'customer', `Forms/Risk/${riskId}`)).json().Status).toBe('draft');
    expect((await call('POST', 'admin', `Sign/Envelope/${envelope.Id}/Revoke`)).statusCode).toBe(409);
  });

  it('refuses the 21st wrong token a minute from one address with 429', async () => {
    for (let i = 0; i < 20; i++) expect((await publicCall('GET', `Sign/${'x'.repeat(40)}${String(i).padStart(3, '0')}`, undefined, '10.66.0.1')).statusCode).toBe(404);
    const res = await publicCall('GET', `Sign/${'y'.repeat(43)}`, undefined, '10.66.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await publicCall('GET', `Sign/${'y'.repeat(43)}`, undefined, '10.66.0.2')).statusCode).toBe(404);
  });

  it('never opens a document of another request (risk A\'s token, risk B\'s document)', async () => {
    const a = await requestTwo('admin', ['iso-a1@example.test', 'iso-a2@example.test']);
    const b = await requestTwo('commercial', ['iso-b1@example.test', 'iso-b2@example.test']);
    const tokenA = await tokenMailedTo('iso-a1@example.test');
    const [docB] = await t.database.db.select().from(signDocuments).where(and(eq(signDocuments.licenseId, LICENSE_B), eq(signDocuments.envelopeId, b.envelope.Id)));
    const res = await publicCall('GET', `Sign/${tokenA}/Documents/${docB!.id}`);
    expect(res.statusCode).toBe(404);
    const session = (await publicCall('GET', `Sign/${tokenA}`)).json() as TSignSession;
    expect(session.Documents.map((d) => d.Id)).not.toContain(docB!.id);
    expect(a.envelope.Id).not.toBe(b.envelope.Id);
  });
});

describe('two licences', () => {
  it('keeps requests, envelopes, revocation, suggestions and certificates apart', async () => {
    const riskA = await signableRisk('admin');
    const asB = await call('POST', 'commercial', 'Sign/Request', { RiskId: riskA, Signers: [{ Field: 'Versicherungsnehmer', Email: 'a@example.test' }, { Field: 'Zeuge', Email: 'b@example.test' }] });
    expect(asB.statusCode).toBe(404);
    expect((await call('GET', 'commercial', `Sign/Envelope?riskId=${riskA}`)).statusCode).toBe(404);
    expect((await call('GET', 'commercial', `Sign/Suggestions?riskId=${riskA}`)).statusCode).toBe(404);
    // Naming licence A as B's member is refused outright.
    const named = await t.app.inject({ method: 'GET', url: `/api/v1/Sign/Envelope?riskId=${riskA}&license=${LICENSE_A}`, headers: { cookie: cookies.commercial! } });
    expect(named.statusCode).toBe(403);

    const certA = await call('GET', 'admin', 'License/SigningCertificate');
    expect(certA.statusCode, certA.body).toBe(200);
    expect(certA.json()).toMatchObject({ SelfSigned: true, Subject: expect.stringContaining('Makler A GmbH') });
    expect((await call('GET', 'customer', 'License/SigningCertificate')).statusCode).toBe(403);
    expect((await call('GET', 'commercial', 'License/SigningCertificate')).statusCode).toBe(403);
    const sealerB = await licenseSealer(t.database.db, t.config, LICENSE_B);
    expect(sealerB.row.certificateSha256).not.toBe(certA.json().Sha256);
  });
});

describe('the licence certificate', () => {
  it('takes a PKCS#12 with its passphrase, checked by opening it', async () => {
    const made = createSelfSignedPkcs12('Hochgeladen GmbH');
    const upload = (passphrase: string, data = made.p12) => {
      const body = multipartBody([{ name: 'Passphrase', value: passphrase }, { name: 'file', filename: 'siegel.p12', data, contentType: 'application/x-pkcs12' }]);
      return t.app.inject({ method: 'PUT', url: `/api/v1/License/SigningCertificate?license=${LICENSE_A}`, headers: { ...body.headers, cookie: cookies.admin! }, payload: body.payload });
    };
    const wrong = await upload('falsch');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('Passphrase');
    const notP12 = await upload('x', Buffer.from('no certificate'));
    expect(notP12.statusCode).toBe(400);
    const ok = await upload(made.passphrase);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ Sha256: made.info.certificateSha256, Subject: expect.stringContaining('Hochgeladen GmbH') });
    expect((await call('GET', 'admin', 'License/SigningCertificate')).json().Sha256).toBe(made.info.certificateSha256);
  });
});

describe('reminders', () => {
  it('mails a signer who has not signed a fresh link, which works', async () => {
    await requestTwo('admin', ['rem1@example.test', 'rem2@example.test']);
    const result = await runDueReminders(t.app, new Date(Date.now() + 3.5 * 86_400_000));
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const reminders = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rem1@example.test'));
    expect(reminders.map((m) => m.subject)).toContain('Erinnerung: Bitte unterschreiben – Vollmacht mit Zeuge');
    const fresh = await tokenMailedTo('rem1@example.test');
    expect((await publicCall('GET', `Sign/${fresh}`)).statusCode).toBe(200);
    // Once signed, no more reminders; the other signer's series goes on.
    const session = (await publicCall('GET', `Sign/${fresh}`)).json() as TSignSession;
    expect((await publicCall('POST', `Sign/${fresh}`, { Xfdf: xfdfFor(session) })).statusCode).toBe(200);
    const count = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
    const [before1, before2] = [await count('rem1@example.test'), await count('rem2@example.test')];
    await runDueReminders(t.app, new Date(Date.now() + 6.5 * 86_400_000));
    expect(await count('rem1@example.test')).toBe(before1);
    expect(await count('rem2@example.test')).toBe(before2 + 1);
  });
});
