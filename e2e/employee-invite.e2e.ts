/**
 * Issue 14, employee management (/employee-invite): the licence admin invites an employee through the two-step
 * dialog with two customers; the invitee opens the link of the mail (dev outbox) in a browser of their own, sets a
 * password, lands in the portal and sees only the two assigned customers (403 for another one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';
import { outboxMailsTo } from './support/outbox.js';

const LICENSE = 'DEMO-MAKLER';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fresh(width: number): Promise<Page> {
  const context = await newContext(browser, { width, height: width < 768 ? 844 : 900 });
  return context.newPage();
}

/** The customers (names) the page's session sees, and the status of one customer's detail. */
function customerNames(page: Page): Promise<string[]> {
  return page.evaluate(async (license) => {
    const res = await fetch(`/api/v1/data/Kunde/query?license=${license}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ Fields: ['Kundenname'], Page: { Skip: 0, Take: 50, ReturnTotal: true }, Filters: [] }),
    });
    const body = (await res.json()) as { Items: { Kundenname: string }[] };
    return body.Items.map((i) => i.Kundenname).sort();
  }, LICENSE);
}

describe('employee invite', () => {
  it('invites through the dialog; the invitee sets a password from the mailed link and sees only the assigned customers', async () => {
    const email = `e2e-${Date.now()}@example.test`;
    const admin = await fresh(1366);
    await loginAs(admin, 'admin@demo.test');
    await admin.goto('/employee-invite');
    await admin.getByTestId('employee-invite-page').waitFor();
    await admin.getByText('Bitte einen Benutzer auswählen.').waitFor();
    expect(await admin.getByTestId('employee-invite-delete').isDisabled()).toBe(true);

    await admin.getByTestId('employee-invite-add').click();
    const dialog = admin.getByTestId('employee-invite-dialog');
    expect(await dialog.getByTestId('employee-invite-next').isDisabled()).toBe(true);
    await dialog.getByTestId('employee-invite-email').fill(email);
    await dialog.getByTestId('employee-invite-role').click();
    await admin.getByTestId('employee-invite-role-employee').click();
    await dialog.getByTestId('employee-invite-next').click();
    await dialog.getByTestId('employee-invite-hint').waitFor();
    expect(await dialog.getByTestId('employee-invite-submit').isDisabled()).toBe(true);
    const customers = dialog.getByTestId('employee-invite-customer');
    await customers.first().waitFor();
    const names = [(await customers.nth(0).innerText()).trim(), (await customers.nth(1).innerText()).trim()];
    await customers.nth(0).click();
    await customers.nth(1).click();
    await expect.poll(() => dialog.getByTestId('employee-invite-hint').count()).toBe(0);
    await expectAccessible(admin, 'employee invite dialog');
    await dialog.getByTestId('employee-invite-submit').click();
    await dialog.waitFor({ state: 'detached' });

    const row = admin.getByTestId('employee-invite-user').filter({ hasText: email });
    await row.click();
    const facts = admin.getByTestId('employee-invite-facts');
    for (const name of names) await facts.getByText(name, { exact: false }).waitFor();
    await expectAccessible(admin, 'employee invite page');
    await screenshot(admin, 'employee-invite-1366');

    const link = (await outboxMailsTo(admin, LICENSE, email)).flatMap((m) => m.Links).find((l) => l.includes('/einladung/'));
    expect(link).toBeTruthy();

    const invitee = await fresh(390);
    await invitee.goto(new URL(link!).pathname);
    await invitee.getByTestId('invite-accept-page').getByText(email, { exact: false }).waitFor();
    await expectAccessible(invitee, 'invite accept page (390)');
    await screenshot(invitee, 'employee-invite-accept-390');
    await invitee.getByTestId('invite-accept-password').fill('ein gutes Passwort');
    await invitee.getByTestId('invite-accept-repeat').fill('ein gutes Passwort');
    await invitee.getByTestId('invite-accept-submit').click();
    await invitee.waitForURL((url) => !url.pathname.startsWith('/einladung') && !url.pathname.startsWith('/initialisierung') && !url.pathname.startsWith('/auth'), { timeout: 60_000 });
    expect(await customerNames(invitee)).toEqual([...names].sort());

    // The link works once.
    const again = await fresh(1366);
    await again.goto(new URL(link!).pathname);
    await again.getByText('Diese Einladung wurde bereits angenommen', { exact: false }).waitFor();

    // The same page on a phone (no second login): the invitation now reads accepted.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await admin.getByTestId('employee-invite-user').filter({ hasText: email }).getByText('Einladung angenommen').waitFor();
    await expectAccessible(admin, 'employee invite page (390)');
    await screenshot(admin, 'employee-invite-390');
  });
});
