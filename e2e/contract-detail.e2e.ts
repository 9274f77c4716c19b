/**
 * Issue 13, contract detail (spec 001 §2.8, §5): the demo KOMPAKTHAGEL contract opened with a claim date shows the
 * identified claim (the one within ±3 days) highlighted, the others as prior claims, and the hail deductible text;
 * the print view has no navigation and no buttons; the commercial compact view has its tabs and maximise toggle; the
 * dialog guards an unsaved message draft on close and on 'Zurück zum vorherigen Dialog'.
 * Screenshots at 1366 and 390 px; axe on each view.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot } from './support/browser.js';
import { pageApi } from './support/page-api.js';
import { loggedInSession } from './support/session.js';

const session = loggedInSession('admin@demo.test');
let page: Page;
beforeAll(() => {
  ({ page } = session);
});

type TClaim = { Id: string; SchadenZeitpunkt: string | null };

/** The id of the demo contract with this product (the showcase of the seed). */
async function contractByProduct(product: string): Promise<string> {
  const res = await pageApi<{ Items: { Id: string }[] }>(page, 'POST', 'data/Vertrag/query', {
    Fields: 'Id',
    Page: { Skip: 0, Take: 1 },
    Filters: [{ Property: 'Produkt', Operator: 'Equal', Value: product }],
  });
  expect(res.status).toBe(200);
  expect(res.json.Items.length).toBe(1);
  return res.json.Items[0]!.Id;
}

