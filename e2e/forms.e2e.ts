/**
 * Issue 10 as a user sees it: the forms a member may start (/formulare, /assfinetforms/{id}), the form viewer
 * /forms?productId=&riskId= with its save indicator, edits that survive a reload and a server that is away, two
 * tabs on one risk (conflict dialog, nothing lost), the transfer into the broker's post box, the insurance card
 * /pdfFormular/IVK; axe on every page and dialog, screenshots at 1366 and 390 px.
 *
 * The file runs against a portal of its own (vitest.config.ts OWN_PORTAL_FILES, project e2e-b): one test really stops the
 * server and starts it again on the same port and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';
import { pageApi } from './support/page-api.js';
import { startPortal, type RunningPortal } from './support/portal-process.js';
import { drawSignature } from './support/signature-pad.js';

const CUSTOMER = 'privat@demo.test';
const BROKER = 'admin@demo.test';
const FORM_PAGES_KEY = 'formPages';

let browser: Browser;
let portal: RunningPortal;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), startPortal()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await portal?.stop();
});

async function loggedIn(email: string, width = 1366): Promise<Page> {
  const context = await newContext(browser, { baseURL: portal.baseUrl, width, height: width < 600 ? 844 : 860 });
  contexts.push(context);
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

type TRisk = { RiskId: string; ProductId: string; Data: Record<string, unknown>; Status: string; Version: number };

const api = pageApi;

async function productId(page: Page, name: string): Promise<string> {
  const { json } = await api<{ Id: string; Name: string }[]>(page, 'GET', 'Forms/Products');
  const product = json.find((p) => p.Name === name);
  expect(product, `form ${name} offered`).toBeDefined();
  return product!.Id;
}

async function newRisk(page: Page, name = 'Schadenmeldung'): Promise<TRisk> {
  const { status, json } = await api<TRisk>(page, 'POST', 'Forms/Risk', { ProductId: await productId(page, name) });
  expect(status).toBe(201);
  return json;
}

const serverRisk = async (page: Page, riskId: string): Promise<TRisk> => (await api<TRisk>(page, 'GET', `Forms/Risk/${riskId}`)).json;

async function openViewer(page: Page, risk: Pick<TRisk, 'ProductId' | 'RiskId'>): Promise<void> {
  await page.goto(`/forms?productId=${risk.ProductId}&riskId=${risk.RiskId}`);
  await page.getByTestId('form-viewer').waitFor({ timeout: 30_000 });
}

const indicator = (page: Page) => page.getByTestId('form-save-indicator');
const saved = async (page: Page): Promise<void> => {
  await expect.poll(() => indicator(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('saved');
};

/** Writes the browser's copy of a risk as the viewer does before it sends (what a reload finds). */
async function storeLocally(page: Page, riskId: string, entry: { data: Record<string, unknown>; baseVersion: number; page: number; dirty: boolean }): Promise<void> {
  await page.evaluate(
    ({ key, riskId, entry }) => {
      const store = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      store[riskId] = { ...entry, updatedAt: Date.now() };
      localStorage.setItem(key, JSON.stringify(store));
    },
    { key: FORM_PAGES_KEY, riskId, entry },
  );
}

/** The runtime's text fields by their labels (runtime/form-runtime.tsx; the required mark is not part of the name). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** The runtime's page buttons (the navbar has a history 'Zurück' of its own). */
const next = (page: Page) => page.getByTestId('form-viewer').getByRole('button', { name: 'Weiter', exact: true }).click();
const back = (page: Page) => page.getByTestId('form-viewer').getByRole('button', { name: 'Zurück', exact: true }).click();

