/**
 * Issue 4 item 7 as a clerk sees it: the process feed (filters, type filter, headline search, paginator,
 * read/unread), the post box tabs, the active notifications with their jump menu and the process list
 * with its required-action dropdown — and axe on each page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  // An employee of DEMO-MAKLER sees every process of the licence and may mark them read.
  await loginAs(page, 'sachbearbeiter@demo.test');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const items = (): Locator => page.getByTestId('process-item');

/** The welcome dialog greets a login with unread news (features/activity); loginAs closes it, the guest login here. */
async function dismissWelcome(p: Page): Promise<void> {
  const dialog = p.getByTestId('welcome-dialog');
  try {
    await dialog.waitFor({ timeout: 15_000 });
  } catch {
    return;
  }
  await p.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** axe once menus and panels have finished fading in (colours mid-transition are not the page's). */
async function accessible(p: Page, label: string): Promise<void> {
  await p.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await expectAccessible(p, label);
}

async function total(testId = 'process-feed-total'): Promise<number> {
  const raw = (await page.getByTestId(testId).getAttribute('data-total')) ?? '';
  return raw === '' ? -1 : Number(raw);
}

async function ids(locator: Locator = items()): Promise<string[]> {
  return locator.evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? ''));
}

/** The feed has answered and shows no stale page (no request running). */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]') && !document.querySelector('[data-testid$="-loading"]'), null, { timeout: 30_000 });
}

async function chooseOption(selectTestId: string, optionTestId: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByTestId(optionTestId).click();
  await settled();
}

