/**
 * Issue 14 item 6, the quote start page (/cc; spec 001 §2.7, §8): the card shows the customer, the object and the
 * product that maps; 'new offer' opens the demo calculation product in a new tab, which checks the signed hand-over and
 * shows the customer it received; without object or product the button is disabled and 'no product' is said; a
 * pop-up blocker's refusal gives the pop-up message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, openLoggedIn, screenshot } from './support/browser.js';

let browser: Browser;
let admin: Page;
/** A customer of the demo licence with an Einfamilienhaus (mapped to the Wohngebäude-Vergleichsrechner). */
let house: { objectId: string; customerId: string; customerName: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await openLoggedIn(browser, 'admin@demo.test');
  const res = await admin.request.post('/api/v1/data/Adresse/query?license=DEMO-MAKLER', {
    data: {
      Fields: 'Id,Kunde.Id,Kunde.Kundenname',
      Page: { Skip: 0, Take: 20, ReturnTotal: false },
      Filters: [
        { Property: 'Objekt', Operator: 'Equal', Value: true },
        { Property: 'Adresszeile1', Operator: 'Equal', Value: 'Einfamilienhaus' },
      ],
    },
  });
  expect(res.status()).toBe(200);
  type TRow = { Id: string; Kunde?: { Id?: string; Kundenname?: string } | null; 'Kunde.Id'?: string; 'Kunde.Kundenname'?: string };
  const rows = ((await res.json()) as { Items: TRow[] }).Items.map((r) => ({ objectId: r.Id, customerId: r.Kunde?.Id ?? r['Kunde.Id'] ?? '', customerName: r.Kunde?.Kundenname ?? r['Kunde.Kundenname'] ?? '' }));
  house = rows.find((r) => r.customerId && r.customerName)!;
  expect(house).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe('quote start page', () => {
  it("shows customer, object and product, and 'new offer' opens the demo calculator with the handed-over customer", async () => {
    await admin.goto(`/cc?id=${house.customerId}&object=${house.objectId}&processId=V-4711&autoImport=true`);
    const card = admin.getByTestId('quote-card');
    await card.waitFor();
    await expect.poll(() => card.getByTestId('quote-customer').textContent()).toContain(house.customerName);
    expect(await card.getByTestId('quote-product').textContent()).toContain('Wohngebäude-Vergleichsrechner');
    expect(await card.getByTestId('quote-object').textContent()).toContain('Einfamilienhaus');
    await expectAccessible(admin, 'quote start');
    await screenshot(admin, 'quote-start-1366');

    const [tab] = await Promise.all([admin.context().waitForEvent('page'), card.getByTestId('quote-new-offer').click()]);
    await tab.waitForURL(/\/rechner-demo\?token=/);
    await expect.poll(() => tab.getByTestId('demo-customer').textContent(), { timeout: 8000 }).toContain(house.customerName);
    expect(await tab.getByTestId('demo-receipt').textContent()).toContain('V-4711');
    // autoImport: the demo product posts its offer back, signed with the product's secret.
    await tab.getByTestId('demo-send-back').click();
    await tab.getByTestId('demo-sent-back').waitFor();
    await expectAccessible(tab, 'demo calculator');
    await screenshot(tab, 'quote-demo-calculator-1366');
    await tab.close();
    await expect.poll(() => admin.getByTestId('quote-message').textContent()).toContain('neuen Tab');

    // The licence admin keeps the calculation products (admin menu entry, also as ?admin=).
    await admin.goto('/cc?admin=quote-products');
    const list = admin.getByTestId('quote-products-list');
    await list.waitFor();
    expect(await list.textContent()).toContain('VWFS Versicherungsvergleich');
    await expectAccessible(admin, 'calculation products dialog');
    await screenshot(admin, 'quote-products-admin-1366');
  });

  it("disables 'new offer' without object or product, says 'no product', and asks to allow pop-ups when blocked", async () => {
    // The same logged-in page, at phone width.
    const page = admin;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/cc?ccProductId=GIBT-ES-NICHT&object=${house.objectId}`);
    await page.getByTestId('quote-no-product').waitFor();
    expect(await page.getByTestId('quote-new-offer').isDisabled()).toBe(true);
    await expectAccessible(page, 'quote start, no product (390)');
    await screenshot(page, 'quote-start-no-product-390');

    // A customer without object: disabled until one of the customer's objects is chosen (the product maps by its kind).
    await page.goto(`/cc?id=${house.customerId}`);
    const button = page.getByTestId('quote-new-offer');
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Objekt auswählen' }).click();
    await page.getByRole('option', { name: /Einfamilienhaus/ }).first().click();
    await page.waitForURL(/object=/);
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await page.getByTestId('quote-product').textContent()).toContain('Wohngebäude-Vergleichsrechner');
    await page.evaluate(() => {
      window.open = () => null;
    });
    await button.click();
    const message = page.getByTestId('quote-message');
    await expect.poll(() => message.textContent()).toContain('Pop-ups');
    expect(await message.textContent()).toContain(new URL(page.url()).host);
    await screenshot(page, 'quote-start-popup-blocked-390');
  });
});
