import { useRouter } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyHistoryChange,
  backEntries,
  forwardEntries,
  loadHistory,
  saveHistory,
  toEntry,
  type THistoryEntry,
} from './history-state';

type TInAppHistory = {
  /** Earlier shell pages, nearest first. */
  back: THistoryEntry[];
  /** Later shell pages, nearest first. */
  forward: THistoryEntry[];
  /** Moves to an entry of either list. */
  goTo: (entry: THistoryEntry) => void;
};

const InAppHistoryContext = createContext<TInAppHistory | null>(null);

/**
 * The history of this tab inside the app (spec 000 §2.2: back/forward with a history menu).
 * The router's history index identifies entries, so browser buttons and ours stay in step.
 */
export function InAppHistoryProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState(() => loadHistory(router.history.location));

  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        setState((s) => applyHistoryChange(s, toEntry(location), action.type));
      }),
    [router],
  );

  useEffect(() => saveHistory(state), [state]);

  const value = useMemo<TInAppHistory>(
    () => ({
      back: backEntries(state),
      forward: forwardEntries(state),
      goTo: (entry) => router.history.go(entry.index - state.current),
    }),
    [state, router],
  );

  return <InAppHistoryContext.Provider value={value}>{children}</InAppHistoryContext.Provider>;
}

export function useInAppHistory(): TInAppHistory {
  const value = useContext(InAppHistoryContext);
  if (!value) throw new Error('useInAppHistory outside InAppHistoryProvider');
  return value;
}
