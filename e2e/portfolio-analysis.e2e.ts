/**
 * Issue 14 item 8, the portfolio analysis (/auswertung): reached from the start page; the charts render; the table
 * view shows the same numbers as the API; the CSV has the header and the rows; axe finds nothing at 1366 and 390 px;
 * end customers are turned away.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(email: string, width = 1366): Promise<Page> {
  const context = await newContext(browser, { width, height: width < 768 ? 844 : 900 });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

type TStockRow = { Key: string; Vertraege: number; Jahrespraemie: number | null };
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

describe('portfolio analysis', () => {
  it('draws the charts, shows the same numbers as a table and exports them as CSV', async () => {
    const page = await open('makler@demo.test');
    await page.goto('/startseite');
    await page.getByTestId('dashboard-analysis-link').click();
    await page.waitForURL(/\/auswertung$/);
    const sparte = page.getByTestId('analysis-sparte');
    await sparte.getByTestId('analysis-chart').locator('svg').first().waitFor();
    for (const id of ['sparte', 'company', 'new-business', 'claims', 'cancellations']) await page.getByTestId(`analysis-${id}`).waitFor();
    // One bar per line of business, as many as the API answers.
    const api = (await (await page.request.get('/api/v1/Auswertung?license=DEMO-MAKLER')).json()) as { BySparte: TStockRow[] };
    expect(api.BySparte.length).toBeGreaterThan(0);
    expect(await sparte.locator('.MuiBarElement-root, [class*="MuiBarChart-bar"], rect[class*="Bar"]').count()).toBe(api.BySparte.length);
    await expectAccessible(page, 'portfolio analysis');
    // The period in the portal's date format (TT.MM.JJJJ), not the browser's locale (mm/dd/yyyy was shown before).
    expect(await page.getByTestId('period-from').inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await page.getByTestId('period-to').inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await screenshot(page, 'portfolio-analysis-1366');

    // Table view: the same contracts as the API, and the total row sums them.
    await sparte.getByTestId('view-table').click();
    const rows = sparte.getByTestId('analysis-row');
    expect(await rows.count()).toBe(api.BySparte.length);
    const shown = (await sparte.locator('[data-col="contracts"]').allTextContents()).map(digits);
    expect(shown.reduce((s, n) => s + n, 0)).toBe(api.BySparte.reduce((s, r) => s + r.Vertraege, 0));
    expect([...shown].sort()).toEqual(api.BySparte.map((r) => r.Vertraege).sort());
    expect(digits(await sparte.getByTestId('analysis-total-contracts').textContent())).toBe(api.BySparte.reduce((s, r) => s + r.Vertraege, 0));
    await expectAccessible(page, 'portfolio analysis table');

    // CSV: header and one line per row.
    const [download] = await Promise.all([page.waitForEvent('download'), sparte.getByTestId('analysis-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^Auswertung_Sparten_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Sparte;Verträge;Jahresprämie (EUR)');
    expect(lines).toHaveLength(api.BySparte.length + 1);
    expect(lines.slice(1).reduce((s, l) => s + Number(l.split(';')[1]), 0)).toBe(api.BySparte.reduce((s, r) => s + r.Vertraege, 0));
  });

  it('works on a phone from the Auswertung tab', async () => {
    const page = await open('makler@demo.test', 390);
    await page.goto('/startseite');
    await page.getByTestId('dashboard-tab-Auswertung').click();
    await page.getByTestId('dashboard-analysis-link').click();
    await page.getByTestId('analysis-sparte').getByTestId('analysis-chart').locator('svg').first().waitFor();
    await expectAccessible(page, 'portfolio analysis 390');
    await screenshot(page, 'portfolio-analysis-390');
  });

  it('is not for end customers', async () => {
    const page = await open('privat@demo.test');
    expect((await page.request.get('/api/v1/Auswertung?license=DEMO-MAKLER')).status()).toBe(403);
    await page.goto('/auswertung');
    await page.waitForURL(/\/404$/);
  });
});
