/**
 * Issue 14, FAQ (/faq): entries grouped by Kategorie and searchable; the licence admin adds, changes and deletes an
 * entry (with confirmation), a private customer reads it and has no edit buttons.
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

const QUESTION = 'Wie erreiche ich das Büro am Wochenende?';

describe('FAQ', () => {
  it('lets the licence admin add, change and delete a question; the customer reads it', async () => {
    const admin = await open('admin@demo.test');
    await admin.goto('/faq');
    await admin.getByTestId('faq-entry').first().waitFor();
    expect(await admin.getByTestId('faq-category-section').count()).toBeGreaterThan(1);

    await admin.getByTestId('faq-add').click();
    const dialog = admin.getByTestId('faq-entry-dialog');
    await dialog.getByTestId('faq-save').click();
    // Checked before it is sent: every missing field says so.
    await expect.poll(() => dialog.getByText('Bitte ausfüllen.').count()).toBe(2);
    await dialog.getByTestId('faq-category').fill('Erreichbarkeit');
    await dialog.getByTestId('faq-question').fill(QUESTION);
    await dialog.getByTestId('faq-answer').fill('Am Wochenende schreiben Sie uns im Portal.\n\nWir antworten am Montag.');
    await expectAccessible(admin, 'FAQ entry dialog');
    await dialog.getByTestId('faq-save').click();
    await dialog.waitFor({ state: 'detached' });
    const section = admin.getByTestId('faq-category-section').filter({ hasText: 'Erreichbarkeit' });
    await section.getByText(QUESTION).click();
    await section.getByText('Wir antworten am Montag.').waitFor();
    await section.getByTestId('faq-edit').click();
    await dialog.getByTestId('faq-answer').fill('Am Wochenende schreiben Sie uns im Portal.\n\nWir antworten am Montag früh.');
    await dialog.getByTestId('faq-save').click();
    await section.getByText('Wir antworten am Montag früh.').waitFor();
    await expectAccessible(admin, 'FAQ (admin)');
    await screenshot(admin, 'faq-admin-1366');

    const customer = await open('privat@demo.test', 390);
    await customer.goto('/faq');
    await customer.getByTestId('faq-search').fill('wochenende');
    await expect.poll(() => customer.getByTestId('faq-entry').count()).toBe(1);
    await customer.getByText(QUESTION).click();
    await customer.getByText('Wir antworten am Montag früh.').waitFor();
    expect(await customer.getByTestId('faq-edit').count()).toBe(0);
    expect(await customer.getByTestId('faq-add').count()).toBe(0);
    await expectAccessible(customer, 'FAQ (customer, 390)');
    await screenshot(customer, 'faq-customer-390');

    await section.getByTestId('faq-delete').click();
    await admin.getByTestId('faq-delete-dialog-confirm').click();
    await expect.poll(() => admin.getByText(QUESTION).count()).toBe(0);
  });
});
