import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The in-app URL the user wanted before the login page or the start-up screen got in the way.
 * Kept per tab (sessionStorage) so that two tabs with different deep links do not mix them up.
 */
const NEVER_TARGETS = ['/auth', '/initialisierung', '/wartung'];

export function rememberTargetUrl(href: string): void {
  const path = href.split('?', 1)[0] ?? '';
  if (NEVER_TARGETS.some((p) => path === p || path.startsWith(`${p}/`))) return;
  writeStored('session', STORAGE_KEYS.targetUrl, href);
}

export function peekTargetUrl(): string | null {
  return readStored('session', STORAGE_KEYS.targetUrl);
}

export function clearTargetUrl(): void {
  writeStored('session', STORAGE_KEYS.targetUrl, null);
}
