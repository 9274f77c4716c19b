/**
 * Issue 11 item 2 as a broker sees it: /forms-processes with the demo forms processes — status chips (any-of),
 * grouping with a group's export, the XLSX export read back with exceljs (one row per risk), the receivers dialog
 * rules of spec 001 §5, expiry with the reload and its message, starting a form in a new tab, the cards on a phone;
 * axe on the page and its dialogs, screenshots at 1366 and 390 px.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';

const ADMIN = 'admin@demo.test';
const BROKER = 'makler@demo.test';
const CUSTOMER = 'privat@demo.test';

type TProcess = { Id: string; Assfinetform: string; Status: string; Receivers: string[]; Group: { Name: string } | null; CanExpire: boolean; CanEditReceivers: boolean };
type TList = { Items: TProcess[]; Total: number };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

async function loggedIn(email: string, width = 1366): Promise<Page> {
  const context = await newContext(browser, { width, height: width < 600 ? 844 : 860 });
  contexts.push(context);
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

/** A call of the portal's API from inside the page (same origin, the session cookie, the active licence). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const license = localStorage.getItem('portal.license') ?? '';
    const res = await fetch(`/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${encodeURIComponent(license)}`, { headers: { Accept: 'application/json' } });
    return (await res.json()) as T;
  }, path);
}

const allProcesses = async (page: Page, query = ''): Promise<TList> => api<TList>(page, `FormsProcess?pageSize=25${query}`);

async function openList(page: Page): Promise<void> {
  await page.goto('/forms-processes');
  await page.getByTestId('forms-process-page').waitFor();
  await page.locator('[data-testid="process-total"][data-total]:not([data-total=""])').waitFor();
}

/** Saves the download a click starts and reads its first sheet. */
async function downloadSheet(page: Page, click: () => Promise<void>): Promise<{ name: string; rows: number; riskIds: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const col = header.indexOf('RiskId') + 1;
  const riskIds: string[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) riskIds.push(String(sheet.getRow(r).getCell(col).value));
  return { name: download.suggestedFilename(), rows: sheet.rowCount - 1, riskIds };
}

