/** Headless Debian Chromium through playwright-core, axe checks and screenshots for the browser tests. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject } from 'vitest';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

/** `baseURL`: a portal of the test's own (support/portal-process) instead of the shared one. */
export async function newContext(browser: Browser, options: { width?: number; height?: number; locale?: string; baseURL?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    locale: options.locale ?? 'de-DE',
  });
}

/** A new page of a fresh context, logged in: 1366 px wide, or a phone's 390 × 844. */
export async function openLoggedIn(browser: Browser, email: string, width = 1366): Promise<Page> {
  const context = await newContext(browser, { width, height: width < 768 ? 844 : 900 });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

/** axe-core's source (1.3 MB), from the copy @axe-core/playwright uses. */
const axeSource = (() => {
  const require = createRequire(import.meta.url);
  const axePath = require.resolve('axe-core', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] });
  return (require(axePath) as { source: string }).source;
})();

/** What AxeBuilder evaluates instead of axe-core's source: the page has it already (injectAxeOnce). */
const AXE_ALREADY_INJECTED = 'void 0';

/**
 * AxeBuilder parses axe-core's 1.3 MB source into the page for every analysis, and once more into a blank page it
 * opens to merge the frames' results: about a second of the renderer's time per check, most of a browser test
 * run's CPU. Here the source goes into each document once, and the analysis runs in the page itself (legacy mode:
 * the app has no frames of other origins; the one sandboxed frame is excluded).
 */
async function injectAxeOnce(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as Window & { axe?: unknown }).axe === 'object')) return;
  await page.evaluate(axeSource);
}

/** axe must find nothing on every page a test opens. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Menus and dialogs fade in: colours read half-way through a transition are not the page's colours.
  // (Endless ones — spinners, skeletons — are left out: they never finish.)
  const settle = () =>
    page.evaluate(async () => {
      const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity && a.playState === 'running');
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      return running.length;
    });
  await settle();
  // A dialog whose data arrives during the analysis (pages and their data load lazily) fades in while axe reads
  // colours: when a transition started meanwhile, the settled page is read once more.
  await page.evaluate(() => {
    const w = window as Window & { __axeSawTransition?: boolean };
    w.__axeSawTransition = false;
    const saw = () => (w.__axeSawTransition = true);
    document.addEventListener('transitionrun', saw, { capture: true, once: true });
    document.addEventListener('animationstart', saw, { capture: true, once: true });
  });
  // label-content-name-mismatch (WCAG 2.5.3, label in name) is an experimental axe rule: off unless enabled by name.
  // A frame sandboxed without scripts (the dev outbox's mail view) cannot run axe: waiting for it would never end.
  // What it shows is a mail, not the app (the mail layout's markup has its own test).
  // Only violations are collected: the passes' nodes, each with a unique selector worked out, were most of the work.
  const analyse = async () => {
    await injectAxeOnce(page);
    return new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED })
      .setLegacyMode(true)
      .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
  };
  let result = await analyse();
  const sawTransition = await page.evaluate(() => (window as Window & { __axeSawTransition?: boolean }).__axeSawTransition === true);
  if (result.violations.length > 0 && sawTransition) {
    await settle();
    result = await analyse();
  }
  // The first node's markup too: generated class names alone do not say which element it is.
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')} — ${v.nodes[0]?.html.slice(0, 160) ?? ''}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** `firstScreen`: only what the viewport shows (what a phone user sees first), not the whole page. */
export async function screenshot(page: Page, name: string, options: { firstScreen?: boolean } = {}): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: !options.firstScreen });
}

export const DEMO_PASSWORD = 'demo1234';

/**
 * Logs in through the login page and waits until the start-up screen has handed over to the app.
 * The welcome dialog (new messages, once per login session) is closed unless `keepWelcome` is set,
 * so that tests of other pages start on an unobstructed page.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD, options: { keepWelcome?: boolean } = {}): Promise<void> {
  const news = page
    .waitForResponse((r) => r.url().includes('/api/v1/Vorgang/Feed') && r.url().includes('neue_nachrichten'), { timeout: 90_000 })
    .catch(() => null);
  await page.goto('/auth/login');
  await page.getByLabel(/E-Mail/i).fill(email);
  await page.getByLabel(/Passwort/i).fill(password);
  await page.getByRole('button', { name: /^Anmelden$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth') && !url.pathname.startsWith('/initialisierung'), { timeout: 60_000 });
  if (options.keepWelcome) return;
  const answer = await Promise.race([news, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
  if (!answer?.ok()) return;
  const { OnlyUnread, Items } = (await answer.json().catch(() => ({}))) as { OnlyUnread?: boolean; Items?: unknown[] };
  if (!OnlyUnread || !Items?.length) return;
  const dialog = page.getByTestId('welcome-dialog');
  await dialog.waitFor({ timeout: 10_000 });
  await page.getByTestId('welcome-close').click();
  await dialog.waitFor({ state: 'hidden' });
}
