/** Headless Debian Chromium through playwright-core, axe checks and screenshots for the browser tests. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject } from 'vitest';
const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
export const baseUrl = () => inject('baseUrl');
export function launchBrowser() {
    return chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    });
}
export async function newContext(browser, options = {}) {
    return browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
        locale: options.locale ?? 'de-DE',
    });
}
/** axe must find nothing on every page a test opens. */
export async function expectAccessible(page, label) {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(summary, `axe violations on ${label}`).toEqual([]);
}
export async function screenshot(page, name) {
    fs.mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
export const DEMO_PASSWORD = 'demo1234';
/** Logs in through the login page and waits until the start-up screen has handed over to the app. */
export async function loginAs(page, email, password = DEMO_PASSWORD) {
    await page.goto('/auth/login');
    await page.getByLabel(/E-Mail/i).fill(email);
    await page.getByLabel(/Passwort/i).fill(password);
    await page.getByRole('button', { name: /^Anmelden$/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth') && !url.pathname.startsWith('/initialisierung'), { timeout: 60_000 });
}
