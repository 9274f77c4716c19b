import type { QueryClient } from '@tanstack/react-query';
import { isRedirect, redirect, type ParsedLocation } from '@tanstack/react-router';
import { isApiError } from '../../lib/api-client';
import { rememberTargetUrl } from '../../lib/target-url';
import { appStatusQueryOptions } from '../../features/app-status';
import { sessionQueryOptions } from '../../features/auth';
import { sessionStore } from '../../features/session';

type TGuardArgs = { context: { queryClient: QueryClient }; location: ParsedLocation };

/** `?license=` travels along the detours through login and start-up (spec 001 §4). */
function licenseSearch(location: ParsedLocation): { license?: string } {
  const search: Record<string, unknown> = location.search;
  return typeof search.license === 'string' && search.license ? { license: search.license } : {};
}

/** Spec 001 §4: a locked app goes to the maintenance page before anything else. */
async function redirectWhenLocked(queryClient: QueryClient, fresh: boolean): Promise<void> {
  try {
    const status = await queryClient.fetchQuery({ ...appStatusQueryOptions(), ...(fresh ? { staleTime: 0 } : {}) });
    if (status.Locked) throw redirect({ to: '/wartung' });
  } catch (e) {
    if (isRedirect(e)) throw e;
    // Status unreachable: the page itself will show what fails.
  }
}

/** Whether a session cookie is valid; maintenance answers go to the maintenance page. */
async function hasSession(queryClient: QueryClient): Promise<boolean> {
  try {
    await queryClient.fetchQuery(sessionQueryOptions());
    return true;
  } catch (e) {
    if (isApiError(e) && e.code === 'MAINTENANCE') throw redirect({ to: '/wartung' });
    if (isApiError(e) && e.status === 401) return false;
    // Anything else (network): let the start-up screen show the failure and offer a retry.
    return true;
  }
}

/**
 * The lock and the session, asked at once (one round trip less before the start-up); the lock decides first.
 * During maintenance the session call's 503 also leads to the maintenance page.
 */
async function sessionUnlessLocked(queryClient: QueryClient, freshStatus: boolean): Promise<boolean> {
  const session = hasSession(queryClient);
  // Settled below, or superseded by the lock's redirect: never an unhandled rejection.
  session.catch(() => undefined);
  await redirectWhenLocked(queryClient, freshStatus);
  return session;
}

/** /auth/*: during maintenance nobody can log in, so the maintenance page shows instead. */
export async function guardAuth({ context }: TGuardArgs): Promise<void> {
  await redirectWhenLocked(context.queryClient, false);
}

/** /initialisierung: locked → maintenance; no session → login; already initialised → start page. */
export async function guardStartup({ context, location }: TGuardArgs): Promise<void> {
  if (sessionStore.isInitialised()) throw redirect({ to: '/startseite', replace: true });
  if (!(await sessionUnlessLocked(context.queryClient, false))) throw redirect({ to: '/auth/login', search: licenseSearch(location), replace: true });
}

/** /wartung is reachable only while the app is locked (spec 001 §6). */
export async function guardMaintenance({ context }: TGuardArgs): Promise<void> {
  let locked = true;
  try {
    locked = (await context.queryClient.fetchQuery({ ...appStatusQueryOptions(), staleTime: 0 })).Locked;
  } catch {
    // Unknown: stay, the page keeps asking.
  }
  if (!locked) throw redirect({ to: '/startseite', replace: true });
}

/**
 * Every page of the shell: without a session to the login, without a start-up in this tab to
 * /initialisierung; both remember where the user wanted to go.
 */
export async function guardShell({ context, location }: TGuardArgs): Promise<void> {
  if (sessionStore.isInitialised()) return;
  rememberTargetUrl(location.href);
  const loggedIn = await sessionUnlessLocked(context.queryClient, true);
  throw redirect({ to: loggedIn ? '/initialisierung' : '/auth/login', search: licenseSearch(location), replace: true });
}
