/**
 * Issue 12 §5, §6, §11: a licence admin enters admin mode and sees the admin side menu beside the page, views the
 * portal as the Karten preset, reorders two cards by keyboard (dnd-kit) and the order survives a reload, publishes,
 * and leaving admin mode with a changed card view backs it up and asks to publish; the audit log shows the changes.
 * A member who is no licence admin never sees the toggle and sees the published cards with their groups. axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, loginAs, newContext, screenshot } from './support/browser.js';
import { loggedInSession } from './support/session.js';

const session = loggedInSession('admin@demo.test');
let browser: Browser;
let page: Page;
beforeAll(() => {
  ({ browser, page } = session);
});

/** PUT from inside the page (same origin, the session cookie, the active licence). */
async function put(p: Page, apiPath: string, body: unknown): Promise<number> {
  return p.evaluate(
    async ({ apiPath, body }) => {
      const stored = localStorage.getItem('portal.license') ?? '';
      const license = stored.startsWith('"') ? (JSON.parse(stored) as string) : stored;
      const res = await fetch(`/api/v1/${apiPath}?license=${encodeURIComponent(license)}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return res.status;
    },
    { apiPath, body },
  );
}

// The shared demo portal: the admin's own preset goes back to what the other test files expect.
afterAll(async () => {
  if (page) await put(page, 'Admin/ViewPreset', { Preset: 'Vermittler' });
});

const gridIds = (p: Page) => p.locator('[data-testid="card-grid"] > li[data-card-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id')));

/** dnd-kit's keyboard sensor: Space picks the card up (the handle reports aria-pressed), an arrow moves it, Space drops it. */
async function moveByKeyboard(p: Page, id: string, key: 'ArrowLeft' | 'ArrowRight'): Promise<void> {
  const handle = p.getByTestId(`card-handle-${id}`);
  await handle.focus();
  await p.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  await p.keyboard.press(key);
  await p.waitForTimeout(150);
  await p.keyboard.press('Space');
}

describe('admin mode', () => {
  it('opens the admin side menu beside the page and switches the portal view to Karten', async () => {
    await page.getByTestId('profile-menu-button').click();
    await page.getByTestId('admin-mode-toggle').click();
    const menu = page.getByTestId('admin-sidenav');
    await menu.waitFor();
    expect(await menu.getAttribute('data-drawer-mode')).toBe('side');
    await page.getByTestId('admin-entry-audit-log').waitFor();

    await page.getByTestId('admin-preset-select').click();
    const restarted = page.waitForURL((url) => url.pathname.startsWith('/initialisierung'));
    await page.getByTestId('admin-preset-Karten').click();
    await restarted;
    await page.waitForURL((url) => !url.pathname.startsWith('/initialisierung'), { timeout: 30_000 });
    await page.goto('/custom');
    await page.getByTestId('card-admin-board').waitFor();
    // Admin mode is kept for the tab across the restart.
    expect(await page.getByTestId('admin-sidenav').getAttribute('data-drawer-mode')).toBe('side');
    await page.getByTestId('admin-entry-save-view').waitFor();
    await expectAccessible(page, 'card administration');
    await screenshot(page, 'admin-cards-1366');
  });

  it('the card editor refuses a filter the contracts list cannot apply, naming the field', async () => {
    await page.getByTestId('card-control-new').click();
    const editor = page.getByTestId('card-editor');
    await editor.waitFor();
    await page.getByTestId('card-name-de').fill('Test');
    await page.getByTestId('card-name-en').fill('Test');
    await page.getByTestId('card-property').click();
    await page.getByRole('option', { name: 'Sammelvertrag', exact: true }).click();
    await page.getByTestId('card-operator').click();
    await page.getByRole('option', { name: 'Equal', exact: true }).click();
    await page.getByTestId('card-value').fill('vielleicht');
    await page.getByTestId('card-editor-save').click();
    await editor.getByText('Der Wert passt nicht zur Eigenschaft.').waitFor();
    await expectAccessible(page, 'card editor');
    await editor.getByRole('button', { name: 'Abbrechen' }).click();
    await editor.waitFor({ state: 'detached' });
  });

  it('reorders two cards by keyboard; the order survives a reload once published', async () => {
    await page.getByTestId('card-custom-toggle').locator('input').check();
    await expect.poll(async () => (await gridIds(page)).length).toBeGreaterThan(1);
    const before = await gridIds(page);
    const saved = page.waitForResponse((r) => r.url().includes('/Admin/CardView/Draft/Order') && r.request().method() === 'PUT');
    await moveByKeyboard(page, before[0]!, 'ArrowRight');
    expect((await saved).status()).toBe(200);
    const after = [before[1], before[0], ...before.slice(2)];
    await expect.poll(() => gridIds(page)).toEqual(after);
    await page.getByTestId('card-draft-modified').waitFor();

    const published = page.waitForResponse((r) => r.url().includes('/Admin/CardView/Publish'));
    await page.getByTestId('card-publish').click();
    expect((await published).status()).toBe(200);
    await page.getByTestId('card-draft-modified').waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByTestId('card-admin-board').waitFor();
    await expect.poll(() => gridIds(page)).toEqual(after);
  });

  it('leaving admin mode with a changed card view saves a backup and asks to publish', async () => {
    const before = await gridIds(page);
    const saved = page.waitForResponse((r) => r.url().includes('/Admin/CardView/Draft/Order'));
    await moveByKeyboard(page, before[1]!, 'ArrowLeft');
    await saved;
    await page.getByTestId('card-draft-modified').waitFor();
    const backup = page.waitForResponse((r) => r.url().includes('/Admin/CardView/Backups') && r.request().method() === 'POST');
    await page.getByTestId('admin-mode-leave').click();
    expect((await backup).status()).toBe(200);
    await page.getByTestId('leave-admin-dialog').waitFor();
    await expectAccessible(page, 'leave admin mode');
    await page.getByTestId('leave-admin-publish').click();
    await page.getByTestId('admin-sidenav').waitFor({ state: 'detached' });
    // Out of admin mode the page shows the live cards, in the published order.
    await page.getByTestId('card-grid').waitFor();
    expect((await page.locator('[data-testid="card-grid"] > li [data-testid^="card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).slice(0, 2)).toEqual([`card-${before[1]}`, `card-${before[0]}`]);
  });

  it('the audit log lists the changes with a readable diff', async () => {
    await page.goto('/custom?admin=audit-log');
    const dialog = page.getByTestId('audit-log-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('audit-log-row').count()).toBeGreaterThan(2);
    await expect.poll(() => dialog.getByTestId('audit-log-row').first().textContent()).toMatch(/Kartenansicht veröffentlicht/);
    await dialog.getByTestId('audit-log-row').first().getByRole('button').click();
    await dialog.getByTestId('audit-log-diff').waitFor();
    await expectAccessible(page, 'audit log');
    await screenshot(page, 'admin-audit-log-1366', { firstScreen: true });
  });

  it('on a phone the admin menu opens over the page', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    const p = await phone.newPage();
    await loginAs(p, 'admin@demo.test');
    await p.evaluate(() => sessionStorage.setItem('portal.adminMode', '1'));
    await p.goto('/custom');
    await p.getByTestId('card-admin-board').waitFor();
    await p.getByTestId('admin-menu-fab').click();
    const menu = p.getByTestId('admin-sidenav');
    await menu.waitFor();
    expect(await menu.getAttribute('data-drawer-mode')).toBe('over');
    await expectAccessible(p, 'admin menu (phone)');
    await screenshot(p, 'admin-menu-390', { firstScreen: true });
    await p.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await screenshot(p, 'admin-cards-390');
    await phone.close();
  });

  it('a member who is no licence admin never sees the toggle, and opens a card group and goes back', async () => {
    const other = await newContext(browser);
    const p = await other.newPage();
    await loginAs(p, 'karten@demo.test');
    await p.evaluate(() => sessionStorage.setItem('portal.adminMode', '1'));
    await p.goto('/custom');
    await p.getByTestId('card-grid').waitFor();
    expect(await p.getByTestId('admin-sidenav').count()).toBe(0);
    await p.getByTestId('profile-menu-button').click();
    await p.getByTestId('logout').waitFor();
    expect(await p.getByTestId('admin-mode-toggle').count()).toBe(0);
    await p.keyboard.press('Escape');

    // The card group, not the navbar's or sidenav's Services entry.
    await p.locator('[data-testid^="card-"]').getByRole('link', { name: 'Services' }).click();
    await p.waitForURL(/\/custom\/[0-9a-f-]+$/);
    await p.getByRole('link', { name: 'Schaden melden' }).waitFor();
    await expectAccessible(p, 'card group');
    await p.getByTestId('card-group-back').click();
    await p.waitForURL((url) => url.pathname === '/startseite');
    await other.close();
  });
});
