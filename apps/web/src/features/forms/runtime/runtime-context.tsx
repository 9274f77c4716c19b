/** What every control of one runtime shares: the store, the viewer's services, the language and its texts. */
import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import { fillPlaceholders, messageTable, type TMessageParams, type TRuntimeMessageKey } from '@portal/forms';
import type { TFormRuntimeServices } from './form-runtime-contract';
import type { RuntimeStore, TRuntimeSnapshot } from './runtime-store';

export type TRuntimeLanguage = 'de' | 'en' | 'pl';

export type TRuntimeContext = {
  store: RuntimeStore;
  services: TFormRuntimeServices;
  language: TRuntimeLanguage;
  /** The summary page and the compact view show every control read-only. */
  forceReadOnly: boolean;
};

const RuntimeContext = createContext<TRuntimeContext | null>(null);
export const RuntimeContextProvider = RuntimeContext.Provider;

export function useRuntime(): TRuntimeContext {
  const context = useContext(RuntimeContext);
  if (!context) throw new Error('A form control is rendered outside FormRuntime');
  return context;
}

/** A runtime text in the form's language (packages/forms form-messages.ts, `runtime`). */
export function useRuntimeText(): (key: TRuntimeMessageKey, params?: TMessageParams) => string {
  const { language } = useRuntime();
  return (key, params) => fillPlaceholders(messageTable(language).runtime[key], params, language);
}

/**
 * One slice of the runtime state. `select` runs when the state changed; while `equal` finds the slice
 * unchanged the component keeps its last value and does not render again.
 */
export function useRuntimeSelector<T>(select: (snapshot: TRuntimeSnapshot) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const { store } = useRuntime();
  const cache = useRef<{ snapshot: TRuntimeSnapshot; select: typeof select; value: T } | null>(null);
  const getSlice = (): T => {
    const snapshot = store.getSnapshot();
    const last = cache.current;
    // A new `select` (new props) is asked again even for the same state; `equal` keeps the value stable.
    if (last && last.snapshot === snapshot && last.select === select) return last.value;
    const next = select(snapshot);
    const value = last && equal(last.value, next) ? last.value : next;
    cache.current = { snapshot, select, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, getSlice, getSlice);
}