describe('process feed', () => {
  it('neue_nachrichten shows only unread processes, five per page, and pages', async () => {
    await page.goto('/vorgang/neue_nachrichten');
    await items().first().waitFor({ timeout: 30_000 });
    await settled();
    expect(await page.getByTestId('list-title').textContent()).toBe('Neue Nachrichten');
    expect(await page.title()).toContain('Neue Nachrichten');
    const count = await total();
    expect(count).toBeGreaterThan(5);
    await page.getByTestId('process-feed-only-unread').waitFor();
    const reads = await items().evaluateAll((els) => els.map((e) => e.getAttribute('data-read')));
    expect(reads).toHaveLength(5);
    expect(new Set(reads)).toEqual(new Set(['false']));
    // Each item names its process and links to its messages.
    const href = await items().first().getByTestId('process-item-link').getAttribute('href');
    expect(href).toMatch(/^\/vorgang\/[0-9a-f-]{36}\/nachrichten$/);

    const first = await ids();
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await settled();
    const second = await ids();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((id) => first.includes(id))).toBe(false);

    await accessible(page, 'process feed neue_nachrichten');
    await screenshot(page, 'processes-new-messages');
  });

  it('switches the page size to 10 and 25', async () => {
    await page.goto('/vorgang/alle_aufgaben');
    await items().first().waitFor({ timeout: 30_000 });
    await settled();
    const count = await total();
    expect(count).toBeGreaterThan(25);
    expect(await items().count()).toBe(5);
    await page.getByRole('combobox', { name: /Einträge pro Seite/ }).click();
    await page.getByRole('option', { name: '10' }).click();
    await settled();
    expect(await items().count()).toBe(10);
    await page.getByRole('combobox', { name: /Einträge pro Seite/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await settled();
    expect(await items().count()).toBe(25);
  });

  it('the type filter keeps processes whose last message has that type', async () => {
    await page.goto('/vorgang/alle_aufgaben');
    await items().first().waitFor({ timeout: 30_000 });
    await settled();
    const all = await total();
    await chooseOption('process-feed-type', 'process-feed-type-Datei');
    await expect.poll(total).toBeLessThan(all);
    expect(await total()).toBeGreaterThan(0);
    const types = await page.getByTestId('process-item-last-message').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Datei']));
    await accessible(page, 'process feed type filter');
    await screenshot(page, 'processes-type-filter');
    await chooseOption('process-feed-type', 'process-feed-type-all');
    await expect.poll(total).toBe(all);
  });

  it('the headline search narrows the list (debounced) and an unknown text shows the empty state', async () => {
    await page.goto('/vorgang/alle_aufgaben');
    await items().first().waitFor({ timeout: 30_000 });
    await settled();
    const all = await total();
    const headline = (await items().first().getByTestId('process-item-link').textContent()) ?? '';
    const word = headline.split(/\s+/).find((w) => w.length >= 5) ?? headline.slice(0, 5);
    await page.getByTestId('process-feed-search').fill(word.toLowerCase());
    await expect.poll(total).toBeLessThan(all);
    await settled();
    const headlines = await page.getByTestId('process-item-link').allTextContents();
    expect(headlines.length).toBeGreaterThan(0);
    for (const h of headlines) expect(h.toLowerCase()).toContain(word.toLowerCase());

    await page.getByTestId('process-feed-search').fill('zzz-kein-vorgang-zzz');
    await page.getByTestId('process-feed-empty').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('process-feed-empty').textContent()).toContain('Kein Vorgang gefunden');
    expect(await page.getByTestId('process-feed-pagination').count()).toBe(0);
    await accessible(page, 'process feed empty');
    await screenshot(page, 'processes-empty');
  });

  it('marks a process read and unread again', async () => {
    await page.goto('/vorgang/alle_aufgaben');
    await items().first().waitFor({ timeout: 30_000 });
    await settled();
    const unread = page.locator('[data-testid="process-item"][data-read="false"]').first();
    await unread.waitFor();
    const id = (await unread.getAttribute('data-id')) ?? '';
    const item = page.locator(`[data-testid="process-item"][data-id="${id}"]`);
    await item.getByTestId('process-item-read').click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    expect(await item.getByTestId('process-item-unread').count()).toBe(0);
    await item.getByTestId('process-item-read').click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('false');
    await item.getByTestId('process-item-unread').waitFor();
  });

  it('marking read on neue_nachrichten takes the process out of the list', async () => {
    await page.goto('/vorgang/neue_nachrichten');
    await items().first().waitFor({ timeout: 30_000 });
    await settled();
    const before = await total();
    const id = (await items().first().getAttribute('data-id')) ?? '';
    await items().first().getByTestId('process-item-read').click();
    await expect.poll(total).toBe(before - 1);
    await settled();
    expect(await ids()).not.toContain(id);
    // Put it back for the other tests.
    const res = await page.request.post(`/api/v1/Vorgang/${id}/ReadStatus?license=DEMO-MAKLER`, { data: { Read: false } });
    expect(res.status()).toBe(200);
  });

  it('the filter menu switches to another filter page', async () => {
    await page.goto('/vorgang/neue_nachrichten');
    await items().first().waitFor({ timeout: 30_000 });
    const toggle = page.getByTestId('process-feed-filter-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByTestId('process-feed-filter-menu').waitFor();
    expect(await page.getByTestId('process-feed-filter-neue_nachrichten').getAttribute('aria-current')).toBe('page');
    await accessible(page, 'process feed filter menu');
    await page.getByTestId('process-feed-filter-offene_aufgaben').click();
    await page.waitForURL('**/vorgang/offene_aufgaben');
    expect(await page.getByTestId('list-title').textContent()).toBe('Offene Aufgaben');
    await page.getByTestId('process-feed').and(page.locator('[data-filter="offene_aufgaben"]')).waitFor();
  });

  it('without unread news neue_nachrichten shows all open processes and opens the filter menu (OpenOptions)', async () => {
    // The server decides OnlyUnread/OpenOptions; here it answers as if nothing were unread.
    await page.route('**/api/v1/Vorgang/Feed?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...body, OnlyUnread: false, OpenOptions: true } });
    });
    try {
      await page.goto('/vorgang/neue_nachrichten');
      await page.getByTestId('process-feed-no-unread').waitFor({ timeout: 30_000 });
      await page.getByTestId('process-feed-filter-menu').waitFor();
      expect(await page.getByTestId('process-feed-filter-toggle').getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByTestId('process-feed-only-unread').count()).toBe(0);
      await accessible(page, 'process feed open options');
      await screenshot(page, 'processes-open-options');
    } finally {
      await page.unroute('**/api/v1/Vorgang/Feed?*');
    }
  });

  it('shows a translated error when the feed cannot be loaded', async () => {
    await page.route('**/api/v1/Vorgang/Feed?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Internal', status: 500, code: 'INTERNAL' }) }),
    );
    try {
      await page.goto('/vorgang/offene_aufgaben');
      const alert = page.getByTestId('process-feed-error');
      await alert.waitFor({ timeout: 60_000 });
      expect(await alert.textContent()).toContain('Leider ist ein Fehler aufgetreten');
      expect(await items().count()).toBe(0);
      await alert.getByTestId('process-retry').waitFor();
    } finally {
      await page.unroute('**/api/v1/Vorgang/Feed?*');
    }
  });

  it('fits a phone screen', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    const p = await phone.newPage();
    try {
      await loginAs(p, 'sachbearbeiter@demo.test');
      await p.goto('/vorgang/posteingang');
      await p.getByTestId('process-item').first().waitFor({ timeout: 30_000 });
      await screenshot(p, 'processes-postbox-phone');
      // Nothing of the feed reaches past the right edge of the screen.
      const wide = await p.evaluate(() =>
        [...document.querySelectorAll('[data-testid="process-feed"] *')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')} ${Math.round(e.getBoundingClientRect().right)}`)
          .slice(0, 5),
      );
      expect(wide).toEqual([]);
      await accessible(p, 'post box on a phone');
    } finally {
      await phone.close();
    }
  });

  it('read-only (guest): the read buttons are disabled', async () => {
    const guest = await newContext(browser);
    try {
      const p = await guest.newPage();
      await p.goto('/auth/login');
      await p.getByTestId('guest-login').click();
      await p.waitForURL((u) => !u.pathname.startsWith('/auth') && !u.pathname.startsWith('/initialisierung'), { timeout: 60_000 });
      await dismissWelcome(p);
      for (const path of ['/vorgang/alle_aufgaben', '/vorgangsliste']) {
        await p.goto(path);
        const buttons = p.getByTestId('process-item-read');
        await buttons.first().waitFor({ timeout: 30_000 });
        const disabled = await buttons.evaluateAll((els) => els.map((e) => (e as HTMLButtonElement).disabled));
        expect(disabled.length).toBeGreaterThan(0);
        expect(new Set(disabled)).toEqual(new Set([true]));
      }
    } finally {
      await guest.close();
    }
  });

  it('/vorgaenge and /vorgang/aktuelle_anfragen list processes', async () => {
    for (const path of ['/vorgaenge', '/vorgang/aktuelle_anfragen']) {
      await page.goto(path);
      await items().first().waitFor({ timeout: 30_000 });
      expect(await total()).toBeGreaterThan(0);
    }
    await accessible(page, 'aktuelle_anfragen');
  });
});

