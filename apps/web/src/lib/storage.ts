/**
 * Web storage that never throws: private browsing modes and blocked storage must not break the app,
 * they only cost the user the remembered choice.
 */
type TStorageKind = 'local' | 'session';

function storage(kind: TStorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: TStorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: TStorageKind, key: string, value: string | null): void {
  try {
    const s = storage(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota or access errors only lose the remembered value.
  }
}

/** All keys the app keeps in web storage, in one place so they never collide. */
export const STORAGE_KEYS = {
  license: 'portal.license',
  language: 'portal.language',
  targetUrl: 'portal.targetUrl',
  sidenavOpen: 'portal.sidenavOpen',
  history: 'portal.history',
  preview: 'portal.preview',
  welcomeShown: 'portal.welcomeShown',
  adminMode: 'portal.adminMode',
} as const;
