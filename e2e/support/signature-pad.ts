/** Signing in the browser tests: a signature drawn with mouse moves on the pad (signature_pad reads pointer events). */
import type { Locator, Page } from 'playwright-core';

/** Opens the pad from a signing workspace, draws a two-stroke signature and applies it. */
export async function drawSignature(page: Page, workspace: Locator): Promise<void> {
  await workspace.getByTestId('signing-open-pad').click();
  const pad = page.getByTestId('signature-pad');
  await pad.waitFor();
  await drawOnPad(page, pad);
  await page.getByTestId('signature-pad-accept').click();
  await page.getByTestId('signature-pad-dialog').waitFor({ state: 'hidden' });
  await workspace.locator('[data-testid="signing-field"][data-signed="true"]').first().waitFor({ timeout: 10_000 });
}

/** A wave and a stroke across the pad, point by point (each move is a pointer event). */
export async function drawOnPad(page: Page, pad: Locator): Promise<void> {
  // The dialog grows in: draw once its box is final.
  await page.waitForTimeout(300);
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    const fx = 0.1 + (0.55 * i) / 24;
    await page.mouse.move(...at(fx, 0.55 + 0.2 * Math.sin(i / 2.5)), { steps: 2 });
  }
  await page.mouse.up();
  await page.mouse.move(...at(0.7, 0.35));
  await page.mouse.down();
  await page.mouse.move(...at(0.9, 0.7), { steps: 8 });
  await page.mouse.up();
}
