import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Preview mode (spec 000 §4, 001 §4): a deployment whose host name contains "preview", or a tab
 * opened with `?preview=1`. The flag is kept for the tab because the query parameter disappears
 * with the first in-app navigation; `?preview=0` switches it off again.
 */
export function isPreviewHost(hostname: string = window.location.hostname): boolean {
  return hostname.toLowerCase().includes('preview');
}

export function isPreviewMode(location: Pick<Location, 'hostname' | 'search'> = window.location): boolean {
  if (isPreviewHost(location.hostname)) return true;
  const param = new URLSearchParams(location.search).get('preview');
  if (param === '1' || param === '0') writeStored('session', STORAGE_KEYS.preview, param === '1' ? '1' : null);
  return readStored('session', STORAGE_KEYS.preview) === '1';
}
