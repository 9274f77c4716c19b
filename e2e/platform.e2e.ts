/**
 * Issue 2 as a user sees it: login for every demo account, the shell of each preset, language and licence
 * switching, logout, guest, start-up screen, 404 and maintenance — with axe on every page opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';
import { setMaintenance } from './support/maintenance.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage<T>(fn: (page: Page) => Promise<T>, options: { width?: number; height?: number } = {}): Promise<T> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

describe('health', () => {
  it('answers /api/health with 200', async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('login', () => {
  it('shows the login page accessibly and refuses a wrong password with one clear message', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await page.waitForURL('**/auth/login**');
      await expectAccessible(page, 'login page');
      await screenshot(page, 'login');
      await page.getByTestId('login-email').locator('input').or(page.getByLabel('E-Mail-Adresse')).first().fill('makler@demo.test');
      await page.getByLabel('Passwort').fill('falsch');
      await page.getByTestId('login-submit').click();
      const error = page.getByTestId('login-error');
      await expect.poll(() => error.textContent()).toMatch(/E-Mail|Passwort/);
      await expectAccessible(page, 'login page with error');
    });
  });

  const accounts: { email: string; sidenav: string[] }[] = [
    { email: 'admin@demo.test', sidenav: ['start'] },
    { email: 'makler@demo.test', sidenav: ['start'] },
    { email: 'sachbearbeiter@demo.test', sidenav: ['start'] },
    { email: 'gewerbe@demo.test', sidenav: ['start'] },
    { email: 'privat@demo.test', sidenav: ['start'] },
    { email: 'karten@demo.test', sidenav: ['start'] },
    { email: 'schadenmelder@demo.test', sidenav: [] },
    { email: 'multi@demo.test', sidenav: ['start'] },
  ];
  for (const account of accounts) {
    it(`logs in ${account.email} and shows the shell of its preset`, async () => {
      await withPage(async (page) => {
        await loginAs(page, account.email, DEMO_PASSWORD);
        await page.getByTestId('navbar').waitFor();
        await expect.poll(() => page.getByTestId('profile-menu-button').isVisible()).toBe(true);
        for (const key of account.sidenav) await expect.poll(() => page.getByTestId(`sidenav-${key}`).count()).toBeGreaterThan(0);
        await page.getByTestId('footer').waitFor();
        await expectAccessible(page, `shell of ${account.email}`);
        await screenshot(page, `shell-${account.email.split('@')[0]}`);
      });
    });
  }
});

describe('start page, language, licence, logout', () => {
  it('shows the licence summary counts', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'admin@demo.test');
      await page.goto('/startseite');
      for (const key of ['NewDocuments', 'Posteingang', 'ActiveAlerts', 'GesamtKunden', 'AktiveVertraege']) {
        await expect.poll(() => page.getByTestId(`summary-card-${key}-value`).textContent()).toMatch(/^\d[\d.]*$/);
      }
      const customers = Number((await page.getByTestId('summary-card-GesamtKunden-value').textContent())?.replace(/\./g, ''));
      expect(customers).toBeGreaterThan(100);
      await expectAccessible(page, 'start page');
    });
  });

  it('switches the language to English and Polish', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'makler@demo.test');
      await page.getByTestId('language-menu-button').click();
      await page.getByTestId('language-option-en').click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await expect.poll(() => page.getByTestId('start-page').textContent()).toMatch(/contracts|Contracts/);
      await expectAccessible(page, 'start page in English');
      await page.getByTestId('language-menu-button').click();
      await page.getByTestId('language-option-pl').click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pl');
      await screenshot(page, 'start-page-pl');
      await page.getByTestId('language-menu-button').click();
      await page.getByTestId('language-option-de').click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    });
  });

  it('switches the licence of a multi-licence user', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'multi@demo.test');
      const brandBefore = await page.getByTestId('navbar-brand').textContent();
      await page.getByTestId('profile-menu-button').click();
      await page.getByTestId('licence-selector').waitFor();
      await expectAccessible(page, 'profile menu');
      const other = brandBefore?.includes('Nordlicht') ? 'DEMO-MAKLER' : 'DEMO-GEWERBE';
      await page.getByTestId(`licence-option-${other}`).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/initialisierung'), { timeout: 60_000 });
      await expect.poll(() => page.getByTestId('navbar-brand').textContent(), { timeout: 30_000 }).not.toBe(brandBefore);
      await screenshot(page, 'licence-switched');
    });
  });

  it('logs out back to the login page', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'privat@demo.test');
      await page.getByTestId('profile-menu-button').click();
      await page.getByTestId('logout').click();
      await page.waitForURL('**/auth/login**');
      await page.goto('/startseite');
      await page.waitForURL('**/auth/login**');
    });
  });

  it('shows +99 on the post box above 99', async () => {
    await withPage(async (page) => {
      await page.route('**/api/v1/Summary?*', (route) =>
        route.fulfill({ json: { NewDocuments: 7, Posteingang: 150, ActiveAlerts: 3, GesamtKunden: 400, AktiveVertraege: 900 } }),
      );
      await loginAs(page, 'makler@demo.test');
      await expect.poll(() => page.getByTestId('navbar-postbox-badge').textContent()).toBe('+99');
      await expect.poll(() => page.getByTestId('navbar-new-documents-badge').textContent()).toBe('7');
    });
  });
});

