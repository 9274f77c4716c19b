import type { HistoryLocation } from '@tanstack/react-router';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/** One entry of the tab's history as the app saw it; `index` is the router's history index. */
export type THistoryEntry = { index: number; href: string; pathname: string };

export type THistoryState = { entries: THistoryEntry[]; current: number };

export type THistoryActionType = 'PUSH' | 'REPLACE' | 'BACK' | 'FORWARD' | 'GO';

/** Pages outside the shell are stations on the way in, not places to jump back to. */
const OUTSIDE_SHELL = ['/auth', '/initialisierung', '/wartung'];
export const isShellEntry = (e: THistoryEntry): boolean =>
  !OUTSIDE_SHELL.some((p) => e.pathname === p || e.pathname.startsWith(`${p}/`));

const MAX_ENTRIES = 50;

export function toEntry(location: HistoryLocation): THistoryEntry {
  return { index: location.state.__TSR_index ?? 0, href: location.href, pathname: location.pathname };
}

/** The stack after one history change: a push drops everything ahead of it, like the browser does. */
export function applyHistoryChange(state: THistoryState, entry: THistoryEntry, action: THistoryActionType): THistoryState {
  const kept = action === 'PUSH' ? state.entries.filter((e) => e.index < entry.index) : state.entries.filter((e) => e.index !== entry.index);
  const entries = [...kept, entry].sort((a, b) => a.index - b.index).slice(-MAX_ENTRIES);
  return { entries, current: entry.index };
}

/** Entries behind the current one, nearest first. */
export const backEntries = (s: THistoryState): THistoryEntry[] =>
  s.entries.filter((e) => e.index < s.current && isShellEntry(e)).reverse();

/** Entries ahead of the current one, nearest first. */
export const forwardEntries = (s: THistoryState): THistoryEntry[] => s.entries.filter((e) => e.index > s.current && isShellEntry(e));

/**
 * The stack survives a reload and a return with the browser's back button. A URL typed or opened
 * from outside starts a new document whose router index begins at 0 again, so the old stack no
 * longer matches the router's indexes and is dropped.
 */
export function loadHistory(location: HistoryLocation): THistoryState {
  const here = toEntry(location);
  if (documentNavigationType() === 'navigate') return { entries: [here], current: here.index };
  try {
    const raw = readStored('session', STORAGE_KEYS.history);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (isHistoryState(stored)) return applyHistoryChange(stored, here, 'REPLACE');
  } catch {
    // A damaged entry only costs the remembered history.
  }
  return { entries: [here], current: here.index };
}

export function saveHistory(state: THistoryState): void {
  writeStored('session', STORAGE_KEYS.history, JSON.stringify(state));
}

function isHistoryState(v: unknown): v is THistoryState {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as { entries?: unknown; current?: unknown };
  return (
    typeof s.current === 'number' &&
    Array.isArray(s.entries) &&
    s.entries.every(
      (e: unknown) =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as THistoryEntry).index === 'number' &&
        typeof (e as THistoryEntry).href === 'string' &&
        typeof (e as THistoryEntry).pathname === 'string',
    )
  );
}

function documentNavigationType(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry && 'type' in entry && typeof entry.type === 'string' ? entry.type : 'navigate';
}
