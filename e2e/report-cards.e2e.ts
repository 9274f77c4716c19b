/**
 * Issue 13 item 4, report cards: a broker opens a report card, picks a customer from the list (searched on the
 * server), the rendered PDF shows in the preview overlay and its text (pdf.js, as a reader extracts it) holds the
 * customer's name; closing goes back. No record left: the not-found dialog with 'Schließen' goes back too.
 * axe on the page and the overlay; screenshots at 1366 and 390 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';
import { pageApi } from './support/page-api.js';
import { loggedInSession } from './support/session.js';

const session = loggedInSession('makler@demo.test');
let page: Page;
let customerCard: string;
let contractCard: string;
let lineDataCard: string;

type TCard = { Id: string; Action: string | null; AdditionalProperties: { Context?: string } };

beforeAll(async () => {
  ({ page } = session);
  const { json } = await pageApi<{ Cards: TCard[] }>(page, 'GET', 'CardView');
  const report = (context: string) => json.Cards.find((c) => c.Action === 'report' && c.AdditionalProperties.Context === context)!.Id;
  customerCard = report('Kunde');
  contractCard = report('Vertrag');
  lineDataCard = report('Spartendaten');
  // Every seeded report card (one per context) lists records for the broker.
  for (const card of json.Cards.filter((c) => c.Action === 'report')) {
    const records = await pageApi<{ Total: number }>(page, 'POST', `ReportCard/${card.Id}/Records`, {});
    expect(records.status, `${card.AdditionalProperties.Context} card`).toBe(200);
    expect(records.json.Total, `${card.AdditionalProperties.Context} card`).toBeGreaterThan(0);
  }
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) texts.push((await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
    return texts.join(' ').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

describe('report cards', () => {
  it('a broker picks a customer and sees the PDF with the customer\'s name; closing goes back', async () => {
    await page.goto('/startseite');
    await page.goto(`/pdfTemplate/${customerCard}`);
    const list = page.getByTestId('report-records');
    await list.waitFor();
    await page.getByRole('heading', { name: 'Bitte auswählen' }).waitFor();
    const first = (await page.getByTestId('report-record').first().locator('.MuiListItemText-primary').textContent())!.trim();
    // Many customers: the search box narrows the list in the database.
    const searched = page.waitForResponse((r) => r.url().includes('/Records') && (r.request().postData() ?? '').includes('Search'));
    await page.getByTestId('report-search').fill(first);
    await searched;
    await expect.poll(() => page.getByTestId('report-record').first().locator('.MuiListItemText-primary').textContent()).toBe(first);
    await expectAccessible(page, 'report card list');
    await screenshot(page, 'report-card-list-1366');

    const rendered = page.waitForResponse((r) => r.url().includes('/PdfTemplate/Render'));
    await page.getByTestId('report-record').first().click();
    const { Url } = (await (await rendered).json()) as { Url: string };
    const preview = page.getByTestId('report-preview');
    await preview.getByTestId('pdf-page').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'report preview');
    await screenshot(page, 'report-card-preview-1366', { firstScreen: true });

    const pdf = await page.context().request.get(Url);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toContain(first);
    expect(text).toContain('Kundenbericht');

    await preview.getByRole('button', { name: 'Schließen' }).last().click();
    await page.waitForURL((u) => u.pathname === '/startseite');
  });

  it('Spartendaten: a contract first, then its line data, then the PDF', async () => {
    await page.goto('/startseite');
    await page.goto(`/pdfTemplate/${lineDataCard}`);
    await page.getByRole('heading', { name: 'Bitte einen Vertrag auswählen' }).waitFor();
    const contract = (await page.getByTestId('report-record').first().locator('.MuiListItemText-primary').textContent())!.split(' · ')[0]!;
    await page.getByTestId('report-record').first().click();
    await page.getByRole('heading', { name: 'Bitte Spartendaten auswählen' }).waitFor();
    await expectAccessible(page, 'report line data list');
    const rendered = page.waitForResponse((r) => r.url().includes('/PdfTemplate/Render'));
    await page.getByTestId('report-record').first().click();
    const { Url } = (await (await rendered).json()) as { Url: string };
    await page.getByTestId('report-preview').getByTestId('pdf-page').first().waitFor({ timeout: 30_000 });
    expect(await pdfText(new Uint8Array(await (await page.context().request.get(Url)).body()))).toContain(contract);
    await page.getByTestId('report-preview').getByRole('button', { name: 'Schließen' }).last().click();
    await page.waitForURL((u) => u.pathname === '/startseite');
  });

  it('at 390 px the list fits; no record left shows the not-found dialog, and Schließen goes back', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/startseite');
      await page.goto(`/pdfTemplate/${contractCard}`);
      await page.getByTestId('report-records').waitFor();
      await expectAccessible(page, 'report card list at 390 px');
      await screenshot(page, 'report-card-list-390', { firstScreen: true });

      // The card's filter matches nothing (as after the data changed): the server answers an empty list.
      await page.route('**/api/v1/ReportCard/*/Records**', async (route) => {
        const real = await route.fetch();
        const body = (await real.json()) as Record<string, unknown>;
        await route.fulfill({ response: real, json: { ...body, Items: [], Total: 0 } });
      });
      await page.goto('/startseite');
      await page.goto(`/pdfTemplate/${contractCard}`);
      const dialog = page.getByTestId('report-not-found');
      await dialog.waitFor();
      // The text names the card's filter property by its column label.
      expect(await dialog.textContent()).toContain('„');
      await expectAccessible(page, 'report not found');
      await screenshot(page, 'report-card-not-found-390', { firstScreen: true });
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await page.waitForURL((u) => u.pathname === '/startseite');
    } finally {
      await page.unroute('**/api/v1/ReportCard/*/Records**');
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });

  it('a licence admin edits a PDF template: unknown placeholders are named, saving a valid one works', async () => {
    const browser = await launchBrowser();
    const context = await newContext(browser);
    try {
      const admin = await context.newPage();
      await loginAs(admin, 'admin@demo.test');
      await admin.goto('/einstellungen?admin=pdf-templates');
      const dialog = admin.getByTestId('pdf-templates-dialog');
      await dialog.getByRole('button', { name: /Kundenbericht/ }).click();
      const body = admin.getByTestId('pdf-template-body');
      await expect.poll(() => body.inputValue()).toContain('{{Kunde.Kundenname}}');
      await body.fill('# {{Kunde.Kundenname}}\n{{Kunde.Geheim}}');
      await dialog.getByText('Unknown placeholder {{Kunde.Geheim}} (line 2)', { exact: false }).waitFor();
      expect(await admin.getByTestId('pdf-template-save').isDisabled()).toBe(true);
      await expectAccessible(admin, 'PDF templates dialog');
      await screenshot(admin, 'pdf-templates-dialog-1366', { firstScreen: true });
      await body.fill('# Kundenbericht {{Kunde.Kundenname}}\n| Ort | {{Kunde.Ort}} |');
      const saved = admin.waitForResponse((r) => /\/PdfTemplate\/[0-9a-f-]{36}/.test(r.url()) && r.request().method() === 'PUT');
      await admin.getByTestId('pdf-template-save').click();
      expect((await saved).status()).toBe(200);
      await dialog.getByText('Vorlage gespeichert').waitFor();

      // The card editor (admin mode) makes a report card: action 'Bericht (PDF)', context and template.
      await admin.evaluate(() => sessionStorage.setItem('portal.adminMode', '1'));
      await admin.goto('/custom');
      await admin.getByTestId('card-admin-board').waitFor();
      await admin.getByTestId('card-control-new').click();
      const editor = admin.getByTestId('card-editor');
      await admin.getByTestId('card-name-de').fill('Bericht');
      await admin.getByTestId('card-name-en').fill('Report');
      await editor.getByRole('radio', { name: 'Aktion' }).check();
      await editor.getByRole('combobox', { name: 'Aktion' }).click();
      await admin.getByRole('option', { name: 'Bericht (PDF)' }).click();
      await admin.getByTestId('report-card-fields').waitFor();
      await admin.getByTestId('report-template').click();
      await admin.getByRole('option', { name: 'Kundenbericht' }).click();
      await expectAccessible(admin, 'card editor with report fields');
      await screenshot(admin, 'report-card-editor-1366', { firstScreen: true });
      const created = admin.waitForResponse((r) => r.url().includes('/Admin/CardView/Draft/Cards') && r.request().method() === 'POST');
      await admin.getByTestId('card-editor-save').click();
      expect((await created).status()).toBe(200);
      // Leave the shared portal's card view as it was.
      expect((await pageApi(admin, 'POST', 'Admin/CardView/Discard')).status).toBe(200);
    } finally {
      await context.close();
      await browser.close();
    }
  });
});