describe('API reference', () => {
  it('shows every operation at /api/docs from the portal itself, without requests to any other host', async () => {
    await withPage(async (page) => {
      const foreign: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (!['http:', 'https:'].includes(url.protocol)) return;
        if (url.origin !== new URL(baseUrl()).origin) foreign.push(r.url());
      });
      await page.goto('/api/docs');
      await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
      const doc = (await (await fetch(`${baseUrl()}/api/docs/json`)).json()) as { paths: Record<string, object> };
      const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
      await expect.poll(() => page.locator('.opblock').count()).toBe(operations);
      expect(await page.getByText('queryData', { exact: true }).count()).toBeGreaterThan(0);
      expect(foreign).toEqual([]);
      await screenshot(page, 'api-reference');
    });
  });
});

describe('guest and start-up', () => {
  it('lets a guest in read-only with the footer hint', async () => {
    await withPage(async (page) => {
      await page.goto('/auth/login');
      await page.getByTestId('guest-login').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/auth') && !u.pathname.startsWith('/initialisierung'), { timeout: 60_000 });
      await page.getByTestId('guest-hint').waitFor();
      await page.getByTestId('read-only-bar').waitFor();
      await expectAccessible(page, 'guest shell');
      await screenshot(page, 'guest');
      // Documents: the list, but no file — no preview, download or zip, and a hint saying why.
      await page.goto('/dokumente');
      await page.getByTestId('documents-guest-no-files').waitFor();
      await page.getByTestId('data-row').first().waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('document-row-preview').count()).toBe(0);
      expect(await page.getByTestId('document-row-download').count()).toBe(0);
      await expectAccessible(page, 'guest documents');
      await screenshot(page, 'guest-documents');
    });
  });

  it('shows the start-up checklist with version and step states', async () => {
    await withPage(async (page) => {
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/v1/Process/FeedSummary?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/auth/login');
      await page.getByLabel('E-Mail-Adresse').fill('sachbearbeiter@demo.test');
      await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('startup-checklist').waitFor();
      await expect.poll(() => page.getByTestId('startup-step-Worker').getAttribute('data-state')).toBe('Success');
      await expect.poll(() => page.getByTestId('startup-step-Process').getAttribute('data-state')).toBe('Open');
      expect(await page.getByTestId('startup-step-PostProcess').getAttribute('data-state')).toBe('Wait');
      expect(await page.getByTestId('startup-version').textContent()).toMatch(/\d+\.\d+/);
      await expectAccessible(page, 'start-up screen');
      await screenshot(page, 'startup');
      release();
      await page.waitForURL('**/startseite', { timeout: 60_000 });
    });
  });
});

describe('404 and maintenance', () => {
  it('shows a 404 page for unknown routes', async () => {
    await withPage(async (page) => {
      await loginAs(page, 'admin@demo.test');
      await page.goto('/gibt/es/nicht');
      await page.getByTestId('not-found-page').waitFor();
      await expectAccessible(page, '404');
      await page.getByTestId('not-found-home').click();
      await page.waitForURL('**/startseite');
    });
  });

  it('shows the maintenance page while the app is locked, and only then', async () => {
    await withPage(async (page) => {
      await page.goto('/wartung');
      await page.waitForURL((u) => !u.pathname.startsWith('/wartung'));
      setMaintenance(true, 'Wartungsarbeiten bis 12 Uhr.');
      try {
        await page.goto('/startseite');
        await page.waitForURL('**/wartung');
        await expect.poll(() => page.getByTestId('maintenance-text').textContent()).toContain('Wartungsarbeiten bis 12 Uhr.');
        await expectAccessible(page, 'maintenance page');
        await screenshot(page, 'maintenance');
      } finally {
        setMaintenance(false);
      }
    });
  });

  it('works on a phone-sized screen', async () => {
    await withPage(
      async (page) => {
        await loginAs(page, 'makler@demo.test');
        await page.getByTestId('sidenav-toggle').click();
        await page.getByTestId('sidenav-start').first().waitFor();
        await expectAccessible(page, 'mobile shell with drawer');
        await screenshot(page, 'mobile-drawer');
      },
      { width: 390, height: 844 },
    );
  });
});
