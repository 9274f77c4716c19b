/**
 * The offers table /vorgang/aktuelle_angebote (spec 000 §2.8) as a broker sees it: rows, sorting, a column
 * filter, CSV export, a row opening its process, the process link to the search — and axe.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, loginAs, newContext, screenshot } from './support/browser.js';
import { loggedInSession } from './support/session.js';
import { columnTexts, headerIds, waitForRows } from './support/table.js';

const session = loggedInSession('makler@demo.test');
let browser: Browser;
let page: Page;
beforeAll(() => {
  ({ browser, page } = session);
});

async function total(): Promise<number> {
  const raw = (await page.getByTestId('data-table-total').getAttribute('data-total')) ?? '';
  return raw === '' ? -1 : Number(raw);
}

/** "1.234,50 €" → 1234.5; empty cells → null. */
const amount = (text: string): number | null => {
  const s = text.replace(/[^\d,-]/g, '').replace(',', '.');
  return s ? Number(s) : null;
};

describe('offers table', () => {
  it('lists the active offers of the licence', async () => {
    await page.goto('/vorgang/aktuelle_angebote');
    await waitForRows(page);
    await expect.poll(total).toBeGreaterThan(0);
    expect(await page.getByTestId('list-title').textContent()).toBe('Aktuelle Angebote');
    expect(await headerIds(page)).toEqual(['Erstellt', 'Kunde.Kundenname', 'Produkt', 'Praemie', 'Status', 'Kunde.Strasse', 'Kunde.Plz', 'Kunde.Ort', 'process']);
    // Money with its currency, dates DD.MM.YYYY.
    const premiums = (await columnTexts(page, 'Praemie')).filter(Boolean);
    expect(premiums.length).toBeGreaterThan(0);
    for (const p of premiums) expect(p).toMatch(/^-?[\d.]+,\d{2} (€|\$|£|[A-Z]{3})$/);
    for (const d of await columnTexts(page, 'Erstellt')) expect(d).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expectAccessible(page, 'offers table');
    await screenshot(page, 'offers-table');
  });

  it('sorts by a column', async () => {
    await page.goto('/vorgang/aktuelle_angebote');
    await waitForRows(page);
    const header = page.getByTestId('column-header-Praemie');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => {
        const values = (await columnTexts(page, 'Praemie')).map(amount).filter((v): v is number => v !== null);
        return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! <= v);
      })
      .toBe(true);
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const values = (await columnTexts(page, 'Praemie')).map(amount).filter((v): v is number => v !== null);
        return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
      })
      .toBe(true);
    await screenshot(page, 'offers-sorted');
  });

  it('narrows the rows with a column filter and exports them as CSV', async () => {
    await page.goto('/vorgang/aktuelle_angebote');
    await waitForRows(page);
    await expect.poll(total).toBeGreaterThan(0);
    const before = await total();
    const names = (await columnTexts(page, 'Kunde.Kundenname')).filter(Boolean);
    const name = names[0]!;
    await page.getByTestId('offer-filter-Kunde-Kundenname').fill(name);
    // While the filtered page loads the total is unknown (-1): wait for the new count.
    await expect.poll(async () => { const n = await total(); return n > 0 && n < before; }, { timeout: 15_000 }).toBe(true);
    const filtered = await total();
    const shown = await columnTexts(page, 'Kunde.Kundenname');
    expect(shown.length).toBeGreaterThan(0);
    for (const n of shown) expect(n.toLowerCase()).toContain(name.toLowerCase());
    await expectAccessible(page, 'offers filtered');
    await screenshot(page, 'offers-filtered');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^Export_Angebot_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('Erstellt am;Kunde;Produkt;Prämie;Status;Straße;PLZ;Ort');
    expect(lines.length - 1).toBe(filtered);
    for (const line of lines.slice(1)) expect(line.toLowerCase()).toContain(name.toLowerCase());

    await page.getByTestId('offer-filter-Produkt').fill('kein Produkt heißt so');
    await page.getByTestId('offers-empty').waitFor({ timeout: 15_000 });
    expect(await total()).toBe(0);
    await expectAccessible(page, 'offers empty');

    await page.getByTestId('offer-filters-reset').click();
    await expect.poll(total, { timeout: 15_000 }).toBe(before);
  });

  it('switches to the process feed of current offers and back', async () => {
    await page.goto('/vorgang/aktuelle_angebote');
    await waitForRows(page);
    await page.getByTestId('view-toggle-feed').click();
    const feed = page.getByTestId('process-feed');
    await feed.waitFor({ timeout: 15_000 });
    expect(await feed.getAttribute('data-filter')).toBe('aktuelle_angebote');
    expect(await page.getByTestId('offer-filters').count()).toBe(0);
    expect(await page.getByTestId('export-csv').count()).toBe(0);
    await expectAccessible(page, 'offers feed');
    await screenshot(page, 'offers-feed');
    await page.getByTestId('view-toggle-grid').click();
    await waitForRows(page);
  });

  it('links the process to the search and opens it on a row click', async () => {
    await page.goto('/vorgang/aktuelle_angebote');
    await waitForRows(page);
    const row = page.getByTestId('data-row').first();
    const href = await row.getByTestId('offer-process-link').getAttribute('href');
    expect(href).toMatch(/^\/suche\/Vorgang\/[0-9a-f-]{36}$/);
    const processId = href!.split('/').pop()!;
    await row.locator('td').first().click();
    await page.waitForURL((url) => url.pathname === `/vorgang/${processId}/nachrichten`, { timeout: 15_000 });
  });
});

describe('offers without the export flag', () => {
  it('offers no CSV export', async () => {
    const other = await newContext(browser);
    try {
      const p = await other.newPage();
      await loginAs(p, 'gewerbe@demo.test');
      await p.goto('/vorgang/aktuelle_angebote');
      await p.getByTestId('data-table-total').waitFor();
      await expect.poll(async () => p.getByTestId('data-table-total').getAttribute('data-total')).not.toBe('');
      expect(await p.getByTestId('column-settings').count()).toBe(1);
      expect(await p.getByTestId('export-csv').count()).toBe(0);
      await expectAccessible(p, 'offers without export');
      await screenshot(p, 'offers-no-export');
    } finally {
      await other.close();
    }
  });
});
