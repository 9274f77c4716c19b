/**
 * Issue 4 item 8 as two users see it: the private customer (A, privat@) has a process open, the licence
 * admin (B, admin@) opens the same process by its access token and replies. A sees the reply and the
 * post-box badge change without reloading (server push). Also: attaching files (a PDF accepted, a text
 * file refused with the 415 message), the leave guard of a typed reply, and axe on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';

const LICENSE = 'DEMO-MAKLER';

type TFeedItem = { Id: string; Headline: string; Active: boolean; Aktion: string; Dirty: boolean; Read: string | null; KundenStatus: string; Richtung: string; Meldung: boolean; ProcessAccessToken: string };

let browser: Browser;
let contextA: BrowserContext;
let contextB: BrowserContext;
let pageA: Page;
let pageB: Page;
let target: TFeedItem;

/**
 * A process of the private customer (privat@'s feed). The live test takes one that counts in the post
 * box exactly when it is unread: open, incoming, customer status Ok, not an alert (docs/api-processes.md).
 */
async function findProcess(request: APIRequestContext, what: string, match: (p: TFeedItem) => boolean): Promise<TFeedItem> {
  for (let skip = 0; skip < 500; skip += 25) {
    const res = await request.get(`/api/v1/Vorgang/Feed?filter=alle_aufgaben&take=25&skip=${skip}&license=${LICENSE}`);
    expect(res.status()).toBe(200);
    const feed = (await res.json()) as { Items: TFeedItem[]; Total: number };
    const hit = feed.Items.find(match);
    if (hit) return hit;
    if (skip + 25 >= feed.Total) break;
  }
  throw new Error(`the seed has no process of privat@ that is ${what}`);
}

