/**
 * The browser's copy of unsent form edits (spec 001 §3: form state mirrored to local storage under `formPages`).
 * Every edit is written here before it is sent, so a reload, a crash or a server that is away loses nothing:
 * the viewer restores the entry and sends it. One entry per risk: the answers, the server version they are
 * based on, the page the user was on and whether the server has them yet.
 */
import type { TFormData } from '@portal/forms';

export const FORM_PAGES_KEY = 'formPages';

/** Entries of risks the server has (not dirty) beyond this many are dropped, oldest first; unsent ones never. */
const MAX_SAVED_ENTRIES = 20;

export type TFormPagesEntry = {
  data: TFormData;
  /** The server version `data` is based on (that of the last load or save). */
  baseVersion: number;
  page: number;
  /** Holds edits the server has not confirmed yet. */
  dirty: boolean;
  /** When the entry was written (ms since epoch), to drop the oldest saved entries. */
  updatedAt: number;
};

type TStore = Record<string, TFormPagesEntry>;

/** The storage to use; null when the browser blocks it (private modes): edits then live in memory only. */
export type TStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function isEntry(value: unknown): value is TFormPagesEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.data === 'object' && e.data !== null && !Array.isArray(e.data) &&
    typeof e.baseVersion === 'number' && Number.isInteger(e.baseVersion) && e.baseVersion >= 1 &&
    typeof e.page === 'number' && Number.isInteger(e.page) && e.page >= 0 &&
    typeof e.dirty === 'boolean' &&
    typeof e.updatedAt === 'number'
  );
}

/** Reads the whole store; anything unreadable (another app's value, a half-written entry) is left out. */
export function parseFormPages(raw: string | null): TStore {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: TStore = {};
  for (const [riskId, entry] of Object.entries(parsed)) if (isEntry(entry)) out[riskId] = entry;
  return out;
}

function safeGet(storage: TStorageLike | null): string | null {
  try {
    return storage?.getItem(FORM_PAGES_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readFormPagesEntry(storage: TStorageLike | null, riskId: string): TFormPagesEntry | null {
  return parseFormPages(safeGet(storage))[riskId] ?? null;
}

/** Keeps every unsent entry and the newest saved ones. */
function prune(store: TStore): TStore {
  const saved = Object.entries(store).filter(([, e]) => !e.dirty).sort(([, a], [, b]) => b.updatedAt - a.updatedAt);
  const drop = new Set(saved.slice(MAX_SAVED_ENTRIES).map(([id]) => id));
  return Object.fromEntries(Object.entries(store).filter(([id]) => !drop.has(id)));
}

/**
 * Writes one risk's entry (read-modify-write of the whole key, so other risks' entries stay). Answers false when
 * the browser refused (quota, blocked storage): the caller then tells the user that edits live in this tab only.
 */
export function writeFormPagesEntry(storage: TStorageLike | null, riskId: string, entry: Omit<TFormPagesEntry, 'updatedAt'>, now = Date.now()): boolean {
  if (!storage) return false;
  const store = parseFormPages(safeGet(storage));
  store[riskId] = { ...entry, updatedAt: now };
  try {
    storage.setItem(FORM_PAGES_KEY, JSON.stringify(prune(store)));
    return true;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where it is blocked. */
export function browserStorage(): TStorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * On logout: the entries the server already has are dropped, so the next person at this browser finds no answers
 * of this user in it; unsent edits stay (they are sent when the user opens the form again).
 */
export function forgetSavedFormPages(storage: TStorageLike | null): void {
  if (!storage) return;
  const store = parseFormPages(safeGet(storage));
  const unsent = Object.fromEntries(Object.entries(store).filter(([, e]) => e.dirty));
  try {
    storage.setItem(FORM_PAGES_KEY, JSON.stringify(unsent));
  } catch {
    // Nothing to keep from a storage that refuses writes.
  }
}
