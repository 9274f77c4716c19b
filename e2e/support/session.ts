/** One browser, context and page per test file, logged in once; closed after the file's tests. */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newContext } from './browser.js';

export type TBrowserSession = { browser: Browser; context: BrowserContext; page: Page };

/** Registers the file's beforeAll/afterAll; the returned object is filled before the first test runs. */
export function loggedInSession(email: string, options: { keepWelcome?: boolean } = {}): TBrowserSession {
  const session = {} as TBrowserSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.context = await newContext(session.browser);
    session.page = await session.context.newPage();
    await loginAs(session.page, email, undefined, options);
  });
  afterAll(async () => {
    await session.context?.close();
    await session.browser?.close();
  });
  return session;
}
