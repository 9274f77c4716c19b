import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { TGridSettings, TUserSettings } from '@portal/domain';
import { putGridSettings, userSettingsQueryOptions } from './api';

/** Saving waits until the user has stopped changing sorts and filters for a moment. */
const SAVE_DELAY_MS = 1000;

export type TGridSettingsHandle = {
  /** The stored settings of the list (Grids[listKey]), restored on load. */
  saved: TGridSettings | undefined;
  /** Whether the user's settings have been read (start-up loads them into the cache). */
  ready: boolean;
  /** Merges a change into the list's settings; saved with PUT Settings/Grid/{listKey} unless `save` is off. */
  update: (patch: Partial<TGridSettings>) => void;
  /** Saves at once (column choice): resolves when stored. */
  saveNow: (patch: Partial<TGridSettings>) => Promise<void>;
};

/**
 * The grid settings of one list (spec 000 §3: Columns, Sorts, RowsSize, Filter). They live in the
 * user's settings of the licence, which the start-up has put into the query cache; changes go into
 * that cache at once (so logging off saves them too) and to the server shortly after.
 */
export function useGridSettings(license: string, listKey: string, options: { save: boolean }): TGridSettingsHandle {
  const queryClient = useQueryClient();
  const settingsQuery = useQuery(userSettingsQueryOptions(license));
  const saved = settingsQuery.data?.Grids?.[listKey];
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<((keepalive?: boolean) => void) | null>(null);
  const save = options.save;

  const merge = useCallback(
    (patch: Partial<TGridSettings>): TGridSettings => {
      const key = userSettingsQueryOptions(license).queryKey;
      const current = queryClient.getQueryData<TUserSettings>(key) ?? {};
      const next: TGridSettings = { ...(current.Grids?.[listKey] ?? {}), ...patch };
      queryClient.setQueryData<TUserSettings>(key, { ...current, Grids: { ...(current.Grids ?? {}), [listKey]: next } });
      return next;
    },
    [queryClient, license, listKey],
  );

  const update = useCallback(
    (patch: Partial<TGridSettings>) => {
      if (!save) return;
      const next = merge(patch);
      if (timer.current) clearTimeout(timer.current);
      pending.current = (keepalive = false) => {
        pending.current = null;
        timer.current = null;
        putGridSettings(license, listKey, next, { keepalive }).catch((error: unknown) => {
          // Settings are a convenience: a failed save must not disturb the list.
          console.warn('grid settings not saved', error);
        });
      };
      timer.current = setTimeout(() => pending.current?.(), SAVE_DELAY_MS);
    },
    [save, merge, license, listKey],
  );

  const saveNow = useCallback(
    async (patch: Partial<TGridSettings>) => {
      if (!save) return;
      if (timer.current) clearTimeout(timer.current);
      pending.current = null;
      const next = merge(patch);
      await putGridSettings(license, listKey, next);
    },
    [save, merge, license, listKey],
  );

  // Leaving the page saves what is still waiting; so does closing or reloading the tab.
  useEffect(() => {
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      pending.current?.(true);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
      pending.current?.();
    };
  }, []);

  return { saved, ready: !settingsQuery.isPending, update, saveNow };
}