describe('forms: start, viewer and its states', () => {
  it('lists the forms a member may start; a form by name creates one risk and opens the viewer', async () => {
    const page = await loggedIn(CUSTOMER);
    await page.getByRole('link', { name: 'Formulare', exact: true }).first().click();
    await page.getByTestId('form-start-page').waitFor();
    await page.getByTestId('form-start-item').first().waitFor();
    expect(await page.getByTestId('form-start-item').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Schadenmeldung')]));
    await expectAccessible(page, '/formulare');
    await screenshot(page, 'forms-start-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, '/formulare at 390 px');
    await screenshot(page, 'forms-start-390');
    await page.setViewportSize({ width: 1366, height: 860 });

    await page.goto('/assfinetforms/Schadenmeldung');
    await page.waitForURL(/\/forms\?productId=[0-9a-f-]{36}&riskId=[0-9a-f-]{36}$/, { timeout: 30_000 });
    const url = new URL(page.url());
    const riskId = url.searchParams.get('riskId')!;
    await page.getByTestId('form-viewer').waitFor();
    // A reload opens the same risk (the URL was replaced), it creates no second one.
    await page.reload();
    await page.getByTestId('form-viewer').waitFor();
    expect(new URL(page.url()).searchParams.get('riskId')).toBe(riskId);
    expect((await serverRisk(page, riskId)).Status).toBe('draft');

    // The eVB requests open their forms by the spec's names.
    for (const [name, title] of [['eVBNummerbeantragen', 'eVB-Anforderung Kompaktkraft'], ['eVBNummerbeantragen%20(Euromobil)', 'eVB-Anforderung Euromobil']]) {
      await page.goto(`/assfinetforms/${name}`);
      await page.waitForURL(/\/forms\?productId=/, { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }

    await page.goto('/assfinetforms/Gibt%20es%20nicht');
    await page.getByTestId('assfinetforms-not-found').waitFor();
    expect(await page.getByTestId('assfinetforms-not-found').textContent()).toContain('Gibt es nicht');

    await page.goto('/forms?productId=only-one');
    await page.getByTestId('form-viewer-missing').waitFor();
    expect(await page.getByTestId('form-viewer-missing').textContent()).toContain('riskId');
    await expectAccessible(page, '/forms without riskId');

    await page.goto('/pdfFormular/Unbekannt');
    await page.getByTestId('pdf-form-not-found').waitFor();
  });

  it('unsent edits kept in the browser are sent after a reload; older ones open the conflict dialog', async () => {
    const page = await loggedIn(CUSTOMER);
    const risk = await newRisk(page);
    await openViewer(page, risk);
    await saved(page);
    const base = (await serverRisk(page, risk.RiskId)).Version;

    // Edits made before a reload (or a crash) that never reached the server.
    await storeLocally(page, risk.RiskId, { data: { Vorname: 'Lokal', Hergang: 'Vor dem Neuladen getippt' }, baseVersion: base, page: 1, dirty: true });
    await page.reload();
    await page.getByTestId('form-viewer').waitFor();
    await expect.poll(async () => (await serverRisk(page, risk.RiskId)).Data.Hergang, { timeout: 30_000 }).toBe('Vor dem Neuladen getippt');
    await saved(page);
    expect((await serverRisk(page, risk.RiskId)).Data.Vorname).toBe('Lokal');

    // Meanwhile another device saved; the browser still holds edits based on the version before.
    const before = await serverRisk(page, risk.RiskId);
    const other = await api<{ Version: number }>(page, 'POST', `Forms/Risk/${risk.RiskId}`, { Data: { ...before.Data, Vorname: 'Anderes Gerät' }, Version: before.Version });
    expect(other.status).toBe(200);
    await storeLocally(page, risk.RiskId, { data: { ...before.Data, Vorname: 'Meine Eingabe' }, baseVersion: before.Version, page: 0, dirty: true });
    await page.reload();
    const dialog = page.getByTestId('form-conflict-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    const row = dialog.locator('[data-testid="form-conflict-row"][data-path="Vorname"]');
    expect(await row.textContent()).toContain('Meine Eingabe');
    expect(await row.textContent()).toContain('Anderes Gerät');
    expect(await indicator(page).getAttribute('data-status')).toBe('conflict');
    await expectAccessible(page, 'conflict dialog');
    await screenshot(page, 'forms-conflict-1366', { firstScreen: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'forms-conflict-390', { firstScreen: true });
    await page.setViewportSize({ width: 1366, height: 860 });
    // Nothing is sent while the user has not decided.
    expect((await serverRisk(page, risk.RiskId)).Data.Vorname).toBe('Anderes Gerät');
    await page.getByTestId('form-conflict-mine').click();
    await saved(page);
    const after = await serverRisk(page, risk.RiskId);
    expect(after.Data.Vorname).toBe('Meine Eingabe');
    expect(after.Version).toBe(other.json.Version + 1);
  });
});

/*
 * The tests below fill the form through the form runtime (runtime/form-runtime.tsx, built beside this viewer):
 * they pass once the runtime is merged.
 */
describe('forms: filling in through the runtime', () => {
  it('fills the Schadenmeldung across pages with a condition and a calculation; a reload halfway finds every value', async () => {
    const page = await loggedIn(CUSTOMER);
    const risk = await newRisk(page);
    await openViewer(page, risk);
    // Defaults from the logged-in user (Paula Privat).
    await expect.poll(() => field(page, 'Vorname').inputValue(), { timeout: 30_000 }).toBe('Paula');
    await field(page, 'Versicherungsscheinnummer').fill('HR-4711');
    await field(page, 'Telefon (tagsüber)').fill('030 1234567');
    await next(page);
    await page.getByRole('combobox', { name: 'Schadenart' }).click();
    await page.getByRole('option', { name: 'Sonstiges', exact: true }).click();
    // Condition: 'Sonstiges' shows the question what happened.
    await field(page, 'Welcher Schaden ist entstanden?').fill('Marderbiss am Kabel');
    await field(page, 'Schadenort (Straße, PLZ, Ort)').fill('Hauptstraße 1, 10115 Berlin');
    await field(page, 'Wie ist der Schaden entstanden?').fill('Ein Marder hat das Kabel angenagt.');
    await expectAccessible(page, 'form viewer, page 2');
    await screenshot(page, 'forms-viewer-1366');

    // Halfway: reload at once (within the debounce) and find every value, on the page the user was on.
    await page.reload();
    await page.getByTestId('form-viewer').waitFor();
    await expect.poll(() => field(page, 'Wie ist der Schaden entstanden?').inputValue(), { timeout: 30_000 }).toBe('Ein Marder hat das Kabel angenagt.');
    expect(await field(page, 'Welcher Schaden ist entstanden?').inputValue()).toBe('Marderbiss am Kabel');
    await back(page);
    expect(await field(page, 'Versicherungsscheinnummer').inputValue()).toBe('HR-4711');
    await next(page);

    // Condition: the police station is asked only when the police came.
    expect(await field(page, 'Polizeidienststelle').count()).toBe(0);
    await page.getByRole('radiogroup', { name: 'Wurde die Polizei hinzugezogen?' }).getByRole('radio', { name: 'Ja', exact: true }).check();
    await field(page, 'Polizeidienststelle').fill('Abschnitt 31');
    await next(page);
    // Calculation: the number of witnesses counts the entries.
    await page.getByRole('checkbox', { name: 'Es gibt Zeugen des Schadens' }).check();
    await page.getByRole('button', { name: 'Zeuge hinzufügen' }).click();
    await field(page, 'Name').first().fill('Bert Beispiel');
    await page.getByRole('button', { name: 'Zeuge hinzufügen' }).click();
    await field(page, 'Name').nth(1).fill('Cem Muster');
    await saved(page);
    const data = (await serverRisk(page, risk.RiskId)).Data;
    expect(data).toMatchObject({ Vorname: 'Paula', Nachname: 'Privat', Versicherungsnummer: 'HR-4711', Schadenart: 'Sonstiges', Polizei: 'Ja', Dienststelle: 'Abschnitt 31', AnzahlZeugen: 2 });
    expect(data.Zeugen).toEqual([expect.objectContaining({ ZeugeName: 'Bert Beispiel' }), expect.objectContaining({ ZeugeName: 'Cem Muster' })]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'form viewer at 390 px');
    await screenshot(page, 'forms-viewer-390');
  });

  it('keeps edits while the server is stopped and saves them when it is back', async () => {
    const page = await loggedIn(CUSTOMER);
    const risk = await newRisk(page);
    await openViewer(page, risk);
    await saved(page);
    const port = Number(new URL(portal.baseUrl).port);
    const dataDir = portal.dataDir;
    await portal.stop({ keepData: true });
    try {
      await field(page, 'Versicherungsscheinnummer').fill('OFFLINE-1');
      await expect.poll(() => indicator(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('offline');
      expect(await indicator(page).textContent()).toContain('Offline');
      await screenshot(page, 'forms-offline-1366', { firstScreen: true });
    } finally {
      portal = await startPortal({}, { port, dataDir });
    }
    await saved(page);
    expect((await serverRisk(page, risk.RiskId)).Data.Versicherungsnummer).toBe('OFFLINE-1');
  });

  it('two tabs on one risk: the second save gets the conflict dialog and nothing is lost', async () => {
    const first = await loggedIn(CUSTOMER);
    const second = await loggedIn(CUSTOMER);
    const risk = await newRisk(first);
    await openViewer(first, risk);
    await openViewer(second, risk);
    await saved(first);
    await saved(second);
    await field(first, 'Versicherungsscheinnummer').fill('TAB-1');
    await saved(first);
    await field(second, 'Telefon (tagsüber)').fill('0171 2345678');
    const dialog = second.getByTestId('form-conflict-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    // The dialog shows what keeping mine changes: the second tab's phone number, not the first tab's policy number.
    expect(await dialog.locator('[data-testid="form-conflict-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-path')))).toEqual(['Telefon']);
    await expectAccessible(second, 'conflict dialog of the second tab');
    await second.getByTestId('form-conflict-mine').click();
    await saved(second);
    // Nothing lost: the first tab's number stays, the second tab's phone is saved on top, and both tabs show both.
    expect((await serverRisk(second, risk.RiskId)).Data).toMatchObject({ Versicherungsnummer: 'TAB-1', Telefon: '0171 2345678' });
    expect(await field(second, 'Versicherungsscheinnummer').inputValue()).toBe('TAB-1');
  });

  it('transfers the form: documents on the summary, then read-only, and the process with its PDFs is in the broker\'s post box', async () => {
    const page = await loggedIn(CUSTOMER);
    const risk = await newRisk(page);
    const today = new Date().toISOString().slice(0, 10);
    const complete = { Vorname: 'Paula', Nachname: 'Privat', Versicherungsnummer: 'TR-2026', EMail: 'privat@demo.test', Schadentag: today, Schadenart: 'Feuer', Schadenort: 'Hauptstraße 1, 10115 Berlin', Hergang: 'Kerze umgefallen.', Polizei: 'Nein' };
    const { Hergang: _missing, ...incomplete } = complete;
    expect((await api(page, 'POST', `Forms/Risk/${risk.RiskId}`, { Data: incomplete, Version: risk.Version })).status).toBe(200);
    await openViewer(page, risk);
    await next(page);
    await next(page);
    await next(page);
    await page.getByTestId('form-summary').waitFor();
    // An incomplete form is refused with every invalid control; the viewer goes to the first one's page.
    await page.getByTestId('form-send').click();
    const invalid = page.getByTestId('form-transfer-invalid');
    await invalid.waitFor({ timeout: 30_000 });
    expect(await invalid.textContent()).toContain('Wie ist der Schaden entstanden?: Bitte füllen Sie dieses Feld aus.');
    await field(page, 'Wie ist der Schaden entstanden?').fill('Kerze umgefallen.');
    // The list of the refused transfer lets go of a control once it is answered.
    await expect.poll(() => invalid.count()).toBe(0);
    await saved(page);
    await next(page);
    await next(page);
    await page.getByTestId('form-summary').waitFor();
    await expect.poll(() => page.getByTestId('form-documents').getAttribute('data-status'), { timeout: 60_000 }).toBe('idle');
    expect(await page.getByTestId('form-document').count()).toBeGreaterThan(0);
    await page.getByTestId('form-document').first().click();
    await page.getByTestId('form-document-dialog').getByTestId('pdf-viewer').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'document dialog');
    await screenshot(page, 'forms-document-1366', { firstScreen: true });
    await page.getByTestId('form-document-dialog').getByRole('button', { name: 'Schließen' }).last().click();
    await expectAccessible(page, 'summary page');
    await screenshot(page, 'forms-summary-1366');
    const send = page.getByTestId('form-send');
    // One signature over all documents (Anspruchsteller): 'Abschicken' opens the PDF viewer in signable mode for the
    // member's own signature (spec 001 §9); saving it sends the form.
    expect(await send.textContent()).toBe('Abschicken');
    await send.click();
    const signDialog = page.getByTestId('pdf-sign-dialog');
    await signDialog.getByTestId('signing-workspace').waitFor({ timeout: 30_000 });
    await signDialog.getByTestId('signing-field').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'PDF viewer dialog in signable mode');
    await screenshot(page, 'forms-sign-own-1366', { firstScreen: true });
    await drawSignature(page, signDialog.getByTestId('signing-workspace'));
    await signDialog.getByTestId('signing-save').click();
    await signDialog.waitFor({ state: 'hidden', timeout: 60_000 });
    await page.getByTestId('form-transferred').waitFor({ timeout: 30_000 });
    expect(await indicator(page).getAttribute('data-status')).toBe('transferred');
    expect(await send.isDisabled()).toBe(true);
    const transferred = await serverRisk(page, risk.RiskId);
    expect(transferred.Status).toBe('transferred');

    const broker = await loggedIn(BROKER);
    await broker.goto('/vorgang/posteingang');
    const item = broker.getByTestId('process-item').filter({ hasText: 'Schadenmeldung: Paula Privat' }).first();
    await item.waitFor({ timeout: 30_000 });
    await item.getByTestId('process-item-link').click();
    await broker.waitForURL(/\/vorgang\//);
    // The rendered PDFs are attached to the process.
    await broker.getByText(/\.pdf/).first().waitFor({ timeout: 30_000 });
  });
});

describe('forms: the international insurance card', () => {
  it('shows the card of a chosen motor contract as a filled PDF with a download', async () => {
    const page = await loggedIn(BROKER);
    await page.goto('/pdfFormular/IVK?cardId=ivk');
    await page.getByTestId('pdf-form-page').waitFor();
    await page.getByTestId('ivk-contract').click();
    await page.getByRole('option').first().click();
    await page.waitForURL(/contractId=/);
    await page.getByTestId('pdf-viewer').waitFor({ timeout: 60_000 });
    expect(Number(await page.getByTestId('pdf-viewer').getAttribute('data-pages'))).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Herunterladen' }).waitFor();
    await expectAccessible(page, '/pdfFormular/IVK');
    await screenshot(page, 'forms-ivk-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'forms-ivk-390', { firstScreen: true });
  });
});