async function posteingang(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/v1/Summary?license=${LICENSE}`);
  return ((await res.json()) as { Posteingang: number }).Posteingang;
}

const badge = (page: Page) => page.getByTestId('navbar-postbox-badge').locator('.MuiBadge-badge');

/** Opens the process page and waits until the page and its push stream are there. */
async function openProcess(page: Page, ref: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().includes('/api/v1/Events'), { timeout: 30_000 });
  await page.goto(`/vorgang/${ref}`);
  await page.waitForURL((u) => u.pathname === `/vorgang/${ref}/nachrichten`);
  await page.locator('[data-testid="process-detail"][data-state="ready"]').waitFor({ timeout: 30_000 });
  expect((await stream).status()).toBe(200);
}

/** Waits until transitions (dialog fade-in, button colours) are over: axe reads colours half-way through otherwise. */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** axe once the page has settled. */
async function axe(page: Page, label: string): Promise<void> {
  await transitionsDone(page);
  await expectAccessible(page, label);
}

async function dialogShown(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor();
  await transitionsDone(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  contextA = await newContext(browser);
  contextB = await newContext(browser);
  pageA = await contextA.newPage();
  pageB = await contextB.newPage();
  await loginAs(pageA, 'privat@demo.test');
  await loginAs(pageB, 'admin@demo.test');
  target = await findProcess(pageA.request, 'open, incoming, Ok and no alert', (p) => p.Active && p.Richtung === 'in' && p.KundenStatus === 'Ok' && !p.Meldung);
});
afterAll(async () => {
  await contextA?.close();
  await contextB?.close();
  await browser?.close();
});

describe('process detail with live updates', () => {
  it('shows B’s reply and the new post-box count on A’s open page without a reload', async () => {
    // Read, so that the reply makes it count in the post box again.
    const read = await pageB.request.post(`/api/v1/Vorgang/${target.Id}/ReadStatus?license=${LICENSE}`, { data: { Read: true } });
    expect(read.status()).toBe(200);

    await openProcess(pageA, target.Id);
    const before = await posteingang(pageA.request);
    await expect.poll(async () => (await badge(pageA).textContent())?.trim() ?? '', { timeout: 15_000 }).toBe(before > 0 ? String(before) : '');
    expect(await pageA.getByTestId('process-detail-heading').textContent()).toBe(target.Headline);
    await expect.poll(() => pageA.getByTestId('process-status-read').getAttribute('data-state')).toBe('read');
    const messagesBefore = await pageA.getByTestId('process-message').count();
    await axe(pageA, 'process detail (customer)');
    await screenshot(pageA, 'process-live-a-before');

    // B opens the same process by its access token and answers.
    await openProcess(pageB, target.ProcessAccessToken);
    expect(await pageB.getByTestId('process-detail').getAttribute('data-process-id')).toBe(target.Id);
    const text = `Live-Antwort ${Date.now()}`;
    await pageB.getByTestId('process-reply-text').fill(text);
    await pageB.getByTestId('process-reply-type-Antwort').click();
    await pageB.getByTestId('process-reply-send').click();
    await pageB.getByTestId('process-reply-sent').waitFor();
    await axe(pageB, 'process detail (broker, after sending)');
    await screenshot(pageB, 'process-live-b-sent');

    // A: the reply arrives by push, the badge and the read state follow.
    const last = pageA.getByTestId('process-message').last();
    await expect.poll(() => pageA.getByTestId('process-message').count(), { timeout: 15_000 }).toBe(messagesBefore + 1);
    expect(await last.getByTestId('process-message-text').textContent()).toBe(text);
    expect(await last.getAttribute('data-from')).toBe('broker');
    expect(await last.getAttribute('data-type')).toBe('Antwort');
    await expect.poll(() => pageA.getByTestId('process-status-read').getAttribute('data-state'), { timeout: 15_000 }).toBe('unread');
    const after = await posteingang(pageA.request);
    expect(after).toBe(before + 1);
    await expect.poll(async () => (await badge(pageA).textContent())?.trim() ?? '', { timeout: 15_000 }).toBe(String(after));
    expect(await pageA.getByTestId('process-thread-announcement').textContent()).toContain('Anna Admin');
    await screenshot(pageA, 'process-live-a-after');
  });

  it('attaches a PDF (A sees it by push) and explains a refused file type', async () => {
    await pageB.getByTestId('process-attach').click();
    await dialogShown(pageB, 'process-attach-dialog');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await pageB.getByTestId('process-attach-input').setInputFiles([
      { name: 'nachweis.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein erlaubter Typ') },
    ]);
    expect(await pageB.getByTestId('process-attach-file').count()).toBe(2);
    await transitionsDone(pageB);
    await axe(pageB, 'attach dialog');
    await pageB.getByTestId('process-attach-submit').click();
    const refused = pageB.locator('[data-testid="process-attach-file"][data-state="error"]');
    await refused.waitFor({ timeout: 15_000 });
    expect(await refused.getByTestId('process-attach-error').textContent()).toContain('nicht erlaubt');
    expect(await pageB.locator('[data-testid="process-attach-file"][data-state="done"]').count()).toBe(1);
    await screenshot(pageB, 'process-live-b-upload-error');
    await pageB.getByRole('button', { name: 'Abbrechen' }).click();

    await pageA.locator('[data-testid="process-message-file"]', { hasText: 'nachweis.pdf' }).waitFor({ timeout: 15_000 });
    await pageA.getByTestId('detail-tab-dateien').click();
    await pageA.waitForURL((u) => u.pathname.endsWith('/dateien'));
    const link = pageA.locator('[data-testid="process-file-link"]', { hasText: 'nachweis.pdf' }).first();
    const [download] = await Promise.all([pageA.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('nachweis.pdf');
    await axe(pageA, 'process files tab');
    await screenshot(pageA, 'process-live-a-files');
  });

  it('marks the process read again (A’s badge follows) and opens the attach dialog for files dropped on the page', async () => {
    await pageA.getByTestId('detail-tab-nachrichten').click();
    const unreadCount = await posteingang(pageA.request);
    await pageA.getByTestId('process-mark-read').click();
    await expect.poll(() => pageA.getByTestId('process-status-read').getAttribute('data-state'), { timeout: 15_000 }).toBe('read');
    await expect.poll(async () => (await badge(pageA).textContent())?.trim() ?? '', { timeout: 15_000 }).toBe(String(unreadCount - 1));
    expect(await pageA.getByTestId('process-mark-unread').isEnabled()).toBe(true);

    const dataTransfer = await pageA.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['%PDF-1.4\n'], 'gescannt.pdf', { type: 'application/pdf' }));
      return dt;
    });
    await pageA.getByTestId('process-detail').dispatchEvent('dragover', { dataTransfer });
    await pageA.getByTestId('process-drop-overlay').waitFor();
    await pageA.getByTestId('process-detail').dispatchEvent('drop', { dataTransfer });
    const dialog = pageA.getByTestId('process-attach-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('process-attach-file').textContent()).toContain('gescannt.pdf');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('/suche/Vorgang/{access token} ends on the process page', async () => {
    await pageA.goto(`/suche/Vorgang/${target.ProcessAccessToken}`);
    await pageA.waitForURL((u) => u.pathname === `/vorgang/${target.Id}/nachrichten`, { timeout: 30_000 });
    await pageA.locator('[data-testid="process-detail"][data-state="ready"]').waitFor({ timeout: 30_000 });
    // The same page on a phone.
    await pageA.setViewportSize({ width: 390, height: 844 });
    await axe(pageA, 'process detail on a phone');
    await screenshot(pageA, 'process-live-a-phone');
    await pageA.setViewportSize({ width: 1366, height: 860 });
  });

  it('asks before leaving with a typed reply, but not when switching tabs', async () => {
    await pageA.getByTestId('detail-tab-nachrichten').click();
    await pageA.getByTestId('process-reply-text').fill('Noch nicht gesendet');
    await pageA.getByTestId('detail-tab-dateien').click();
    await pageA.waitForURL((u) => u.pathname.endsWith('/dateien'));
    expect(await pageA.getByTestId('unsaved-changes-dialog').count()).toBe(0);
    await pageA.getByTestId('detail-tab-nachrichten').click();
    expect(await pageA.getByTestId('process-reply-text').inputValue()).toBe('Noch nicht gesendet');
    await pageA.getByTestId('navbar-brand').click();
    await dialogShown(pageA, 'unsaved-changes-dialog');
    await axe(pageA, 'unsaved reply dialog');
    await pageA.getByTestId('unsaved-changes-stay').click();
    expect(new URL(pageA.url()).pathname).toBe(`/vorgang/${target.Id}/nachrichten`);
    await pageA.getByTestId('navbar-brand').click();
    await pageA.getByTestId('unsaved-changes-leave').click();
    await pageA.waitForURL((u) => !u.pathname.startsWith('/vorgang/'));
  });

  it('Bestätigen settles a required confirmation and the pending change', async () => {
    const waiting = await findProcess(pageA.request, 'waiting for a confirmation', (p) => p.Active && p.Aktion === 'confirmation');
    await openProcess(pageA, waiting.Id);
    expect(await pageA.getByTestId('process-required-action').getAttribute('data-action')).toBe('confirmation');
    await axe(pageA, 'process waiting for a confirmation');
    await screenshot(pageA, 'process-live-a-confirmation');
    await pageA.getByTestId('process-reply-confirm').click();
    await pageA.getByTestId('process-reply-sent').waitFor();
    await pageA.getByTestId('process-required-action').waitFor({ state: 'detached' });
    expect(await pageA.getByTestId('process-dirty').count()).toBe(0);
    expect(await pageA.getByTestId('process-reply-confirm').count()).toBe(0);
    const last = pageA.getByTestId('process-message').last();
    expect(await last.getAttribute('data-type')).toBe('Bestaetigung');
    expect(await last.getByTestId('process-message-text').textContent()).toBe('Bestätigt.');
    const res = await pageA.request.get(`/api/v1/Vorgang/${waiting.Id}?license=${LICENSE}`);
    expect(((await res.json()) as TFeedItem).Aktion).toBe('none');
  });

  it('is read-only for a guest: no reply box, no read buttons, no attaching', async () => {
    const guest = await newContext(browser);
    try {
      const page = await guest.newPage();
      await page.goto('/auth/login');
      await page.getByTestId('guest-login').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/auth') && !u.pathname.startsWith('/initialisierung'), { timeout: 60_000 });
      await openProcess(page, target.Id);
      await page.getByTestId('process-reply-readonly').waitFor();
      expect(await page.getByTestId('process-reply-text').count()).toBe(0);
      expect(await page.getByTestId('process-attach').count()).toBe(0);
      expect(await page.locator('[data-testid="process-mark-read"], [data-testid="process-mark-unread"]').isDisabled()).toBe(true);
      await axe(page, 'process detail (guest)');
      await screenshot(page, 'process-live-guest');
    } finally {
      await guest.close();
    }
  });

  it('shows the not-found state for a process nobody can see', async () => {
    await pageA.goto('/vorgang/00000000-0000-4000-8000-000000000000/nachrichten');
    await pageA.getByTestId('process-not-found').waitFor({ timeout: 30_000 });
    await axe(pageA, 'process not found');
  });
});
