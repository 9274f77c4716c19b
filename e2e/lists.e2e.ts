/**
 * Issue 3 as a user sees it: the contract status filter, the claim date check, CSV export, search by
 * contract number, column choices surviving a reload — and axe on every list and detail page.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot } from './support/browser.js';
import { loggedInSession } from './support/session.js';
import { columnTexts, headerIds, waitForRows } from './support/table.js';

const session = loggedInSession('admin@demo.test');
let page: Page;
beforeAll(() => {
  ({ page } = session);
});

describe('contracts list', () => {
  it('status filter Angebot shows only Angebot and Anfrage rows', async () => {
    await page.goto('/vertrag/status/Angebot');
    await waitForRows(page);
    const statuses = await columnTexts(page, 'ComputedStatus');
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(['Angebot', 'Anfrage']).toContain(s);
    expect(new Set(statuses).size).toBeGreaterThan(0);
    await expectAccessible(page, 'contracts: offers');
    await screenshot(page, 'contracts-offers');
  });

  it('exports the visible columns and rows as CSV', async () => {
    await page.goto('/vertrag/status/Angebot');
    await waitForRows(page);
    const headers = await headerIds(page);
    const totalText = (await page.getByTestId('data-table-total').textContent()) ?? '';
    const total = Number(totalText.replace(/\D/g, ''));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^Export_Vertrag_\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const lines = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]?.split(';')).toHaveLength(headers.length);
    expect(lines.length - 1).toBe(total);
  });

  it('keeps column choices across a reload', async () => {
    await page.goto('/vertrag');
    await waitForRows(page);
    expect(await headerIds(page)).toContain('Produkt');
    await page.getByTestId('column-settings').click();
    await page.getByTestId('column-settings-dialog').waitFor();
    await expectAccessible(page, 'column settings dialog');
    await page.getByTestId('column-option-Produkt').click();
    await page.getByTestId('column-settings-save').click();
    await expect.poll(() => headerIds(page)).not.toContain('Produkt');
    await page.reload();
    await waitForRows(page);
    expect(await headerIds(page)).not.toContain('Produkt');
    // Put it back for the other tests.
    await page.getByTestId('column-settings').click();
    await page.getByTestId('column-option-Produkt').click();
    await page.getByTestId('column-settings-save').click();
    await expect.poll(() => headerIds(page)).toContain('Produkt');
  });
});

describe('claims list', () => {
  it("shows the spec's 'Invalid start date' in German (Ungültiges Startdatum) for an impossible start date", async () => {
    await page.goto('/schaden');
    await waitForRows(page);
    await page.getByTestId('filter-from').fill('31.02.2025');
    await expect.poll(() => page.getByText('Ungültiges Startdatum').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectAccessible(page, 'claims with a date error');
    await screenshot(page, 'claims-invalid-date');
  });
});

describe('search', () => {
  it('opens a contract found by its number', async () => {
    const res = await page.request.post('/api/v1/data/Vertrag/query?license=DEMO-MAKLER', {
      data: { Fields: 'Id,VertragsNr', Page: { Skip: 0, Take: 1 }, Filters: [{ Property: 'Typ', Operator: 'Equal', Value: 'HAFT' }] },
    });
    const contract = (await res.json()).Items[0] as { Id: string; VertragsNr: string } | undefined;
    expect(contract).toBeDefined();
    await page.goto(`/suche?VSNR=${encodeURIComponent(contract!.VertragsNr)}`);
    await page.waitForURL((u) => u.pathname.includes(contract!.Id), { timeout: 30_000 });
    await page.getByTestId('contract-detail').waitFor();
    expect(await page.getByTestId('contract-detail').textContent()).toContain(contract!.VertragsNr);
    await expectAccessible(page, 'contract detail');
  });

  it('suggests matches as you type', async () => {
    const res = await page.request.post('/api/v1/data/Kunde/query?license=DEMO-MAKLER', {
      data: { Fields: 'Kundenname', Page: { Skip: 0, Take: 1 }, Filters: [] },
    });
    const name = ((await res.json()).Items[0] as { Kundenname: string }).Kundenname;
    await page.goto('/startseite');
    await page.getByTestId('global-search-input').fill(name.slice(0, 6));
    await page.getByTestId('search-suggestion').first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'search suggestions');
    await screenshot(page, 'search-suggestions');
  });
});

describe('every list and detail page is accessible', () => {
  for (const path of ['/vertrag', '/schaden', '/schaden/offen', '/kontakte', '/adresse', '/objekte', '/gesellschaften']) {
    it(`axe finds nothing on ${path}`, async () => {
      await page.goto(path);
      await page.locator('[data-testid="data-row"], [data-testid="data-table-empty"]').first().waitFor({ timeout: 30_000 });
      await expectAccessible(page, path);
      await screenshot(page, `list${path.replace(/\//g, '-')}`);
    });
  }

  it('opens a customer detail page from the contacts list', async () => {
    await page.goto('/kontakte');
    await waitForRows(page);
    await page.getByTestId('data-row').first().click();
    await page.getByTestId('customer-detail').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'customer detail');
    await screenshot(page, 'customer-detail');
  });
});
