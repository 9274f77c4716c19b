import { useSyncExternalStore } from 'react';
import type { TAppearanceSettings, TLicenseAppearance, TUserInit, TUserLicense } from '@portal/domain';
import { setActiveLicense } from '../../lib/active-license';

/** What the shell knows after a successful start-up: the active licence and the user in it. */
export type TActiveSession = {
  license: string;
  appearance: TLicenseAppearance;
  userInit: TUserInit;
  licences: TUserLicense[];
};

type TSessionState = {
  /** The preload ran to the end in this tab (spec 000 §4: "initialised when all succeeded"). */
  initialised: boolean;
  /** Kept while a licence switch re-runs the start-up, so the theme does not flash. */
  active: TActiveSession | null;
  /** Colours a licence admin is trying out (the colour administration): the theme shows these until saved or cancelled. */
  preview: TAppearanceSettings | null;
};

let state: TSessionState = { initialised: false, active: null, preview: null };
const listeners = new Set<() => void>();

function set(next: TSessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): TSessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isInitialised: (): boolean => state.initialised,
  /** PostProcess: apply the licence, its appearance and the user. */
  activate(active: TActiveSession): void {
    setActiveLicense(active.license);
    set({ initialised: true, active, preview: null });
  },
  /** The colour administration's live preview (null ends it). */
  previewAppearance(preview: TAppearanceSettings | null): void {
    set({ ...state, preview });
  },
  /** A licence admin saved part of the active licence's appearance: the shell shows it at once, without a reload. */
  updateAppearance(patch: Partial<TLicenseAppearance>): void {
    if (!state.active) return;
    set({ ...state, active: { ...state.active, appearance: { ...state.active.appearance, ...patch } } });
  },
  /** The start-up has to run again (licence switch, settings reset); the old appearance stays meanwhile. */
  requireStartup(): void {
    set({ ...state, initialised: false });
  },
  /** Logged out or the session expired. */
  clear(): void {
    setActiveLicense(null);
    set({ initialised: false, active: null, preview: null });
  },
};

export function useSessionState(): TSessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** The active session inside the shell, where the route guard guarantees a finished start-up. */
export function useActiveSession(): TActiveSession {
  const { active } = useSessionState();
  if (!active) throw new Error('useActiveSession used outside the initialised shell');
  return active;
}