describe('post box', () => {
  it('shows the inbox and switches tabs by mouse and keyboard, bound to the route', async () => {
    await page.goto('/vorgang/posteingang');
    await items().first().waitFor({ timeout: 30_000 });
    await settled();
    expect(await page.getByTestId('postbox-tab-posteingang').getAttribute('aria-selected')).toBe('true');
    expect(await total()).toBeGreaterThan(0);
    // Inbox: unread or not done (spec 000 §4).
    const states = await items().evaluateAll((els) => els.map((e) => ({ read: e.getAttribute('data-read'), status: e.querySelector('[data-testid="process-item-status"]')?.getAttribute('data-status') })));
    for (const s of states) expect(s.read === 'false' || s.status !== 'Ok').toBe(true);
    await accessible(page, 'post box inbox');
    await screenshot(page, 'processes-postbox');

    await page.getByTestId('postbox-tab-postausgang').click();
    await page.waitForURL('**/vorgang/postausgang');
    await items().first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('postbox-tab-postausgang').getAttribute('aria-selected')).toBe('true');

    // Keyboard: arrow to the history tab and select it.
    await page.getByTestId('postbox-tab-postausgang').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/vorgang/posteingang/verlauf');
    await items().first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('postbox-tab-verlauf').getAttribute('aria-selected')).toBe('true');
    await accessible(page, 'post box history');

    await page.goBack();
    await page.waitForURL('**/vorgang/postausgang');
    expect(await page.getByTestId('postbox-tab-postausgang').getAttribute('aria-selected')).toBe('true');
  });

  it('active notifications show alert processes and jump to the post box pages', async () => {
    await page.goto('/vorgang/aktive_Meldungen');
    await page.getByTestId('active-alerts-page').waitFor();
    await settled();
    const n = await items().count();
    if (n > 0) expect(await page.getByTestId('process-item-alert').count()).toBe(n);
    else await page.getByTestId('process-feed-empty').waitFor();
    await page.getByTestId('process-jump-menu-button').click();
    await page.getByTestId('process-jump-menu').waitFor();
    await accessible(page, 'active notifications jump menu');
    await screenshot(page, 'processes-active-alerts');
    await page.getByTestId('process-jump-postausgang').click();
    await page.waitForURL('**/vorgang/postausgang');
  });
});

