import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Admin mode (spec 000 §4, 001 §6) for licence admins, kept per tab (sessionStorage). 'leaving' asks the admin menu
 * to run the exit: a modified card view is backed up and the admin is asked whether to publish it live.
 * Whether the user may be in admin mode at all is the caller's check (app/shell/admin/admin-mode.ts).
 */
export type TAdminMode = 'off' | 'on' | 'leaving';

let mode: TAdminMode = readStored('session', STORAGE_KEYS.adminMode) === '1' ? 'on' : 'off';
const listeners = new Set<() => void>();

function set(next: TAdminMode): void {
  mode = next;
  writeStored('session', STORAGE_KEYS.adminMode, next === 'off' ? null : '1');
  for (const l of listeners) l();
}

export const adminModeStore = {
  get: (): TAdminMode => mode,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  enter: () => set('on'),
  /** Asks the admin menu to leave (it checks the card view first). */
  requestLeave: () => {
    if (mode === 'on') set('leaving');
  },
  /** Stays in admin mode (the admin cancelled the exit). */
  stay: () => set('on'),
  /** Ends admin mode; closing the admin side menu also leaves preview mode (spec 001 §6), which needs a reload. */
  leave: () => {
    set('off');
    if (readStored('session', STORAGE_KEYS.preview) === '1') {
      writeStored('session', STORAGE_KEYS.preview, null);
      window.location.reload();
    }
  },
};

/** This tab's admin mode as stored, without the licence-admin check. */
export function useStoredAdminMode(): TAdminMode {
  return useSyncExternalStore(adminModeStore.subscribe, adminModeStore.get);
}
