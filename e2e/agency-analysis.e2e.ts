/**
 * Issue 14, agencies (/vermittlerkonten, /vermittler/{id}/{focus}): each agency a company element holding its feed;
 * agency analysis (/vermittlerkonten/auswertung): the map shows the 16 federal states with the data's attribution,
 * the table sums to the broker's customer count; the birthday list opens the customer dialog; the caseworker
 * (preset Sachbearbeiter) is turned away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, openLoggedIn, screenshot } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (email: string, width = 1366): Promise<Page> => openLoggedIn(browser, email, width);

describe('agencies', () => {
  it("lists the agencies as company elements, each opening to its own feed, and the agency page filters it by focus", async () => {
    const page = await open('admin@demo.test');
    await page.goto('/vermittlerkonten');
    const agencies = page.getByTestId('agency');
    await agencies.first().waitFor();
    expect(await agencies.count()).toBeGreaterThan(1);
    // Collapsed: icon by firm/person, postcode, town, phone, e-mail; no feed asked for yet.
    const first = agencies.first();
    expect(await first.getByTestId('company-contact').textContent()).toMatch(/\d{5} \S+/);
    expect(await page.getByTestId('agency-feed').count()).toBe(0);
    await first.getByRole('button').first().click();
    await first.getByTestId('activity-entry').first().waitFor();
    expect(await first.getByTestId('company-contact').count()).toBe(0);
    await expectAccessible(page, 'agencies');
    await screenshot(page, 'agencies-1366');

    await page.getByTestId('agency-search').fill('zzzz-kein-vermittler');
    await page.getByTestId('agencies-empty').waitFor();
    await page.getByTestId('agency-search').fill('');
    await expect.poll(() => agencies.count()).toBeGreaterThan(1);

    // The agency opened above stays open across the search; open it only if it is not (a click would close it).
    if ((await agencies.first().getAttribute('data-expanded')) !== 'true') await agencies.first().getByRole('button').first().click();
    await agencies.first().getByTestId('agency-open').click();
    await page.waitForURL(/\/vermittler\/[0-9a-f-]+\/alle$/);
    await page.getByTestId('agency-feed').getByTestId('activity-entry').first().waitFor();
    await page.getByTestId('agency-focus-Vertrag').click();
    await page.waitForURL(/\/Vertrag$/);
    await expect.poll(async () => new Set(await page.getByTestId('activity-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-type'))))).toEqual(new Set(['Vertrag']));
    await expectAccessible(page, 'agency page');
  });

  it('shows an intermediary its own agency only, at 390 px', async () => {
    const page = await open('makler@demo.test', 390);
    await page.goto('/vermittlerkonten');
    await page.getByTestId('agency').first().waitFor();
    expect(await page.getByTestId('agency').count()).toBe(1);
    // The only agency starts open, with its feed.
    await page.getByTestId('agency-feed').getByTestId('activity-entry').first().waitFor();
    await screenshot(page, 'agencies-390');
  });
});

describe('agency analysis', () => {
  it('shades 16 states with the attribution, and the table sums to the customer count', async () => {
    const page = await open('makler@demo.test');
    await page.goto('/vermittlerkonten/auswertung');
    await page.getByTestId('federal-state-map').waitFor();
    expect(await page.getByTestId('federal-state').count()).toBe(16);
    expect(await page.getByTestId('map-attribution').textContent()).toContain('© GeoBasis-DE / BKG');
    // Every state has a drawn outline; the most customers get full opacity.
    const opacities = await page.locator('[data-testid="federal-state"] path[fill-opacity]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('fill-opacity'))));
    expect(Math.max(...opacities)).toBe(1);

    const counts = await page.getByTestId('distribution-count').allTextContents();
    const sum = counts.reduce((s, c) => s + Number(c.replace(/\D/g, '')), 0);
    const total = Number((await page.getByTestId('distribution-total').textContent())!.replace(/\D/g, ''));
    expect(sum).toBe(total);
    // The broker's active customers, counted by the list API.
    const res = await page.request.post('/api/v1/data/Kunde/query?license=DEMO-MAKLER', {
      data: { Fields: 'Id', Page: { Skip: 0, Take: 1, ReturnTotal: true }, Filters: [{ Property: 'Active', Operator: 'Equal', Value: true }] },
    });
    expect(res.status()).toBe(200);
    expect(total).toBe(((await res.json()) as { Total: number }).Total);
    // Customers abroad are rows of the table, not states of the map.
    expect(await page.locator('[data-testid="distribution-row"][data-land]:not([data-land="DE"]):not([data-land=""])').count()).toBeGreaterThan(0);

    await expectAccessible(page, 'agency analysis');
    await screenshot(page, 'agency-analysis-1366');

    const rows = page.getByTestId('birthday-row');
    if ((await rows.count()) > 0) {
      await rows.first().focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('customer-detail-dialog').getByTestId('customer-detail').waitFor();
      await page.keyboard.press('Escape');
    }
  });

  it('works at 390 px and is refused to the caseworker', async () => {
    const page = await open('makler@demo.test', 390);
    await page.goto('/vermittlerkonten/auswertung');
    await page.getByTestId('federal-state-map').waitFor();
    await expectAccessible(page, 'agency analysis 390');
    await screenshot(page, 'agency-analysis-390');

    const caseworker = await open('sachbearbeiter@demo.test');
    await caseworker.goto('/vermittlerkonten/auswertung');
    await caseworker.waitForURL(/\/404/);
    expect((await caseworker.request.get('/api/v1/Vermittler/Auswertung/Kundenverteilung?license=DEMO-MAKLER')).status()).toBe(403);
  });
});
