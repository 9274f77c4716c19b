/**
 * Issue 11 as the people involved see it: the member requests two signatures in the form viewer ('Unterschreiben',
 * the sign dialog), each signer opens the link of their mail (read from the dev outbox) in a browser of their own,
 * draws on the pad and saves; the completed PDF is sealed (pdf-lib reads it, the certificate page is its last page,
 * POST Sign/Verify and the page /signatur-pruefen call it valid, one changed byte is not); a used, an expired and an
 * unknown link say so. axe on the signer's page, the pad, the verify page and the sign dialog; screenshots at 1366
 * and 390 px.
 *
 * Runs on a portal of its own (vitest.config.ts OWN_PORTAL_FILES, project e2e-b): the expired link is made by stopping the server,
 * moving the link's expiry into the past in its database, and starting it again on the same port.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';
import { outboxMailsTo } from './support/outbox.js';
import { pageApi } from './support/page-api.js';
import { startPortal, type RunningPortal } from './support/portal-process.js';
import { drawOnPad } from './support/signature-pad.js';

const BROKER = 'admin@demo.test';
/** The demo form with two distinct signature fields (Antragsteller, Vermittler): its send button reads 'Unterschreiben'. */
const TWO_SIGNATURES_FORM = 'Hausratversicherung – Angebot';
const APPLICANT = 'antragsteller@example.test';
const AGENT = 'vermittler@example.test';

let browser: Browser;
let portal: RunningPortal;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), startPortal()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await portal?.stop({ keepData: !!process.env.KEEP_E2E_DATA });
});

async function freshPage(width = 1366): Promise<Page> {
  const context = await newContext(browser, { baseURL: portal.baseUrl, width, height: width < 600 ? 844 : 860 });
  contexts.push(context);
  return context.newPage();
}

async function loggedIn(email: string, width = 1366): Promise<Page> {
  const page = await freshPage(width);
  await loginAs(page, email);
  return page;
}

const api = pageApi;

type TRisk = { RiskId: string; ProductId: string; Version: number; Status: string };

/** A complete household quote (valid, so that signatures may be requested). */
async function completeRisk(page: Page): Promise<TRisk> {
  const { json: products } = await api<{ Id: string; Name: string }[]>(page, 'GET', 'Forms/Products');
  const product = products.find((p) => p.Name === TWO_SIGNATURES_FORM);
  expect(product, `${TWO_SIGNATURES_FORM} offered`).toBeDefined();
  const created = await api<TRisk>(page, 'POST', 'Forms/Risk', { ProductId: product!.Id });
  expect(created.status).toBe(201);
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const data = { PLZ: '50667', Wohnform: 'Wohnung', Wohnflaeche: 80, Tarifzone: 2, Beitragssatz: 1.2, Fahrrad: false, Zahlweise: 'jährlich', Versicherungsbeginn: start };
  const saved = await api<{ Valid: boolean; Version: number }>(page, 'POST', `Forms/Risk/${created.json.RiskId}`, { Data: data, Version: created.json.Version });
  expect(saved.status).toBe(200);
  expect(saved.json.Valid).toBe(true);
  return { ...created.json, Version: saved.json.Version };
}

/** The sign link mailed to `to` (the newest mail to that address that has one). */
async function signLinkOf(page: Page, to: string): Promise<string> {
  const license = await page.evaluate(() => {
    const stored = localStorage.getItem('portal.license') ?? '';
    return stored.startsWith('"') ? (JSON.parse(stored) as string) : stored;
  });
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await outboxMailsTo(page, license, to)).flatMap((m) => m.Links).find((l) => l.includes('/signieren/'));
        return link !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return new URL(link!).pathname;
}

const next = (page: Page) => page.getByTestId('form-viewer').getByRole('button', { name: 'Weiter', exact: true }).click();

async function lastPageText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const content = await (await doc.getPage(doc.numPages)).getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join(' ').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

