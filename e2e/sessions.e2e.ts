/**
 * Issue 8 as a user sees it: the idle warning opens before the idle end with a countdown, "stay logged in"
 * keeps the session past its first idle end, "log out" leaves, and a countdown that runs out lands on the
 * login page with a notice. The active-sessions dialog lists the user's sessions (this one marked) and
 * "log out everywhere" ends the others; a licence admin ends a member's sessions on /einstellungen.
 * axe on every dialog and page opened.
 *
 * Both parts run against portals of their own: the idle part with SESSION_IDLE_MINUTES=1 (the warning opens
 * 30 s before the idle end), the sessions part with the default timeout and no sessions left by other files,
 * so that the lists hold exactly what this file logged in. The second portal starts while the idle part waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, loginAs, newContext, screenshot } from './support/browser.js';
import { startPortal, type RunningPortal } from './support/portal-process.js';

const MAKLER = 'makler@demo.test';
const ADMIN = 'admin@demo.test';
/** SESSION_IDLE_MINUTES=1: the warning opens min(60 s, 60 s / 2) = 30 s before the idle end. */
const IDLE_MS = 60_000;
const WARNING_LEAD_MS = 30_000;

/**
 * `loggedInAt`: when the login answered (the session's start); `idleEnds`: every idle end the server announced to
 * the page (X-Session-Idle-Expires); `loginPageAt`: when the app went to the login page after the login.
 */
type TUser = { context: BrowserContext; page: Page; loggedInAt: number; idleEnds: number[]; loginPageAt?: number };

let browser: Browser;
let sessionsPortal: Promise<{ portal?: RunningPortal; error?: unknown }> | undefined;

/** The portal of the sessions part, started once (early, by the idle part, or when first needed). */
function startSessionsPortal(): Promise<{ portal?: RunningPortal; error?: unknown }> {
  sessionsPortal ??= startPortal().then(
    (portal) => ({ portal }),
    (error: unknown) => ({ error }),
  );
  return sessionsPortal;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  const started = await sessionsPortal;
  await started?.portal?.stop();
});

const isLoginPage = (page: Page): boolean => new URL(page.url()).pathname.startsWith('/auth/login');

async function loggedIn(baseURL: string, email: string): Promise<TUser> {
  const context = await newContext(browser, { baseURL });
  const page = await context.newPage();
  const idleEnds: number[] = [];
  page.on('response', (r) => {
    const header = r.headers()['x-session-idle-expires'];
    if (header) idleEnds.push(Date.parse(header));
  });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/login').then(() => Date.now());
  await loginAs(page, email);
  const user: TUser = { context, page, loggedInAt: await answered, idleEnds };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && isLoginPage(page)) user.loginPageAt ??= Date.now();
  });
  return user;
}

/** The status of GET auth/session, asked from the page with its cookie (not through the app). */
const sessionStatus = (page: Page): Promise<number> =>
  page.evaluate(async () => (await fetch('/api/v1/auth/session', { headers: { Accept: 'application/json' } })).status);

const countdownSeconds = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('idle-warning-countdown').textContent()) ?? '';
  const match = /(\d+)\s+Sekunden?/.exec(text);
  return match ? Number(match[1]) : NaN;
};

/** A move inside the app (no reload): the first sidenav page other than the start page, which loads data. */
async function navigateInApp(page: Page): Promise<void> {
  await page.locator('a[data-testid^="sidenav-"]:not([data-testid="sidenav-start"])').first().click();
}