describe('process list', () => {
  const rows = (): Locator => page.getByTestId('process-list-row');

  it('lists processes with the required-action dropdown, search, clear and paging', async () => {
    await page.goto('/vorgangsliste');
    await rows().first().waitFor({ timeout: 30_000 });
    await settled();
    expect(await page.getByTestId('list-title').textContent()).toBe('Vorgangsliste');
    const all = await total('process-list-total');
    expect(all).toBeGreaterThan(5);
    expect(await rows().count()).toBe(5);
    const first = await ids(rows());
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await settled();
    const second = await ids(rows());
    expect(second.some((id) => first.includes(id))).toBe(false);
    await accessible(page, 'process list');
    await screenshot(page, 'processes-list');

    await chooseOption('process-list-action', 'process-list-action-answer');
    await expect.poll(() => total('process-list-total')).toBeLessThan(all);
    const actions = await rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['answer']));

    const headline = (await rows().first().getByTestId('process-item-link').textContent()) ?? '';
    const word = headline.split(/\s+/).find((w) => w.length >= 5) ?? headline.slice(0, 5);
    const answerTotal = await total('process-list-total');
    await page.getByTestId('process-list-search').fill(word);
    await expect.poll(async () => {
      const links = await page.getByTestId('process-item-link').allTextContents();
      return links.length > 0 && links.every((h) => h.toLowerCase().includes(word.toLowerCase()));
    }).toBe(true);
    expect(await total('process-list-total')).toBeLessThanOrEqual(answerTotal);

    await page.getByTestId('process-list-clear').click();
    await expect.poll(() => total('process-list-total')).toBe(all);
    expect(await page.getByTestId('process-list-search').inputValue()).toBe('');
    expect(await page.getByTestId('process-list-clear').isDisabled()).toBe(true);
  });
});

describe('caseworker start page', () => {
  it('shows the post box tabs Posteingang, Postausgang, Verlauf on the start page', async () => {
    const other = await newContext(browser);
    const p = await other.newPage();
    await loginAs(p, 'sachbearbeiter@demo.test');
    await p.goto('/startseite');
    await p.getByTestId('start-postbox').waitFor();
    await p.getByTestId('start-postbox-panel-posteingang').getByTestId('process-feed').waitFor();
    await p.getByTestId('start-postbox-tab-postausgang').click();
    await p.getByTestId('start-postbox-panel-postausgang').getByTestId('process-feed').waitFor();
    await expect.poll(() => p.getByTestId('process-feed').getAttribute('data-filter')).toBe('postausgang');
    expect(p.url()).toMatch(/\/startseite$/);
    await accessible(p, 'caseworker start page');
    await screenshot(p, 'processes-clerk-start');
    await other.close();
  });
});
