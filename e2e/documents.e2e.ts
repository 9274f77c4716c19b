/**
 * Issue 4, documents as a user sees them: marking a new document read lowers the badge and removes the
 * row; two selected documents download as one zip with exactly those files; PDFs show in the embedded
 * viewer (dialog and /pdfViewer); a file dropped onto a customer is uploaded and linked; axe on every page.
 */
import fs from 'node:fs';
import yauzl from 'yauzl';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot } from './support/browser.js';
import { loggedInSession } from './support/session.js';
import { waitForRows } from './support/table.js';
import {  } from './support/table.js';

const session = loggedInSession('admin@demo.test');
let page: Page;
beforeAll(() => {
  ({ page } = session);
});

const numberIn = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''));
/** The list's total; NaN while it loads (the attribute is empty then). */
const total = async (): Promise<number> => {
  const raw = await page.getByTestId('data-table-total').getAttribute('data-total');
  return raw ? Number(raw) : Number.NaN;
};
const badge = async (): Promise<number> => numberIn(await page.getByTestId('navbar-new-documents-badge').textContent());

/** The entries of a zip file: name and first bytes. */
function zipEntries(file: string): Promise<{ name: string; head: string }[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: { name: string; head: string }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, head: Buffer.concat(chunks).subarray(0, 5).toString('latin1') });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('documents', () => {
  it('marking a new document read lowers the badge and removes the row', async () => {
    await page.goto('/dokumente/neue_dokumente');
    await waitForRows(page);
    await expect.poll(total).toBeGreaterThan(0);
    const before = await total();
    const badgeBefore = await badge();
    expect(badgeBefore).toBe(before);
    const first = page.getByTestId('data-row').first();
    const id = await first.getAttribute('data-id');
    await expectAccessible(page, 'new documents');
    await screenshot(page, 'documents-new');
    await first.getByTestId('document-row-read').click();
    await expect.poll(total).toBe(before - 1);
    await expect.poll(badge).toBe(badgeBefore - 1);
    await expect(page.locator(`[data-testid="data-row"][data-id="${id}"]`).count()).resolves.toBe(0);
  });

  it('downloads two selected documents as one zip with exactly those files', async () => {
    await page.goto('/dokumente');
    await waitForRows(page);
    await expectAccessible(page, 'documents');
    await page.getByTestId('documents-actions').click();
    await page.getByTestId('documents-select-mode').click();
    const rows = page.getByTestId('data-row');
    const titles: string[] = [];
    for (const i of [0, 1]) {
      await rows.nth(i).getByRole('checkbox').check();
      titles.push(((await rows.nth(i).getByTestId('document-row-preview').getAttribute('aria-label')) ?? '').trim());
    }
    await expect(page.getByTestId('documents-selected-count').textContent()).resolves.toMatch(/2/);
    await page.getByTestId('documents-actions').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('documents-zip').click()]);
    expect(download.suggestedFilename()).toMatch(/^Dokumenteneingang_\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    expect(fs.statSync(file).size).toBeGreaterThan(100);
    const entries = await zipEntries(file);
    expect(entries).toHaveLength(2);
    for (const e of entries) expect(e.head).toBe('%PDF-');
    expect(titles.every(Boolean)).toBe(true);
  });

  it('a search link to a document (/suche/Brief/{id}) opens its preview; closing it leaves the documents page', async () => {
    await page.goto('/dokumente');
    await waitForRows(page);
    const row = page.getByTestId('data-row').first();
    const id = await row.getAttribute('data-id');
    await page.goto(`/suche/Brief/${id}`);
    await page.waitForURL(/\/dokumente\?dokument=/);
    const preview = page.getByTestId('document-preview');
    await preview.waitFor();
    await page.getByTestId('pdf-page').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'document opened from a search link');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // A document that does not exist (or that the member may not see) is "no results", not an error.
    await page.goto('/suche/Brief/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.getByTestId('search-message').getAttribute('data-state')).toBe('noResults');
  });

  it('shows a PDF in the embedded viewer, in the preview and on /pdfViewer', async () => {
    await page.goto('/dokumente');
    await waitForRows(page);
    await page.getByTestId('data-row').first().getByTestId('document-row-preview').click();
    await page.getByTestId('pdf-page').first().waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('pdf-viewer').getAttribute('data-pages')).resolves.toMatch(/^[1-9]/);
    await expectAccessible(page, 'document preview');
    await screenshot(page, 'documents-preview');
    await page.keyboard.press('Escape');

    const id = await page.getByTestId('data-row').first().getAttribute('data-id');
    const url = await page.evaluate(async (docId) => {
      const stored = localStorage.getItem('portal.license') ?? '';
      const license = stored.startsWith('"') ? (JSON.parse(stored) as string) : stored;
      const res = await fetch(`/api/v1/Brief/${docId}?license=${encodeURIComponent(license)}`, { credentials: 'same-origin' });
      return ((await res.json()) as { Url: string }).Url;
    }, id);
    expect(url).toMatch(/^\/api\/v1\/Brief\//);
    await page.goto(`/pdfViewer${url}`);
    await page.getByTestId('pdf-page').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'pdf viewer page');
    await screenshot(page, 'pdf-viewer-page');

    await page.goto('/pdfViewer/https%3A%2F%2Fexample.org%2Fx.pdf');
    await expect(page.getByTestId('pdf-viewer-problem').textContent()).resolves.toMatch(/nicht angezeigt/);
  });

  it('a file dropped onto a customer opens the upload dialog and lands in the customer documents', async () => {
    await page.goto('/kontakte');
    await waitForRows(page);
    await page.getByTestId('data-row').first().click();
    await page.getByTestId('customer-detail').waitFor();
    const zone = page.getByTestId('file-drop-zone');
    const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF`;
    const dataTransfer = await page.evaluateHandle((content) => {
      const dt = new DataTransfer();
      dt.items.add(new File([content], 'Abtretung-E2E.pdf', { type: 'application/pdf' }));
      return dt;
    }, pdf);
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await page.getByTestId('file-drop-overlay').waitFor();
    await zone.dispatchEvent('drop', { dataTransfer });
    const dialog = page.getByTestId('document-upload-dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Abtretung-E2E.pdf');
    await expect(page.getByTestId('document-upload-link').textContent()).resolves.toMatch(/Kunde/);
    await expectAccessible(page, 'upload dialog');
    await screenshot(page, 'documents-drop-upload');
    await page.getByTestId('document-upload-submit').click();
    await page.getByTestId('file-drop-uploaded').waitFor();
    await page.getByTestId('detail-tab-dokumente').click();
    await expect.poll(() => page.getByTestId('detail-panel-dokumente').textContent()).toContain('Abtretung-E2E');
  });

  it('refuses a text file that claims to be a PDF, with a clear message', async () => {
    await page.goto('/dokumente');
    await waitForRows(page);
    await page.getByTestId('document-upload').click();
    await page.getByTestId('document-upload-file').setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, no pdf') });
    await page.getByTestId('document-upload-submit').click();
    await expect(page.getByTestId('document-upload-error').textContent()).resolves.toMatch(/\S/);
    await screenshot(page, 'documents-upload-refused');
    await page.keyboard.press('Escape');
  });

  it('folder toggles and tags narrow the list', async () => {
    await page.goto('/dokumente');
    await waitForRows(page);
    const all = await total();
    await page.getByTestId('filter-folder').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect.poll(total).toSatisfy((n: number) => n > 0 && n < all);
    const inFolder = await total();
    await page.getByTestId('filter-tags').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect.poll(total).toSatisfy((n: number) => n >= 0 && n <= inFolder);
    await expectAccessible(page, 'documents filtered');
    await screenshot(page, 'documents-filtered');
    await page.getByTestId('filter-reset').click();
    await expect.poll(total).toBe(all);
  });

  it('the feed view lists the same documents, axe clean', async () => {
    await page.goto('/dokumente');
    await waitForRows(page);
    await page.getByTestId('view-toggle-feed').click();
    await page.getByTestId('document-feed').waitFor();
    await waitForRows(page);
    await expectAccessible(page, 'documents feed');
    await screenshot(page, 'documents-feed');
  });
});
