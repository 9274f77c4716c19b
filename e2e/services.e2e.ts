/**
 * Issue 13, the services (/meldung/*) as users see them: the claim reporter reports a claim through the comfort form
 * (line first), it arrives in the broker's post box and waits in the approval list, where the licence admin approves
 * it; the services overview with the ü route in both spellings; a service without the permission says so. axe on
 * every page, screenshots at 1366 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, openLoggedIn, screenshot } from './support/browser.js';
import { pageApi } from './support/page-api.js';
import { columnTexts, waitForRows } from './support/table.js';

const REPORTER = 'schadenmelder@demo.test';
// The licence admin sees the whole post box and may approve claim reports (makler@ sees only their customers').
const BROKER = 'admin@demo.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const loggedIn = (email: string, width = 1366): Promise<Page> => openLoggedIn(browser, email, width);

const viewer = (page: Page) => page.getByTestId('form-viewer');
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const next = (page: Page) => viewer(page).getByRole('button', { name: 'Weiter', exact: true }).click();

describe('services', () => {
  it('the claim reporter reports a claim; the broker finds it in the post box and approves it', async () => {
    const page = await loggedIn(REPORTER);
    await page.goto('/schaden');
    await page.getByTestId('report-claim').click();
    // The demo licence has the comfort variant: the line first.
    await page.waitForURL(/\/meldung\/spartenschaden$/);
    await viewer(page).waitFor({ timeout: 30_000 });
    await page.getByRole('radiogroup', { name: 'Sparte' }).getByRole('radio', { name: 'Hausrat', exact: true }).check();
    // Name and e-mail come from the logged-in member.
    await expect.poll(() => field(page, 'Vorname').inputValue()).toBe('Sven');
    await expectAccessible(page, '/meldung/spartenschaden');
    await screenshot(page, 'services-claim-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, '/meldung/spartenschaden at 390 px');
    await screenshot(page, 'services-claim-390');
    await page.setViewportSize({ width: 1366, height: 860 });
    await next(page);

    const today = new Date();
    const german = `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
    await field(page, 'Schadentag').fill(german);
    await page.getByRole('combobox', { name: 'Schadenart' }).click();
    await page.getByRole('option', { name: 'Leitungswasser', exact: true }).click();
    await field(page, 'Schadenort (Straße, PLZ, Ort)').fill('Lindenweg 4, 50667 Köln');
    await field(page, 'Wie ist der Schaden entstanden?').fill('Die Waschmaschine ist ausgelaufen.');
    // Line-specific: the household question shows, the motor one does not.
    await page.getByRole('checkbox', { name: 'Die Wohnung ist weiterhin bewohnbar' }).waitFor();
    expect(await field(page, 'Amtliches Kennzeichen').count()).toBe(0);
    await next(page);
    await next(page);
    await page.getByTestId('form-summary').waitFor();
    await expectAccessible(page, 'claim report summary');
    await page.getByTestId('form-send').click();
    await page.getByTestId('form-transferred').waitFor({ timeout: 60_000 });

    // The reporter sees the claim, waiting for approval.
    const { json: mine } = await pageApi<{ Items: { Id: string; NummerMakler: string; ApprovalPending: boolean }[] }>(page, 'POST', 'data/Schaden/query', {
      Page: { Skip: 0, Take: 1 },
      Sorts: [{ Property: 'Erstellt', Direction: 'desc' }],
    });
    const claim = mine.Items[0]!;
    expect(claim.NummerMakler).toMatch(/^SM-/);
    expect(claim.ApprovalPending).toBe(true);

    const broker = await loggedIn(BROKER);
    await broker.goto('/vorgang/posteingang');
    const item = broker.getByTestId('process-item').filter({ hasText: 'Schadenmeldung – Sven Schadenmelder' }).first();
    await item.waitFor({ timeout: 30_000 });
    await screenshot(broker, 'services-postbox-1366');

    await broker.goto('/schaden/approvalPendingSchaeden');
    await waitForRows(broker);
    // Today's claims only: the demo licence has many waiting (the filter is reset below, it is saved for the user).
    await broker.getByTestId('filter-from').fill(german);
    await expect.poll(() => columnTexts(broker, 'NummerMakler'), { timeout: 30_000 }).toContain(claim.NummerMakler);
    await broker.getByTestId('data-row').filter({ hasText: claim.NummerMakler }).first().click();
    const approval = broker.getByTestId('claim-approval');
    await approval.waitFor({ timeout: 30_000 });
    await expectAccessible(broker, 'claim awaiting approval');
    await screenshot(broker, 'services-approval-1366');
    // The answer of the approval, not its short-lived message: the list refreshing at once may close the dialog.
    const approved = broker.waitForResponse((r) => r.url().includes(`/Schaden/${claim.Id}/Approve`), { timeout: 60_000 });
    await approval.getByTestId('claim-approve').click();
    expect((await approved).status()).toBe(200);
    // Closed by its button (Escape goes to whatever holds the focus after the approval, not always the dialog).
    await broker.getByTestId('claim-detail-dialog').getByTestId('detail-dialog-close').click();
    await broker.getByTestId('claim-detail-dialog').waitFor({ state: 'detached' });
    // Gone from the approval list; the saved filter is reset for the other tests.
    await expect.poll(() => broker.getByTestId('data-row').filter({ hasText: claim.NummerMakler }).count(), { timeout: 30_000 }).toBe(0);
    await broker.getByTestId('filter-reset').click();
    const { json: after } = await pageApi<{ ApprovalPending: boolean; Schadenstatus: string }>(broker, 'GET', `Schaden/${claim.Id}`);
    expect(after).toMatchObject({ ApprovalPending: false, Schadenstatus: 'Offen' });
  });

  it('shows the services a broker may start; the ü route works typed and encoded; without the permission it says so', async () => {
    const page = await loggedIn(BROKER);
    await page.getByTestId('navbar-services').click();
    await page.getByTestId('services-overview').waitFor();
    await page.getByTestId('service-inventoryTransfer').waitFor();
    await expectAccessible(page, '/meldung');
    await screenshot(page, 'services-overview-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, '/meldung at 390 px');
    await screenshot(page, 'services-overview-390');
    await page.setViewportSize({ width: 1366, height: 860 });

    for (const path of ['/meldung/bestandsübertragung', '/meldung/bestands%C3%BCbertragung']) {
      await page.goto(path);
      await page.locator('[data-testid="service-page"][data-service="inventoryTransfer"]').waitFor({ timeout: 30_000 });
      await viewer(page).waitFor({ timeout: 30_000 });
    }
    // The same draft again (resumed, not a second one).
    await page.getByTestId('service-resumed').waitFor();

    const reporter = await loggedIn(REPORTER);
    expect(await reporter.getByTestId('navbar-services').count()).toBe(0);
    await reporter.goto('/meldung/fremdvertrag');
    await reporter.getByTestId('service-no-permission').waitFor();
    await expectAccessible(reporter, '/meldung/fremdvertrag without permission');
  });
});
