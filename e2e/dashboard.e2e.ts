/**
 * Issue 12, dashboards: a broker drags dashboard boxes to other columns (mouse and keyboard) and the layout survives
 * a reload; reset view restores the default with its confirmation; the start pages of Vermittler (1366 and 390 px),
 * Privat and Sachbearbeiter pass axe, Schadenmelder go to /schaden; the dashboard settings card and the end-user appearance dialog work.
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

/** The ids of the boxes in a column, top to bottom. */
const columnBoxes = (page: Page, column: number) =>
  page.getByTestId(`dashboard-column-${column}`).locator('[data-box-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-box-id')));

/** Deletes the stored layout (a run before may have left one). */
const deleteLayout = (page: Page) =>
  page.evaluate(async () => {
    const stored = localStorage.getItem('portal.license') ?? '';
    const license = stored.startsWith('"') ? (JSON.parse(stored) as string) : stored;
    await fetch(`/api/v1/CustomData/BoxContent_V1?license=${encodeURIComponent(license)}`, { method: 'DELETE' });
  });

const layoutSaved = (page: Page) => page.waitForResponse((r) => r.url().includes('/CustomData/BoxContent_V1') && r.request().method() === 'PUT');

describe('dashboard (Vermittler)', () => {
  let makler: Page;
  it('moves boxes between columns by mouse and keyboard, keeps them after a reload, and resets the view', async () => {
    const page = await open('makler@demo.test');
    makler = page;
    await deleteLayout(page);
    await page.goto('/startseite');
    await page.getByTestId('dashboard-board').waitFor();
    await expect.poll(() => columnBoxes(page, 0)).toEqual(['newestContracts', 'currentOffers']);
    await page.getByTestId('dashboard-box-item').first().waitFor();
    await expectAccessible(page, 'Vermittler start page');
    await screenshot(page, 'dashboard-vermittler-1366');

    // Mouse: the move handle of "Neueste Verträge" onto the third column.
    const handle = await page.getByTestId('dashboard-box-move-newestContracts').boundingBox();
    const target = await page.getByTestId('dashboard-column-2').boundingBox();
    const saved = layoutSaved(page);
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + 40, handle!.y + 20, { steps: 5 });
    await page.mouse.move(target!.x + target!.width / 2, target!.y + 30, { steps: 15 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => columnBoxes(page, 2)).toContain('newestContracts');

    // Keyboard: "Aktuelle Angebote" one column to the right (space, arrow right, space).
    const savedAgain = layoutSaved(page);
    await page.getByTestId('dashboard-box-move-currentOffers').focus();
    await page.keyboard.press('Space');
    await page.getByText(/Box „Aktuelle Angebote“ ist über Spalte 1/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    // The spoken announcement says where the box is now (dnd-kit's live region).
    await page.getByText(/Box „Aktuelle Angebote“ ist über Spalte 2/).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    expect((await savedAgain).status()).toBe(200);
    await expect.poll(() => columnBoxes(page, 1)).toContain('currentOffers');

    await page.reload();
    await page.getByTestId('dashboard-board').waitFor();
    await expect.poll(() => columnBoxes(page, 0)).toEqual([]);
    expect(await columnBoxes(page, 1)).toContain('currentOffers');
    expect(await columnBoxes(page, 2)).toContain('newestContracts');

    // Reset view: the spec's confirmation, then 'Ansicht wurde zurückgesetzt.' and the default again.
    await page.getByTestId('dashboard-reset').click();
    const dialog = page.getByTestId('reset-view-dialog');
    await dialog.getByText('Soll die Ansicht wirklich wieder auf die Standardansicht zurückgesetzt werden?').waitFor();
    expect(await dialog.getByRole('button', { name: 'Abbrechen' }).count()).toBe(1);
    await expectAccessible(page, 'reset view dialog');
    await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
    await page.getByTestId('dashboard-reset-done').getByText('Ansicht wurde zurückgesetzt.').waitFor();
    await expect.poll(() => columnBoxes(page, 0)).toEqual(['newestContracts', 'currentOffers']);
  });

  it('shows the tabs Start, Bestand, Auswertung below 768 px', async () => {
    // The same broker's page, narrowed to a phone.
    await makler.setViewportSize({ width: 390, height: 844 });
    await makler.goto('/startseite');
    await makler.getByTestId('dashboard-mobile').waitFor();
    await makler.getByTestId('dashboard-box-openClaims').waitFor();
    expect(await makler.getByTestId('dashboard-box-move-openClaims').count()).toBe(0);
    await makler.getByTestId('dashboard-tab-Bestand').click();
    await makler.getByTestId('dashboard-box-newestContracts').waitFor();
    await makler.getByTestId('dashboard-box-item').first().waitFor();
    await expectAccessible(makler, 'Vermittler start page, mobile');
    await screenshot(makler, 'dashboard-vermittler-390');
    await makler.context().close();
  });
});

describe('start pages of other presets', () => {
  it('Privat: the current-safeguards and open-damage cards on desktop, the dashboard on mobile', async () => {
    const page = await open('privat@demo.test');
    await page.goto('/startseite');
    await page.getByTestId('safeguards-card').waitFor();
    await page.getByTestId('safeguards-contract').first().waitFor();
    await page.getByTestId('open-damage-card').waitFor();
    await page.getByTestId('safeguards-contract').first().click();
    await expectAccessible(page, 'Privat start page');
    await screenshot(page, 'dashboard-privat-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('dashboard-mobile').waitFor();
    await expectAccessible(page, 'Privat start page, mobile');
    await screenshot(page, 'dashboard-privat-390');
    await page.context().close();
  });

  it('Schadenmelder: /startseite leads to /schaden', async () => {
    const page = await open('schadenmelder@demo.test');
    await page.goto('/startseite');
    await page.waitForURL((url) => url.pathname === '/schaden');
    await page.context().close();
  });

  it('Sachbearbeiter: the post box tabs', async () => {
    const page = await open('sachbearbeiter@demo.test');
    await page.goto('/startseite');
    await page.getByTestId('start-postbox').waitFor();
    expect(await page.getByTestId('dashboard').count()).toBe(0);
    await expectAccessible(page, 'Sachbearbeiter start page');
    await screenshot(page, 'dashboard-sachbearbeiter-1366');
    await page.context().close();
  });
});

describe('dashboard settings and end-user appearance', () => {
  it('hides a box from the settings card, and an admin edits the end-user appearance', async () => {
    const page = await open('admin@demo.test');
    await deleteLayout(page);
    await page.goto('/einstellungen');
    const card = page.getByTestId('dashboard-settings');
    await card.waitFor();
    await card.getByTestId('dashboard-settings-column-2').waitFor();
    await expectAccessible(page, 'settings with dashboard settings');
    await screenshot(page, 'dashboard-settings-1366');
    const saved = layoutSaved(page);
    await card.getByTestId('dashboard-settings-box-birthdays').locator('input').uncheck();
    expect((await saved).status()).toBe(200);
    await page.goto('/startseite');
    await page.getByTestId('dashboard-board').waitFor();
    expect(await page.getByTestId('dashboard-box-birthdays').count()).toBe(0);

    await page.goto('/einstellungen?admin=end-user-appearance');
    const dialog = page.getByTestId('end-user-appearance-dialog');
    await dialog.getByTestId('end-user-columns').waitFor();
    await expectAccessible(page, 'end-user appearance dialog');
    await screenshot(page, 'dashboard-end-user-appearance');
    const put = page.waitForResponse((r) => r.url().includes('/Settings/EndUserAppearance') && r.request().method() === 'PUT');
    await dialog.getByTestId('end-user-appearance-save').click();
    expect((await put).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    // Restore the default view from the settings: confirmed, back on the start page with the box shown again.
    await page.getByTestId('dashboard-settings-reset').click();
    await page.getByTestId('reset-view-dialog').getByRole('button', { name: 'Zurücksetzen' }).click();
    await page.waitForURL((url) => url.pathname === '/startseite');
    await page.getByTestId('dashboard-reset-done').getByText('Ansicht wurde zurückgesetzt.').waitFor();
    await page.getByTestId('dashboard-box-birthdays').waitFor();
    await page.context().close();
  });
});