/** Signs on the signer's page: nothing drawn is refused first, then the pad, then the thanks. */
async function signAs(link: string, width: number, shots: string): Promise<{ completed: boolean }> {
  const page = await freshPage(width);
  await page.goto(link);
  const workspace = page.getByTestId('signing-workspace');
  await workspace.waitFor({ timeout: 30_000 });
  await workspace.getByTestId('pdf-page').first().waitFor({ timeout: 30_000 });
  await workspace.getByTestId('signing-field').first().waitFor();
  await expectAccessible(page, `/signieren at ${width} px`);
  await screenshot(page, `signing-page-${shots}`);
  // Saving without a signature: the snackbar with OK (spec 001 §5).
  await page.getByTestId('signing-save').click();
  const missing = page.getByTestId('signing-missing');
  await missing.waitFor();
  expect(await missing.textContent()).toContain('Noch keine Unterschrift hinzugefügt.');
  await missing.getByRole('button', { name: 'OK' }).click();
  await missing.waitFor({ state: 'hidden' });

  await workspace.getByTestId('signing-open-pad').click();
  const pad = page.getByTestId('signature-pad');
  await pad.waitFor();
  await expectAccessible(page, `signature pad at ${width} px`);
  await drawOnPad(page, pad);
  await screenshot(page, `signing-pad-${shots}`, { firstScreen: true });
  // Keyboard: clear and apply are buttons reachable by Tab.
  await page.getByTestId('signature-pad-accept').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('signature-pad-dialog').waitFor({ state: 'hidden' });
  await workspace.locator('[data-testid="signing-field"][data-signed="true"]').first().waitFor();
  await page.getByTestId('signing-save').click();
  const done = page.getByTestId('sign-done');
  // The thanks, or the alert that says why not (read into the failure message).
  await done.or(page.getByRole('alert')).first().waitFor({ timeout: 60_000 });
  if (!(await done.isVisible())) throw new Error(`not signed: ${await page.getByRole('alert').first().textContent()}`);
  expect(await done.textContent()).toContain('Vielen Dank');
  await screenshot(page, `signing-done-${shots}`, { firstScreen: true });
  return { completed: (await done.getAttribute('data-completed')) === 'true' };
}

async function linkProblem(link: string): Promise<string | null> {
  const page = await freshPage();
  await page.goto(link);
  const problem = page.getByTestId('sign-link-problem');
  await problem.waitFor({ timeout: 30_000 });
  return problem.getAttribute('data-problem');
}