/** Full-page screenshots of a scrolled page show the sticky navbar half-way down: from the top instead. */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function waitUntil(time: number): Promise<void> {
  const ms = time - Date.now();
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

describe('idle warning (SESSION_IDLE_MINUTES=1)', () => {
  let portal: RunningPortal | undefined;
  /** stays logged in; lets the countdown run out; logs out from the warning. */
  let stay: TUser;
  let expire: TUser;
  let leave: TUser;
  /** Two tabs of one browser (one session): the user works in the first, the second sits in the background. */
  let tabs: TUser;
  let backgroundTab: Page;
  /** The idle end of `stay` before "stay logged in", as the server announced it. */
  let firstIdleEnd = 0;

  beforeAll(async () => {
    portal = await startPortal({ SESSION_IDLE_MINUTES: '1' });
    const url = portal.baseUrl;
    [stay, expire, leave, tabs] = await Promise.all([loggedIn(url, MAKLER), loggedIn(url, MAKLER), loggedIn(url, MAKLER), loggedIn(url, MAKLER)]);
    backgroundTab = await tabs.context.newPage();
    await backgroundTab.goto('/startseite');
    await backgroundTab.getByTestId('start-page').waitFor({ timeout: 30_000 });
    await tabs.page.bringToFront();
    // The sessions part needs its own portal later: let it start up while these pages sit idle.
    void startSessionsPortal();
  });
  afterAll(async () => {
    for (const user of [stay, expire, leave, tabs]) await user?.context.close();
    await portal?.stop();
  });

  it('opens about 30 s before the idle end with a countdown; "stay logged in" closes it, "log out" leaves', async () => {
    const warning = stay.page.getByTestId('idle-warning');
    await warning.waitFor({ state: 'visible', timeout: IDLE_MS });
    const openedAt = Date.now();
    // The page was left alone: its own refreshes (X-Portal-Activity: background) did not move the idle end …
    const endWhenOpened = Math.max(...stay.idleEnds);
    expect(Math.abs(endWhenOpened - (stay.loggedInAt + IDLE_MS))).toBeLessThan(2_000);
    // … and the warning opened half a minute before it.
    expect(endWhenOpened - openedAt).toBeGreaterThan(WARNING_LEAD_MS - 3_000);
    expect(endWhenOpened - openedAt).toBeLessThanOrEqual(WARNING_LEAD_MS + 500);
    await expect.poll(() => stay.page.getByRole('dialog', { name: /Sind Sie noch da/ }).isVisible()).toBe(true);
    const first = await countdownSeconds(stay.page);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(WARNING_LEAD_MS / 1000);
    await expect.poll(() => countdownSeconds(stay.page), { timeout: 5_000 }).toBeLessThan(first);
    expect(await stay.page.getByTestId('idle-warning-stay').textContent()).toBe('Angemeldet bleiben');
    await expectAccessible(stay.page, 'idle warning');
    await screenshot(stay.page, 'sessions-idle-warning');

    // The idle end the page knows now: the last announced one (background refreshes announce it unchanged).
    expect(stay.idleEnds.length).toBeGreaterThan(0);
    firstIdleEnd = Math.max(...stay.idleEnds);
    expect(firstIdleEnd).toBeGreaterThan(Date.now());
    const kept = stay.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/session');
    await stay.page.getByTestId('idle-warning-stay').click();
    const answer = await kept;
    expect(answer.status()).toBe(200);
    const movedTo = Date.parse(answer.headers()['x-session-idle-expires'] ?? '');
    expect(movedTo).toBeGreaterThan(firstIdleEnd);
    await warning.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(isLoginPage(stay.page)).toBe(false);

    // "Log out" in the warning: the login page, without the idle notice, and the session is gone on the server.
    const leaveWarning = leave.page.getByTestId('idle-warning');
    await leaveWarning.waitFor({ state: 'visible', timeout: 30_000 });
    await leave.page.getByTestId('idle-warning-logout').click();
    await leave.page.waitForURL('**/auth/login**', { timeout: 15_000 });
    await leave.page.getByLabel('Passwort').waitFor();
    expect(await leave.page.getByTestId('session-ended').count()).toBe(0);
    expect(await sessionStatus(leave.page)).toBe(401);
  });

  it('a tab in the background does not end the session the user keeps alive in another tab', async () => {
    // The user answers the warning in the first tab; the second tab hears of it and does not end the session.
    const warning = tabs.page.getByTestId('idle-warning');
    const backgroundWarning = backgroundTab.getByTestId('idle-warning');
    await warning.waitFor({ state: 'visible', timeout: IDLE_MS });
    // Both tabs warn of the same end …
    await backgroundWarning.waitFor({ state: 'visible', timeout: 5_000 });
    await tabs.page.getByTestId('idle-warning-stay').click();
    await warning.waitFor({ state: 'hidden', timeout: 10_000 });
    // … and the background tab hears at once that the session was kept (no request of its own).
    await backgroundWarning.waitFor({ state: 'hidden', timeout: 5_000 });
    // Past the first idle end neither tab has ended the session.
    await waitUntil(tabs.loggedInAt + IDLE_MS + 1_500);
    expect(new URL(backgroundTab.url()).pathname.startsWith('/auth/login')).toBe(false);
    expect(isLoginPage(tabs.page)).toBe(false);
    expect(await sessionStatus(backgroundTab)).toBe(200);
  });

  it('"stay logged in" keeps the session beyond its first idle end', async () => {
    expect(firstIdleEnd, 'the first test clicked "stay logged in"').toBeGreaterThan(0);
    await waitUntil(firstIdleEnd + 3_000);
    expect(isLoginPage(stay.page)).toBe(false);
    expect(await stay.page.getByTestId('session-ended').count()).toBe(0);
    expect(await sessionStatus(stay.page)).toBe(200);
    // And the app itself still opens in the shell, not on the login page.
    await stay.page.goto('/startseite');
    await stay.page.getByTestId('start-page').waitFor({ timeout: 30_000 });
    expect(isLoginPage(stay.page)).toBe(false);
  });

  it('when the countdown runs out, the login page says the session ended', async () => {
    const idleEnd = Math.max(...expire.idleEnds);
    expect(Math.abs(idleEnd - (expire.loggedInAt + IDLE_MS))).toBeLessThan(2_000);
    await expire.page.waitForURL('**/auth/login**', { timeout: Math.max(15_000, idleEnd - Date.now() + 20_000) });
    // At the idle end, not before it and not long after.
    expect(expire.loginPageAt).toBeDefined();
    expect(expire.loginPageAt!).toBeGreaterThanOrEqual(idleEnd - 500);
    expect(expire.loginPageAt!).toBeLessThan(idleEnd + 5_000);
    const notice = expire.page.getByTestId('session-ended');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    expect(await expire.page.getByTestId('idle-warning').count()).toBe(0);
    expect(await sessionStatus(expire.page)).toBe(401);
    await expectAccessible(expire.page, 'login page after the idle end');
    await screenshot(expire.page, 'sessions-idle-ended-login');
  });
});

describe('active sessions and ending them', () => {
  let baseURL = '';
  const opened: BrowserContext[] = [];

  beforeAll(async () => {
    const started = await startSessionsPortal();
    if (!started.portal) throw started.error;
    baseURL = started.portal.baseUrl;
  });
  afterAll(async () => {
    for (const context of opened) await context.close();
  });

  async function user(email: string): Promise<TUser> {
    const u = await loggedIn(baseURL, email);
    opened.push(u.context);
    return u;
  }

  it('lists the user\'s two sessions, this one marked, and "log out everywhere" ends the other one', async () => {
    const [here, there] = await Promise.all([user(MAKLER), user(MAKLER)]);
    await here.page.getByTestId('profile-menu-button').click();
    await here.page.getByTestId('active-sessions').click();
    const dialog = here.page.getByTestId('active-sessions-dialog');
    await dialog.waitFor();
    const rows = dialog.getByTestId('active-session');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await dialog.locator('[data-testid="active-session"][data-current="true"]').count()).toBe(1);
    expect(await dialog.locator('[data-testid="active-session"][data-current="true"]').textContent()).toContain('Dieses Gerät');
    expect(await here.page.getByRole('dialog', { name: 'Aktive Sitzungen' }).isVisible()).toBe(true);
    await expectAccessible(here.page, 'active sessions dialog');
    await screenshot(here.page, 'sessions-active-dialog');

    await dialog.getByTestId('logout-everywhere').click();
    await expect.poll(() => dialog.getByTestId('active-sessions-ended').textContent()).toBe('1 andere Sitzung wurde beendet.');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-current')).toBe('true');
    expect(await dialog.getByTestId('logout-everywhere').isDisabled()).toBe(true);
    await expectAccessible(here.page, 'active sessions dialog after log out everywhere');
    await screenshot(here.page, 'sessions-active-dialog-ended');

    // The other browser finds out at its next request: a move inside the app lands on the login page.
    await navigateInApp(there.page);
    await there.page.waitForURL('**/auth/login**', { timeout: 15_000 });
    expect(await sessionStatus(there.page)).toBe(401);

    // This one stays logged in.
    await here.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await here.page.goto('/startseite');
    await here.page.getByTestId('start-page').waitFor({ timeout: 30_000 });
    expect(isLoginPage(here.page)).toBe(false);
    expect(await sessionStatus(here.page)).toBe(200);
  });

  it('a licence admin ends a member\'s sessions on /einstellungen; the member is logged out at the next request', async () => {
    const [admin, member] = await Promise.all([user(ADMIN), user(MAKLER)]);
    await admin.page.goto('/einstellungen');
    const card = admin.page.getByTestId('member-sessions');
    await card.waitFor({ timeout: 30_000 });
    const row = card.locator(`[data-testid="member-session-row"][data-email="${MAKLER}"]`);
    await row.waitFor();
    const activeCell = row.locator('td').nth(1);
    await expect.poll(async () => Number(await activeCell.textContent())).toBeGreaterThanOrEqual(1);
    const active = Number(await activeCell.textContent());
    expect(await row.textContent()).toContain('Max Makler');
    await expectAccessible(admin.page, 'settings with member sessions');
    await screenshotFromTop(admin.page, 'sessions-member-card');

    await row.getByTestId('member-sessions-end').click();
    const confirm = admin.page.getByTestId('member-sessions-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Max Makler');
    await expectAccessible(admin.page, 'end member sessions dialog');
    await screenshotFromTop(admin.page, 'sessions-member-confirm');
    await confirm.getByTestId('member-sessions-confirm').click();
    await confirm.waitFor({ state: 'hidden', timeout: 10_000 });
    const ended = card.getByTestId('member-sessions-ended');
    await expect.poll(() => ended.textContent()).toBe(active === 1 ? '1 Sitzung wurde beendet.' : `${active} Sitzungen wurden beendet.`);
    await expect.poll(() => activeCell.textContent()).toBe('0');
    expect(await row.getByTestId('member-sessions-end').isDisabled()).toBe(true);
    await expectAccessible(admin.page, 'settings after ending member sessions');
    await screenshotFromTop(admin.page, 'sessions-member-ended');

    await navigateInApp(member.page);
    await member.page.waitForURL('**/auth/login**', { timeout: 15_000 });
    expect(await sessionStatus(member.page)).toBe(401);

    // The admin's own session is untouched.
    await admin.page.reload();
    await card.waitFor({ timeout: 30_000 });
    expect(await sessionStatus(admin.page)).toBe(200);
  });
});