/** Hail contract and the claim date one day after its newest claim (so that claim is the identified one). */
async function hailCase(): Promise<{ id: string; newest: TClaim; claimDate: string }> {
  const id = await contractByProduct('Hagel Kompakt');
  const detail = await pageApi<{ Schaeden: TClaim[] }>(page, 'GET', `Vertrag/${id}`);
  const newest = [...detail.json.Schaeden].sort((a, b) => (b.SchadenZeitpunkt ?? '').localeCompare(a.SchadenZeitpunkt ?? ''))[0]!;
  const day = new Date(Date.parse(newest.SchadenZeitpunkt!.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10);
  return { id, newest, claimDate: day };
}

describe('contract detail', () => {
  it('identifies the claim of the claim date and shows the hail deductible; the others are prior claims', async () => {
    const { id, newest, claimDate } = await hailCase();
    await page.goto(`/vertrag/${id}/allgemein?schadentag=${claimDate}`);
    const identified = page.getByTestId('identified-claim');
    await identified.waitFor({ timeout: 30_000 });
    expect(await identified.getAttribute('data-claim-id')).toBe(newest.Id);
    await expect.poll(() => page.getByTestId('prior-claims').getByTestId('contract-claim').count()).toBe(2);
    expect(await page.getByTestId('hail-deductible').textContent()).toBe('15% max. 12.500 €');
    // The message panel is collapsed unless focus is Nachricht.
    expect(await page.getByTestId('contract-message-panel').getAttribute('data-expanded')).toBe('false');
    await expectAccessible(page, 'contract detail with claim date');
    await screenshot(page, 'contract-detail-hail-1366');

    // The phone width on the same page (a second login would cost seconds).
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.reload();
      await page.getByTestId('identified-claim').waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'contract detail at 390 px');
      await screenshot(page, 'contract-detail-hail-390');
    } finally {
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });

  it('prints without navigation and without buttons', async () => {
    const { id, claimDate } = await hailCase();
    // The spec's query parameters on /vertrag open the detail of the main contract (vertrag).
    await page.goto(`/vertrag?vertrag=${id}&schadentag=${claimDate}&focus=Nachricht`);
    await page.getByTestId('identified-claim').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(`/vertrag/${id}/allgemein`);
    expect(await page.getByTestId('contract-message-panel').getAttribute('data-expanded')).toBe('true');
    expect(await page.getByTestId('navbar').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    try {
      await expect.poll(() => page.getByTestId('navbar').isVisible()).toBe(false);
      expect(await page.getByTestId('footer').isVisible()).toBe(false);
      expect(await page.getByTestId('contract-actions').isVisible()).toBe(false);
      expect(await page.getByTestId('contract-print').isVisible()).toBe(false);
      expect(await page.getByTestId('contract-message-panel').isVisible()).toBe(false);
      // No visible button is left on the printed page.
      expect(await page.locator('#main-content button:visible, #main-content a[role="button"]:visible').count()).toBe(0);
      expect(await page.getByTestId('identified-claim').isVisible()).toBe(true);
      await screenshot(page, 'contract-detail-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('shows the vehicle, the Sicherungsschein with its titled extra fields, premium-free periods and the dunning status', async () => {
    const id = await contractByProduct('Kraft Kompakt Leasing');
    await page.goto(`/vertrag/${id}/allgemein`);
    await page.getByTestId('contract-section-certificates').waitFor({ timeout: 30_000 });
    const certificate = (await page.getByTestId('security-certificate').textContent()) ?? '';
    expect(certificate).toContain('Sicherungsnehmer');
    expect(certificate).toContain('Autobank Leasing GmbH');
    expect(await page.getByTestId('premium-free-period').count()).toBe(2);
    expect(await page.getByTestId('contract-dunning').textContent()).toContain('2. Mahnung');
    expect(await page.getByTestId('contract-section-vehicle').textContent()).toMatch(/Marke \/ Modell/);
    await expectAccessible(page, 'motor contract');
  });

  it('writes a message about the contract; leaving over an unsaved draft asks first', async () => {
    const { id } = await hailCase();
    await page.goto(`/vertrag/${id}/allgemein`);
    await page.getByTestId('contract-write-message').click();
    await page.getByTestId('contract-message-text').fill('Bitte um Rückruf wegen des Hagelschadens.');
    await page.getByRole('link', { name: 'Startseite' }).first().click();
    await page.getByTestId('unsaved-changes-dialog').waitFor();
    await page.getByTestId('unsaved-changes-stay').click();
    expect(new URL(page.url()).pathname).toContain(id);
    const sent = page.waitForResponse((r) => r.url().includes(`/Vertrag/${id}/Nachricht`) && r.request().method() === 'POST');
    await page.getByTestId('contract-message-send').click();
    expect((await sent).status()).toBe(201);
    await page.getByTestId('contract-message-sent').waitFor();
    await expectAccessible(page, 'contract message panel');
  });

  it('opens a collective contract compactly: tabs contract, children and prior damages; maximise and minimise', async () => {
    // The fleet's two children have the same product: take the collective one.
    const res = await pageApi<{ Items: { Id: string }[] }>(page, 'POST', 'data/Vertrag/query', {
      Fields: 'Id',
      Page: { Skip: 0, Take: 1 },
      Filters: [
        { Property: 'Produkt', Operator: 'Equal', Value: 'Kraft Kompakt Flotte' },
        { Property: 'Sammelvertrag', Operator: 'Equal', Value: true },
      ],
    });
    const fleet = res.json.Items[0]?.Id;
    expect(fleet).toBeTruthy();
    await page.goto(`/kompakt/${fleet}/allgemein`);
    await page.getByTestId('detail-tab-untervertraege').waitFor({ timeout: 30_000 });
    await page.getByTestId('detail-tab-untervertraege').click();
    await expect.poll(() => page.getByTestId('contract-child').count()).toBe(2);
    await page.waitForURL((u) => u.pathname.endsWith('/untervertraege'));
    const toggle = page.getByTestId('kompakt-maximise');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await page.getByTestId('contract-detail-page').getAttribute('data-maximised')).toBe('true');
    await expectAccessible(page, 'compact contract');
    await screenshot(page, 'contract-detail-kompakt');
    await toggle.click();
    expect(await page.getByTestId('contract-detail-page').getAttribute('data-maximised')).toBe('false');
  });

  it('as a dialog opened from the company dialog: back returns there, closing over an unsaved draft asks first', async () => {
    await page.goto('/gesellschaften');
    await page.getByRole('row').nth(1).click();
    const company = page.getByTestId('company-dialog');
    await company.waitFor({ timeout: 30_000 });
    await company.getByTestId('company-feed-entry').first().getByRole('button').click();
    const dialog = page.getByTestId('contract-detail-dialog');
    await dialog.getByTestId('contract-detail').waitFor({ timeout: 30_000 });
    await dialog.getByTestId('contract-write-message').click();
    await dialog.getByTestId('contract-message-text').fill('Entwurf');
    await dialog.getByTestId('detail-dialog-close').click();
    await page.getByTestId('unsaved-changes-dialog').waitFor();
    await page.getByTestId('unsaved-changes-stay').click();
    expect(await dialog.isVisible()).toBe(true);
    // 'Zurück zum vorherigen Dialog' is guarded the same way, and then returns to the company.
    await dialog.getByTestId('detail-dialog-back').click();
    await page.getByTestId('unsaved-changes-dialog').waitFor();
    await page.getByTestId('unsaved-changes-leave').click();
    await company.waitFor();
    await expectAccessible(page, 'company dialog after the contract dialog');
  });
});
