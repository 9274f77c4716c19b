/**
 * Issue 14 item 4, vehicles (/fahrzeug) and eVB (/evb): the broker's list shows a demo vehicle, found by its plate typed
 * without spaces or hyphens; a plate that matches nothing says 'Kein Fahrzeug mit diesem Kennzeichen gefunden'; the
 * 'Internationale Versicherungskarte erstellen' button yields the PDF card of the chosen vehicle, whose text names the
 * plate; a broker records the eVB number an insurer issued; the eVB list's apply menu opens the eVB request form. axe on each page; screenshots at 1366 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectAccessible, screenshot } from './support/browser.js';
import { pageApi } from './support/page-api.js';
import { loggedInSession } from './support/session.js';

const session = loggedInSession('makler@demo.test');

type TVehicle = { contractId: string; kennzeichenLesbar: string | null; versicherungskarte: boolean };

/** What a reader shows of the PDF: its text and the values of its filled form fields (the card is a filled form). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const pdfPage = await doc.getPage(n);
      texts.push((await pdfPage.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
      for (const annotation of (await pdfPage.getAnnotations()) as { fieldValue?: unknown }[]) if (typeof annotation.fieldValue === 'string') texts.push(annotation.fieldValue);
    }
    return texts.join(' ').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

describe('vehicles and eVB', () => {
  it('lists the vehicles, finds one by its plate, says so when none matches, and makes its insurance card', async () => {
    const { page } = session;
    await page.goto('/fahrzeug');
    const table = page.getByTestId('vehicle-table');
    await table.getByTestId('vehicle-table-row').first().waitFor();
    // A vehicle with cover, as the list's own API gives it.
    const { json } = await pageApi<{ Items: TVehicle[] }>(page, 'GET', 'Fahrzeug?aktiv=true&pageSize=100');
    const vehicle = json.Items.find((v) => v.versicherungskarte && v.kennzeichenLesbar)!;
    const plate = vehicle.kennzeichenLesbar!;
    await expectAccessible(page, '/fahrzeug');
    await screenshot(page, 'vehicles-1366', { firstScreen: true });

    // Typed as people type it: lower case, no spaces or hyphens.
    const search = page.getByTestId('vehicle-table-search');
    await search.fill(plate.replace(/[\s-]/g, '').toLowerCase());
    const row = table.getByTestId('vehicle-table-row').filter({ hasText: plate });
    await row.first().waitFor();
    await row.first().getByTestId('vehicle-select').click();

    // A plate that matches nothing; the chosen vehicle stays chosen.
    await search.fill('ZZ-ZZ 99999');
    const notFound = page.getByTestId('vehicle-table-not-found');
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain('Kein Fahrzeug mit diesem Kennzeichen gefunden');

    const cardUrl = page.waitForResponse((r) => r.url().includes('/Forms/PdfForm/IVK') && r.status() === 200, { timeout: 30_000 });
    await page.getByTestId('vehicle-create-card').click();
    await page.waitForURL((u) => u.pathname === '/pdfFormular/IVK' && u.searchParams.get('cardId') === 'ivk' && u.searchParams.get('contractId') === vehicle.contractId);
    // The card the page showed, fetched again as a reader would open it.
    const pdf = await page.context().request.get((await cardUrl).url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(await pdfText(new Uint8Array(await pdf.body()))).toContain(plate);
  });

  it('at 390 px the vehicle and eVB lists stay usable', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/fahrzeug');
      await page.getByTestId('vehicle-table-row').first().waitFor();
      await expectAccessible(page, '/fahrzeug at 390 px');
      await screenshot(page, 'vehicles-390', { firstScreen: true });
      await page.goto('/evb');
      await page.getByTestId('evb-table-row').first().waitFor();
      await screenshot(page, 'evb-390', { firstScreen: true });
    } finally {
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });

  it('a broker records an issued eVB number; the eVB menu opens the Kompaktkraft eVB request form', async () => {
    const { page } = session;
    await page.goto('/evb');
    await page.getByTestId('evb-table-row').first().waitFor();
    // The broker files the number the insurer issued: a bad one is refused before it is sent, a good one heads the list.
    const plate = (await page.getByTestId('evb-table-row').nth(1).getByRole('link').textContent())!.trim();
    await page.getByTestId('evb-record').click();
    const dialog = page.getByTestId('evb-record-dialog');
    await dialog.getByTestId('evb-record-vehicle').fill(plate);
    await page.getByRole('option').filter({ hasText: plate }).first().click();
    await dialog.getByTestId('evb-record-number').fill('ab12c');
    await dialog.getByTestId('evb-record-save').click();
    await dialog.getByText('Die eVB-Nummer besteht aus genau 7 Zeichen (A–Z, 0–9).').waitFor();
    await expectAccessible(page, '/evb record dialog');
    await dialog.getByTestId('evb-record-number').fill('e2e7q9x');
    await dialog.getByTestId('evb-record-save').click();
    await page.getByText('eVB-Nummer E2E7Q9X gespeichert').waitFor();
    await page.getByTestId('evb-table-row').first().filter({ hasText: 'E2E7Q9X' }).waitFor();

    await page.getByTestId('evb-apply').click();
    await page.getByTestId('evb-apply-kompaktkraft').waitFor();
    await expectAccessible(page, '/evb with the apply menu');
    await screenshot(page, 'evb-1366', { firstScreen: true });
    await page.getByTestId('evb-apply-kompaktkraft').click();
    await page.waitForURL(/\/forms\?productId=/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'eVB-Anforderung Kompaktkraft' }).waitFor();
  });
});
