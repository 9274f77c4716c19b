/**
 * Issue 12 items 8 and 9: detail-view administration (the standard set cannot be deleted; a column chosen for
 * TABELLE_VERTRAG shows in /vertrag for a member of that set), profile settings with an info-widget image (refused
 * deletion while in use) and the info widget on the start page. axe on the dialogs and the page; screenshots.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectAccessible, loginAs, newContext, screenshot } from './support/browser.js';
import { loggedInSession } from './support/session.js';
import { headerIds, waitForRows } from './support/table.js';

const session = loggedInSession('admin@demo.test');
const feedback = () => session.page.getByTestId('detail-views-feedback');
/** A 240×80 PNG, blue fading to orange (something to see in the screenshots). */
function bannerPng(): Buffer {
  const [w, h] = [240, 80];
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) rows.set([26 + ((245 - 26) * x) / w, 77 + ((166 - 77) * x) / w, 143 - (108 * x) / w].map(Math.round), y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = bannerPng();

async function openDetailViews() {
  const { page } = session;
  await page.goto('/einstellungen?admin=detail-views');
  await page.getByTestId('detail-views-dialog').waitFor();
  await page.getByTestId('detail-set-item').first().waitFor();
}

describe('detail-view administration', () => {
  it('refuses to delete the standard configuration with the spec\'s message', async () => {
    const { page } = session;
    await openDetailViews();
    await expect.poll(() => page.getByTestId('detail-set-name').inputValue()).toBe('Standard');
    await expectAccessible(page, 'detail-view administration');
    await screenshot(page, 'detail-views-dialog', { firstScreen: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'detail-views-dialog-mobile', { firstScreen: true });
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByTestId('detail-set-remove').click();
    await page.getByTestId('remove-set-confirm-confirm').click();
    await expect.poll(() => feedback().textContent()).toBe('Fehler beim Löschen einer Konfiguration. Diese Konfiguration ist wahrscheinlich in Benutzung.');
    await expect.poll(() => page.getByTestId('detail-set-item').count()).toBeGreaterThan(0);

    // Closing with a changed name asks to save: abort stays, no discards and closes.
    await page.getByTestId('detail-set-name').fill('Standard geändert');
    await page.getByTestId('detail-views-close').click();
    await page.getByTestId('save-changes-abort').click();
    await expect.poll(() => page.getByTestId('detail-set-name').inputValue()).toBe('Standard geändert');
    await page.getByTestId('detail-views-close').click();
    await page.getByTestId('save-changes-no').click();
    await page.getByTestId('detail-views-dialog').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('admin')).toBeNull();
  });

  it('a column chosen for TABELLE_VERTRAG shows in /vertrag for a member of that set', async () => {
    const { page, browser } = session;
    await openDetailViews();
    await page.getByTestId('picker-table-VERTRAG-edit').click();
    await page.getByTestId('column-choice-dialog').waitFor();
    await expectAccessible(page, 'column choice dialog');
    await screenshot(page, 'detail-views-columns', { firstScreen: true });
    await page.getByTestId('column-add-Zahlweise').click();
    await page.getByTestId('column-current-Zahlweise').waitFor();
    await page.getByTestId('column-choice-save').click();
    await expect.poll(() => feedback().textContent()).toMatch(/gespeichert/);

    // The broker's profile uses the standard set; he has no saved columns of his own.
    const other = await newContext(browser);
    const broker = await other.newPage();
    await loginAs(broker, 'makler@demo.test');
    await broker.goto('/vertrag');
    await waitForRows(broker);
    expect(await headerIds(broker)).toContain('Zahlweise');
    await other.close();

    // Put it back for the other tests.
    await page.getByTestId('picker-table-VERTRAG-edit').click();
    await page.getByTestId('column-current-Zahlweise').getByRole('button', { name: /entfernen/ }).click();
    await page.getByTestId('column-choice-save').click();
    await page.getByTestId('column-choice-dialog').waitFor({ state: 'hidden' });
  });
});

describe('profile settings and the info widget', () => {
  it('shows the profile\'s image on the start page and refuses to delete an image in use', async () => {
    const { page } = session;
    await page.goto('/einstellungen?admin=profiles');
    await page.getByTestId('profiles-dialog').waitFor();
    const card = page.getByTestId('profile-licenseAdmin');
    await card.waitFor();
    await expectAccessible(page, 'profile settings');
    const uploaded = page.waitForResponse((r) => r.url().includes('/Settings/InfoWidgetImages') && r.request().method() === 'POST');
    await page.getByTestId('profile-licenseAdmin-file').setInputFiles({ name: 'willkommen.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(201);
    const saved = page.waitForResponse((r) => r.url().includes('/api/v2/Sharing/PermissionTemplate/') && r.request().method() === 'PUT');
    await page.getByTestId('profile-licenseAdmin-save').click();
    expect((await saved).status()).toBe(200);
    await screenshot(page, 'profiles-dialog', { firstScreen: true });

    await page.getByTestId('profile-licenseAdmin-image-delete').click();
    await expect.poll(() => feedback().textContent()).toBe('Das Bild konnte nicht gelöscht werden. Es ist 1 mal in Verwendung.');

    await page.goto('/startseite');
    await page.getByTestId('info-widget-image').waitFor();
    await expectAccessible(page, 'start page with info widget');
    await screenshot(page, 'info-widget', { firstScreen: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'info-widget-mobile', { firstScreen: true });
    await page.setViewportSize({ width: 1366, height: 860 });

    // Clean up: no image on the profile, then the image can go.
    await page.goto('/einstellungen?admin=profiles');
    await page.getByTestId('profile-licenseAdmin-image').click();
    await page.getByRole('option', { name: /Kein Bild/ }).click();
    await page.getByTestId('profile-licenseAdmin-save').click();
    await expect.poll(() => feedback().textContent()).toMatch(/gespeichert/);
  });
});