/** The table scrolls inside its box; the page itself never gets wider than the window. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const statuses = (page: Page) => page.getByTestId('process-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));

describe('forms processes: the list', () => {
  it('shows 5 per page newest first, filters by status chips (any-of), groups, and exports XLSX files exceljs reads', async () => {
    const page = await loggedIn(ADMIN);
    await openList(page);
    const all = await allProcesses(page);
    expect(all.Total).toBeGreaterThanOrEqual(12);
    await expect.poll(() => page.getByTestId('process-row').count()).toBe(5);
    // Default sort: Anlagedatum descending, as the API's default.
    const firstIds = await page.getByTestId('process-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-risk-id')));
    expect(firstIds).toEqual(all.Items.slice(0, 5).map((p) => p.Id));
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'forms processes (table)');
    await screenshot(page, 'forms-processes-1366');

    // Status chips: Open and Processing (any-of), then Processing removed again.
    await page.getByTestId('status-filter-button').click();
    await page.getByTestId('status-filter-Open').click();
    await page.getByTestId('status-filter-Processing').click();
    await expectAccessible(page, 'forms processes (status menu)');
    await page.keyboard.press('Escape');
    await page.getByTestId('status-chip-Open').waitFor();
    await page.getByTestId('status-chip-Processing').waitFor();
    const openOrProcessing = await allProcesses(page, '&state=Open,Processing');
    await expect.poll(() => page.getByTestId('process-total').getAttribute('data-total')).toBe(String(openOrProcessing.Total));
    expect(new Set(await statuses(page))).toEqual(new Set(['Open', 'Processing'].filter((s) => openOrProcessing.Items.slice(0, 5).some((p) => p.Status === s))));
    await page.getByTestId('status-chip-Processing').click();
    const open = await allProcesses(page, '&state=Open');
    await expect.poll(() => page.getByTestId('process-total').getAttribute('data-total')).toBe(String(open.Total));
    expect(new Set(await statuses(page))).toEqual(new Set(['Open']));

    // Grouping, and the export of one group (with the status filter): one row per risk.
    await page.getByTestId('grouping-toggle').check();
    const groupRow = page.locator('[data-testid="process-group"][data-group="Kfz-Aktion Frühjahr"]');
    await groupRow.waitFor();
    await expectAccessible(page, 'forms processes (grouped)');
    await screenshot(page, 'forms-processes-grouped-1366');
    const group = await allProcesses(page, `&state=Open&group=${encodeURIComponent('Kfz-Aktion Frühjahr')}`);
    const groupSheet = await downloadSheet(page, () => groupRow.getByTestId('group-export').click());
    expect(groupSheet.name).toMatch(/^Export \d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}\.xlsx$/);
    expect(groupSheet.rows).toBe(group.Total);
    expect(groupSheet.riskIds.sort()).toEqual(group.Items.map((p) => p.Id).sort());

    // Export all (everything the filter selects, across pages).
    const allSheet = await downloadSheet(page, () => page.getByTestId('export-all').click());
    expect(allSheet.rows).toBe(open.Total);
    expect(new Set(allSheet.riskIds).size).toBe(open.Total);
  });

  it('starts a form in a new tab at its viewer URL', async () => {
    const page = await loggedIn(ADMIN);
    await openList(page);
    const link = page.getByTestId('process-row').first().getByTestId('process-start');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^\/forms\?productId=[0-9a-f-]{36}&riskId=[0-9a-f-]{36}$/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/forms');
    await tab.close();
  });

  it('shows paging cards without the view toggle on a phone', async () => {
    const page = await loggedIn(ADMIN, 390);
    await openList(page);
    await expect.poll(() => page.getByTestId('process-card').count()).toBe(5);
    expect(await page.getByTestId('view-toggle').count()).toBe(0);
    expect(await page.getByTestId('process-table').count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'forms processes (cards, 390 px)');
    await screenshot(page, 'forms-processes-390');
    // The receivers dialog fits a phone too.
    await page.getByTestId('process-card').first().getByTestId('process-receivers').click();
    await page.getByTestId('receivers-dialog').waitFor();
    await expectAccessible(page, 'receivers dialog (390 px)');
    await screenshot(page, 'forms-processes-receivers-390', { firstScreen: true });
    await page.getByTestId('receivers-cancel').click();
  });
});

describe('forms processes: receivers and expiry', () => {
  it('receivers dialog: invalid e-mail, duplicates, Enter/Space/plus/apply, send-mail with the custom template', async () => {
    const page = await loggedIn(ADMIN);
    await openList(page);
    const target = (await allProcesses(page, '&state=Open')).Items.find((p) => p.CanEditReceivers && p.Assfinetform === 'Schadenmeldung')!;
    expect(target).toBeTruthy();
    await page.getByTestId('status-filter-button').click();
    await page.getByTestId('status-filter-Open').click();
    await page.keyboard.press('Escape');
    const row = page.locator(`[data-testid="process-row"][data-risk-id="${target.Id}"]`);
    await row.waitFor();
    await row.getByTestId('process-receivers').click();
    const dialog = page.getByTestId('receivers-dialog');
    await dialog.waitFor();
    const input = page.getByTestId('receiver-input');

    await input.fill('kein-mail');
    await input.press('Enter');
    await dialog.getByText('Bitte eine gültige E-Mail-Adresse eintragen.').waitFor();
    await input.fill(target.Receivers[0]!.toUpperCase());
    await input.press('Enter');
    await page.getByText('Bereits hinzugefügt').waitFor();
    await input.fill('enter@example.test');
    await input.press('Enter');
    await input.fill('space@example.test');
    await input.press(' ');
    await input.fill('plus@example.test');
    await page.getByTestId('receiver-add').click();
    await input.fill('apply@example.test');
    const emails = () => dialog.getByTestId('receiver-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-email')));
    expect(await emails()).toEqual([...target.Receivers, 'enter@example.test', 'space@example.test', 'plus@example.test']);
    // The form has a custom mail template: a send-mail box per receiver, and cancelling reminders.
    expect(await dialog.getByTestId('receiver-send-mail').count()).toBe(target.Receivers.length + 3);
    await dialog.getByTestId('receivers-cancel-reminders').waitFor();
    await dialog.locator('[data-email="space@example.test"]').getByTestId('receiver-remove').click();
    await expectAccessible(page, 'receivers dialog');
    await screenshot(page, 'forms-processes-receivers-1366', { firstScreen: true });
    await page.getByTestId('receivers-apply').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('process-message').getByText(/Mails wurden versandt|Mail wurde versandt/).waitFor();
    const saved = await api<TProcess>(page, `FormsProcess/${target.Id}`);
    expect(saved.Receivers).toEqual([...target.Receivers, 'apply@example.test', 'enter@example.test', 'plus@example.test'].sort());

    // The custom mail went to the new receivers (dev outbox); its link opens this form in the viewer.
    const outbox = await api<{ Items: { Id: string; To: string; Subject: string }[] }>(page, 'Dev/Outbox?pageSize=50');
    const sent = outbox.Items.filter((m) => ['apply@example.test', 'enter@example.test', 'plus@example.test'].includes(m.To));
    expect(sent.map((m) => m.To).sort()).toEqual(['apply@example.test', 'enter@example.test', 'plus@example.test']);
    expect(sent[0]!.Subject).toContain('Schadenmeldung');
    const mail = await api<{ Links: string[] }>(page, `Dev/Outbox/${sent[0]!.Id}`);
    const link = mail.Links.find((l) => l.includes(`riskId=${target.Id}`))!;
    expect(link).toMatch(/\/forms\?productId=[0-9a-f-]{36}&riskId=/);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/forms');
    await page.locator(`[data-testid="form-viewer"][data-risk-id="${target.Id}"]`).waitFor({ timeout: 30_000 });
  });

  it('asks before a non-admin removes themselves', async () => {
    const page = await loggedIn(BROKER);
    await openList(page);
    const target = (await allProcesses(page)).Items.find((p) => p.CanEditReceivers && p.Receivers.includes(BROKER))!;
    expect(target).toBeTruthy();
    await page.getByTestId('status-filter-button').click();
    await page.getByTestId(`status-filter-${target.Status}`).click();
    await page.keyboard.press('Escape');
    const row = page.locator(`[data-testid="process-row"][data-risk-id="${target.Id}"]`);
    await row.waitFor();
    await row.getByTestId('process-receivers').click();
    const dialog = page.getByTestId('receivers-dialog');
    await dialog.locator(`[data-email="${BROKER}"]`).getByTestId('receiver-remove').click();
    await page.getByTestId('receivers-self-confirm').waitFor();
    await expectAccessible(page, 'receivers: remove yourself');
    await page.getByTestId('receivers-self-keep').click();
    expect(await dialog.locator(`[data-email="${BROKER}"]`).count()).toBe(1);
    await dialog.locator(`[data-email="${BROKER}"]`).getByTestId('receiver-remove').click();
    await page.getByTestId('receivers-self-remove').click();
    expect(await dialog.locator(`[data-email="${BROKER}"]`).count()).toBe(0);
    await page.getByTestId('receivers-cancel').click();
  });

  it('expires an Open process the admin receives; the list reloads with the message', async () => {
    const page = await loggedIn(ADMIN);
    await openList(page);
    const all = await allProcesses(page);
    const target = all.Items.find((p) => p.CanExpire && p.Status === 'Open')!;
    expect(target).toBeTruthy();
    // Not a receiver, or not Open/Processing: no expire button.
    for (const p of all.Items.filter((p) => !p.CanExpire)) expect(p.Status !== 'Open' && p.Status !== 'Processing' || !p.Receivers.includes(ADMIN)).toBe(true);
    await page.getByTestId('status-filter-button').click();
    await page.getByTestId('status-filter-Open').click();
    await page.keyboard.press('Escape');
    const row = page.locator(`[data-testid="process-row"][data-risk-id="${target.Id}"]`);
    await row.getByTestId('process-expire').click();
    await page.getByTestId('expire-dialog').waitFor();
    await expectAccessible(page, 'expire dialog');
    await page.getByTestId('expire-confirm').click();
    await page.getByTestId('process-message').getByText('Das Formular ist jetzt abgelaufen.').waitFor();
    // Reloaded: gone from the Open filter, Expired in the API.
    await row.waitFor({ state: 'detached' });
    expect((await api<TProcess>(page, `FormsProcess/${target.Id}`)).Status).toBe('Expired');
  });

  it('a customer sees the processes she receives, opens one and may expire it', async () => {
    const page = await loggedIn(CUSTOMER);
    await openList(page);
    const mine = await allProcesses(page);
    expect(mine.Total).toBeGreaterThan(0);
    for (const p of mine.Items) expect(p.Receivers).toContain(CUSTOMER);
    // No CanShareForms for customers: no receivers button.
    expect(await page.getByTestId('process-receivers').count()).toBe(0);
    const target = mine.Items.find((p) => p.CanExpire)!;
    expect(target).toBeTruthy();
    await page.getByTestId('status-filter-button').click();
    await page.getByTestId(`status-filter-${target.Status}`).click();
    await page.keyboard.press('Escape');
    const row = page.locator(`[data-testid="process-row"][data-risk-id="${target.Id}"]`);
    await row.getByTestId('process-expire').click();
    await page.getByTestId('expire-confirm').click();
    await page.getByTestId('process-message').getByText('Das Formular ist jetzt abgelaufen.').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
