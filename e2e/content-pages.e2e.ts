/**
 * Issue 14 item 7: a demo content page renders for a customer (390 px), an unknown one says so kindly, and the help
 * dialog links the customer's pages; the licence admin edits a page from the page itself and the change shows; the
 * admin dialog lists the pages; /risikomanagement shows a demo object whose link opens its address; /reload goes
 * straight back to its target, out of the history.
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

describe('content pages, risk management, reload', () => {
  it('renders a demo page for a customer; the admin edits a page and the change shows', async () => {
    const customer = await open('privat@demo.test', 390);
    await customer.goto('/content/ueber-uns');
    await customer.getByTestId('content-page-title').getByText('Über uns').waitFor();
    await customer.getByTestId('content-page-body').locator('h3', { hasText: 'Was uns ausmacht' }).waitFor();
    expect(await customer.getByTestId('content-page-edit').count()).toBe(0);
    await expectAccessible(customer, 'content page (customer, 390)');
    await screenshot(customer, 'content-page-customer-390');
    // An in-page link to another content page navigates inside the app.
    await customer.getByTestId('content-page-body').getByRole('link', { name: 'Ihr Maklervertrag' }).click();
    await customer.getByTestId('content-page-title').getByText('Ihr Maklervertrag').waitFor();
    await customer.goto('/content/gibt-es-nicht');
    await customer.getByTestId('content-page-not-found').waitFor();
    // The help dialog lists the pages the customer reads: the way to them without knowing their address.
    await customer.getByTestId('help-button').click();
    await customer.getByTestId('content-page-links').getByText('Über uns').click();
    await customer.getByTestId('content-page-title').getByText('Über uns').waitFor();
    await customer.getByTestId('help-dialog').waitFor({ state: 'hidden' });

    const admin = await open('admin@demo.test');
    await admin.goto('/content/ihr-maklervertrag');
    await admin.getByTestId('content-page-edit').click();
    const editor = admin.getByTestId('content-page-editor');
    const body = editor.getByTestId('content-page-body-input');
    await body.fill(`${await body.inputValue()}\n\n**Neu:** Termine auch per Video.\n\n<script>window.hacked = 1</script>`);
    await expectAccessible(admin, 'content page editor');
    await editor.getByTestId('content-page-save').click();
    await editor.waitFor({ state: 'detached' });
    await admin.getByTestId('content-page-body').getByText('Termine auch per Video.').waitFor();
    expect(await admin.evaluate(() => (window as Window & { hacked?: number }).hacked)).toBeUndefined();
    await screenshot(admin, 'content-page-admin-1366');

    await admin.goto('/startseite?admin=content-pages');
    const dialog = admin.getByTestId('content-pages-dialog');
    await expect.poll(() => dialog.getByTestId('content-pages-row').count()).toBeGreaterThanOrEqual(4);
    await dialog.getByText('Newsletter (Entwurf)').waitFor();
    await expectAccessible(admin, 'content pages dialog');
    await screenshot(admin, 'content-pages-dialog-1366', { firstScreen: true });
  });

  it('shows risk management with a demo object, and /reload returns to its target', async () => {
    const admin = await open('admin@demo.test');
    await admin.goto('/risikomanagement');
    await admin.getByTestId('risk-tiles').locator('li').first().waitFor();
    const objects = admin.getByTestId('risk-objects');
    await objects.getByTestId('risk-objects-row').first().waitFor();
    await admin.getByTestId('risk-expiring').waitFor();
    await admin.getByTestId('risk-advice').waitFor();
    await expectAccessible(admin, 'risk management');
    await screenshot(admin, 'risk-management-1366');
    // The phone layout on the same page (one login less): tiles two by two, tables scroll sideways.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(admin, 'risk management (390)');
    await screenshot(admin, 'risk-management-390', { firstScreen: true });
    await admin.setViewportSize({ width: 1366, height: 900 });
    await objects.getByTestId('risk-objects-row').first().getByRole('link').click();
    await admin.waitForURL(/\/adresse\//);

    // /reload replaces itself: after it, one step back is the page before it.
    const before = new URL(admin.url()).pathname;
    await admin.goto('/reload?to=%2Frisikomanagement');
    await admin.waitForURL((url) => url.pathname === '/risikomanagement');
    await objects.getByTestId('risk-objects-row').first().waitFor();
    await admin.goBack();
    await admin.waitForURL((url) => url.pathname === before);
  });
});
