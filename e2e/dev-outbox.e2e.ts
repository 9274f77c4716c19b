/**
 * Issue 11, mail: without SMTP_URL the portal keeps its mails in the dev outbox. The licence admin finds the page in
 * the menu, sends a test mail, reads it (header, links, HTML in a sandboxed frame, text) and follows its link into a
 * new tab; on a phone the list and the mail show one after the other. Empty and loading states, other members see
 * no menu entry and no mails. axe on every state; screenshots at 1366 and 390 px.
 */
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

async function withPage(fn: (page: Page) => Promise<void>, options: { width?: number; height?: number } = {}): Promise<void> {
  const context = await newContext(browser, options);
  try {
    await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

const EMPTY_PAGE = JSON.stringify({ Items: [], Total: 0, Page: 1, PageSize: 25 });

describe('dev outbox', () => {
  it('shows the licence admin the mails the portal kept, with links that open in a new tab', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'admin@demo.test');
      await page.getByTestId('sidenav-devOutbox').click();
      await page.waitForURL((url) => url.pathname === '/dev-postausgang');
      await page.getByTestId('dev-outbox-send-test').waitFor();

      const sent = page.waitForResponse((r) => r.url().includes('/api/v1/Mail/Test') && r.request().method() === 'POST');
      await page.getByTestId('dev-outbox-send-test').click();
      expect((await sent).status()).toBe(200);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'admin@demo.test' }).count()).toBeGreaterThan(0);
      const first = page.getByTestId('dev-outbox-item').first();
      await expect.poll(() => first.textContent()).toContain('Test-E-Mail aus dem Maklerportal');
      await first.click();

      const mail = page.getByTestId('dev-outbox-mail');
      await expect.poll(() => page.getByTestId('dev-outbox-mail-subject').textContent()).toBe('Test-E-Mail aus dem Maklerportal');
      expect(await mail.textContent()).toContain('admin@demo.test');
      expect(new URL(page.url()).searchParams.get('mail')).toMatch(/^[0-9a-f-]{36}$/);
      // The HTML part in a frame that runs no script and has no same origin.
      const frame = page.getByTestId('dev-outbox-html');
      expect(await frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
      const frameBody = page.frameLocator('[data-testid="dev-outbox-html"]').locator('body');
      await expect.poll(() => frameBody.textContent()).toContain('Zum Portal');
      expect(await page.getByTestId('dev-outbox-text').textContent()).toContain('Guten Tag Anna Admin,');
      await expectAccessible(page, 'dev outbox with a mail open');
      await screenshot(page, 'dev-outbox-1366');

      // The mail's link, followed from the list into a new tab.
      const link = page.getByTestId('dev-outbox-link').first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/\/startseite$/);
      expect(await link.getAttribute('target')).toBe('_blank');
      const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await popup.waitForURL((url) => url.pathname === '/startseite');
      await popup.close();

      // The same link inside the sandboxed HTML opens a new tab too.
      const [framePopup] = await Promise.all([page.context().waitForEvent('page'), page.frameLocator('[data-testid="dev-outbox-html"]').getByRole('link', { name: 'Zum Portal' }).click()]);
      await framePopup.waitForURL((url) => url.pathname === '/startseite');
      await framePopup.close();
    });
  });

  it('shows one mail at a time on a phone, with the way back to the list', async () => {
    await withPage(
      async (page) => {
        await loginAs(page, 'admin@demo.test');
        await page.goto('/dev-postausgang');
        // At least the test mail of the test before (or one sent here when this test runs alone).
        if ((await page.getByTestId('dev-outbox-empty').count()) > 0 || !(await page.getByTestId('dev-outbox-item').first().isVisible().catch(() => false))) {
          await page.getByTestId('dev-outbox-send-test').click();
        }
        await page.getByTestId('dev-outbox-item').first().waitFor();
        await expectAccessible(page, 'dev outbox list on a phone');
        await screenshot(page, 'dev-outbox-390-list');
        await page.getByTestId('dev-outbox-item').first().click();
        await page.getByTestId('dev-outbox-mail').waitFor();
        expect(await page.getByTestId('dev-outbox-list').count()).toBe(0);
        await expectAccessible(page, 'dev outbox mail on a phone');
        await screenshot(page, 'dev-outbox-390-mail');
        await page.getByRole('button', { name: 'Zurück zur Liste' }).click();
        await page.getByTestId('dev-outbox-list').waitFor();
      },
      { width: 390, height: 844 },
    );
  });

  it('says so while loading and when there are no mails yet', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'admin@demo.test');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/Dev/Outbox?**', async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', body: EMPTY_PAGE });
      });
      await page.goto('/dev-postausgang');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'E-Mails werden geladen' }).count()).toBe(1);
      await expectAccessible(page, 'dev outbox loading');
      release();
      await page.getByTestId('dev-outbox-empty').waitFor();
      await expectAccessible(page, 'dev outbox empty');
      await screenshot(page, 'dev-outbox-empty');
    });
  });

  it('is no page for other members: no menu entry, no mails', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'makler@demo.test');
      await page.getByTestId('sidenav').waitFor();
      expect(await page.getByTestId('sidenav-devOutbox').count()).toBe(0);
      await page.goto('/dev-postausgang');
      await expect.poll(() => page.getByTestId('dev-outbox-page').textContent()).toContain('nur Lizenzadministratoren');
      expect(await page.getByTestId('dev-outbox-list').count()).toBe(0);
      // The server refuses it as well (the broker's licence is the demo broker licence).
      expect(await page.evaluate(async () => (await fetch('/api/v1/Dev/Outbox?license=DEMO-MAKLER')).status)).toBe(403);
      await expectAccessible(page, 'dev outbox for a broker');
    });
  });
});
