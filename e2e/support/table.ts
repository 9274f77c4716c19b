/** Reading the list table (ui/data-table) as a user sees it: its column ids, a column's texts, rows loaded. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function headerIds(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-testid^="column-header-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('column-header-', ''));
}

export async function columnTexts(page: Page, property: string): Promise<string[]> {
  const index = (await headerIds(page)).indexOf(property);
  expect(index, `column ${property} shown`).toBeGreaterThanOrEqual(0);
  return page.getByTestId('data-row').evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index);
}

export async function waitForRows(page: Page): Promise<void> {
  await page.getByTestId('data-row').first().waitFor({ timeout: 30_000 });
}