describe('signing: two signers, sealed and verified', () => {
  let broker: Page;
  let risk: TRisk;
  const links: string[] = [];

  it('requests two signatures from the form viewer: one e-mail per field, the envelope, the form read-only', async () => {
    broker = await loggedIn(BROKER);
    risk = await completeRisk(broker);
    await broker.goto(`/forms?productId=${risk.ProductId}&riskId=${risk.RiskId}`);
    await broker.getByTestId('form-viewer').waitFor({ timeout: 30_000 });
    await next(broker);
    await next(broker);
    await broker.getByTestId('form-summary').waitFor();
    await expect.poll(() => broker.getByTestId('form-documents').getAttribute('data-status'), { timeout: 60_000 }).toBe('idle');
    const send = broker.getByTestId('form-send');
    expect(await send.getAttribute('data-action')).toBe('sign');
    expect(await send.textContent()).toBe('Unterschreiben');
    await send.click();

    const dialog = broker.getByTestId('sign-request-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByTestId('sign-request-email-1').waitFor();
    // An invalid submit marks every field.
    await dialog.getByTestId('sign-request-submit').click();
    await expect.poll(() => dialog.getByText('Bitte eine gültige E-Mail-Adresse eintragen.').count()).toBe(2);
    await expectAccessible(broker, 'sign dialog');
    await screenshot(broker, 'signing-dialog-1366', { firstScreen: true });
    await dialog.getByTestId('sign-request-email-0').fill(APPLICANT);
    await dialog.getByTestId('sign-request-email-1').fill(AGENT);
    await dialog.getByTestId('sign-request-submit').click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    const envelope = broker.getByTestId('sign-envelope');
    await envelope.waitFor();
    expect(await envelope.getAttribute('data-status')).toBe('pending');
    expect(await envelope.getByTestId('sign-envelope-signer').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')))).toEqual(['pending', 'pending']);
    expect(await send.isDisabled()).toBe(true);
    await expectAccessible(broker, 'form viewer with the envelope');
    await screenshot(broker, 'signing-envelope-1366', { firstScreen: true });

    links.push(await signLinkOf(broker, APPLICANT), await signLinkOf(broker, AGENT));
    expect(links[0]).not.toBe(links[1]);
  });

  it('each signer signs in a browser of their own (1366 and 390 px); the last signature completes the request', async () => {
    expect(await signAs(links[0]!, 1366, '1366')).toEqual({ completed: false });
    expect(await signAs(links[1]!, 390, '390')).toEqual({ completed: true });
    await expect
      .poll(async () => (await api<{ Status: string }[]>(broker, 'GET', `Sign/Envelope?riskId=${risk.RiskId}`)).json[0]?.Status, { timeout: 30_000 })
      .toBe('completed');
    // The viewer sees the completion (it polls) and shows the form sent.
    await broker.getByTestId('form-transferred').waitFor({ timeout: 60_000 });
    expect((await api<TRisk>(broker, 'GET', `Forms/Risk/${risk.RiskId}`)).json.Status).toBe('transferred');
  });

  it('the completed PDF: sealed, both signatures on its certificate page, valid at the endpoint and on /signatur-pruefen; one changed byte is not', async () => {
    const { json: found } = await api<{ Items: { Id: string }[] }>(broker, 'POST', 'data/Brief/query', {
      Page: { Skip: 0, Take: 1, ReturnTotal: false },
      Filters: [{ Property: 'Titel', Operator: 'Equal', Value: 'Hausrat-Angebot' }],
      Sorts: [{ Property: 'Erstellt', Direction: 'desc' }],
    });
    const id = found.Items[0]?.Id;
    expect(id, 'the sealed PDF is a document of the process').toBeDefined();
    const base64 = await broker.evaluate(async (docId) => {
      const stored = localStorage.getItem('portal.license') ?? '';
      const license = stored.startsWith('"') ? (JSON.parse(stored) as string) : stored;
      const meta = (await (await fetch(`/api/v1/Brief/${docId}?license=${encodeURIComponent(license)}`)).json()) as { Url: string };
      const bytes = new Uint8Array(await (await fetch(meta.Url)).arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    }, id!);
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/ByteRange\s*\[/);
    const certificate = await lastPageText(bytes);
    for (const text of [APPLICANT, AGENT, 'Antragsteller', 'Vermittler']) expect(certificate).toContain(text);

    const verify = await freshPage();
    await verify.goto('/signatur-pruefen');
    await verify.getByTestId('verify-page').waitFor({ timeout: 30_000 });
    await expectAccessible(verify, '/signatur-pruefen');
    await verify.getByTestId('verify-input').setInputFiles({ name: 'Hausrat-Angebot.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
    const result = verify.getByTestId('verify-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-outcome')).toBe('valid');
    expect(await result.textContent()).toContain(APPLICANT);
    await expectAccessible(verify, '/signatur-pruefen with a valid result');
    await screenshot(verify, 'signing-verify-valid-1366');
    await verify.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(verify, '/signatur-pruefen at 390 px');
    await screenshot(verify, 'signing-verify-valid-390');
    await verify.setViewportSize({ width: 1366, height: 860 });

    const changed = Buffer.from(bytes);
    // A byte of the first page's content (inside what the seal covers), not of the signature itself.
    const at = Math.floor(changed.length / 4);
    changed[at] = changed[at] === 0x30 ? 0x31 : 0x30;
    await verify.getByTestId('verify-input').setInputFiles({ name: 'Hausrat-Angebot-geaendert.pdf', mimeType: 'application/pdf', buffer: changed });
    await expect.poll(() => result.getAttribute('data-valid'), { timeout: 30_000 }).toBe('false');
    expect(['modified', 'invalid-signature', 'not-a-pdf']).toContain(await result.getAttribute('data-outcome'));
    await screenshot(verify, 'signing-verify-modified-1366');
  });

  it('a used link and an unknown link say so, also in English', async () => {
    expect(await linkProblem(links[0]!)).toBe('used');
    expect(await linkProblem('/signieren/kein-gueltiger-link-0000000000000000000000')).toBe('unknown');
    // The signer's own language: signing's texts load with the switch.
    const page = contexts.at(-1)!.pages()[0]!;
    await page.getByTestId('language-menu-button').click();
    await page.getByTestId('language-option-en').click();
    await page.getByRole('heading', { level: 1, name: 'Sign documents' }).waitFor();
    expect(await page.getByTestId('sign-link-problem').textContent()).toContain('Link not found');
    await expectAccessible(page, '/signieren in English');
  });

  it('an expired link says so', async () => {
    const second = await completeRisk(broker);
    const request = await api<{ Status: string }>(broker, 'POST', 'Sign/Request', {
      RiskId: second.RiskId,
      Signers: [
        { Field: 'Antragsteller', Email: 'abgelaufen@example.test' },
        { Field: 'Vermittler', Email: 'vermittler2@example.test' },
      ],
    });
    expect(request.status).toBe(201);
    const link = await signLinkOf(broker, 'abgelaufen@example.test');
    // Time moves on: the server stops, the link's expiry moves into the past, the server starts again.
    const port = Number(new URL(portal.baseUrl).port);
    const dataDir = portal.dataDir;
    await portal.stop({ keepData: true });
    const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    try {
      const updated = await db.query(`UPDATE sign_signers SET expires_at = now() - interval '1 minute' WHERE email = $1`, ['abgelaufen@example.test']);
      expect(updated.affectedRows).toBe(1);
    } finally {
      await db.close();
    }
    portal = await startPortal({}, { port, dataDir });
    expect(await linkProblem(link)).toBe('expired');
    const expiredPage = contexts.at(-1)!.pages()[0]!;
    await expectAccessible(expiredPage, '/signieren with an expired link');
    await screenshot(expiredPage, 'signing-expired-1366', { firstScreen: true });
  });
});
