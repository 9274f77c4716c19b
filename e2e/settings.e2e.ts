/**
 * Issue 4, tag subscription in the settings: a licence admin narrows the document notifications to some
 * tags, the choice survives a reload, choosing all again stores AllowAll; a refused save brings the
 * previous choice back; a caseworker sees the choice but cannot change it. axe on the page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, loginAs, newContext, screenshot } from './support/browser.js';
import { loggedInSession } from './support/session.js';

const session = loggedInSession('admin@demo.test');
let browser: Browser;
let page: Page;
beforeAll(() => {
  ({ browser, page } = session);
});

const tagBoxes = () => page.locator('[data-testid^="tag-option-"] input');
const allBox = () => page.getByTestId('tag-subscription-all').locator('input');

describe('settings: document notification tags', () => {
  it('narrows to chosen tags, keeps them after a reload, and all again means AllowAll', async () => {
    await page.goto('/einstellungen');
    await page.getByTestId('tag-subscription').waitFor();
    await expect.poll(() => tagBoxes().count()).toBeGreaterThan(1);
    if (!(await allBox().isChecked())) await allBox().check();
    await expect.poll(() => allBox().isChecked()).toBe(true);
    await expectAccessible(page, 'settings');
    await screenshot(page, 'settings-tags');

    const saved = page.waitForResponse((r) => r.url().includes('/Brief/TagSubscription') && r.request().method() === 'PUT');
    await tagBoxes().first().uncheck();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => allBox().isChecked()).toBe(false);
    await page.reload();
    await page.getByTestId('tag-subscription').waitFor();
    await expect.poll(() => tagBoxes().first().isChecked()).toBe(false);
    await expect.poll(() => tagBoxes().nth(1).isChecked()).toBe(true);

    const again = page.waitForResponse((r) => r.url().includes('/Brief/TagSubscription') && r.request().method() === 'PUT');
    await tagBoxes().first().check();
    expect(((await (await again).json()) as { AllowAll: boolean }).AllowAll).toBe(true);
    await expect.poll(() => allBox().isChecked()).toBe(true);
  });

  it('a refused save brings the previous choice back', async () => {
    await page.route('**/api/v1/Brief/TagSubscription**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Internal', status: 500, code: 'INTERNAL' }) })
        : route.continue(),
    );
    await page.goto('/einstellungen');
    await page.getByTestId('tag-subscription').waitFor();
    await expect.poll(() => allBox().isChecked()).toBe(true);
    // A click, not uncheck(): the rollback may already have ticked the box again when Playwright looks.
    await tagBoxes().first().click();
    await page.getByTestId('tag-subscription-error').waitFor();
    await expect.poll(() => allBox().isChecked()).toBe(true);
    await expect.poll(() => tagBoxes().first().isChecked()).toBe(true);
    await screenshot(page, 'settings-tags-rolled-back');
    await page.unroute('**/api/v1/Brief/TagSubscription**');
  });

  it('a caseworker sees the choice read-only', async () => {
    const other = await newContext(browser);
    const p = await other.newPage();
    await loginAs(p, 'sachbearbeiter@demo.test');
    await p.goto('/einstellungen');
    await p.getByTestId('tag-subscription').waitFor();
    await expect.poll(() => p.locator('[data-testid^="tag-option-"] input').first().isDisabled()).toBe(true);
    await expectAccessible(p, 'settings (caseworker)');
    await other.close();
  });
});
