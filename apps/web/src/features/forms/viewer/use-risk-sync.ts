import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TFormRisk } from '@portal/domain';
import type { TFormData } from '@portal/forms';
import { saveFormRisk } from '../api/form-risk';
import { browserStorage, FORM_PAGES_KEY, parseFormPages, readFormPagesEntry } from './form-pages-store';
import { RiskSync, type TRiskSyncView } from './risk-sync';

/**
 * One RiskSync per loaded risk, with the browser events it needs: back online and tab focus retry waiting edits at
 * once; another tab's write of `formPages` is taken over or left to the server's version check.
 */
export function useRiskSync(license: string, risk: TFormRisk, onReplaceData: (data: TFormData) => void): { sync: RiskSync; snapshot: TRiskSyncView } {
  const [sync] = useState(() => {
    const storage = browserStorage();
    return new RiskSync(
      { riskId: risk.RiskId, storage, save: (data, version) => saveFormRisk(license, risk.RiskId, data, version), onReplaceData: (data) => replaceRef.current(data) },
      { server: { Data: risk.Data, Version: risk.Version, Status: risk.Status }, local: readFormPagesEntry(storage, risk.RiskId) },
    );
  });
  const replaceRef = useLatest(onReplaceData);
  // The state without the answers: the viewer renders again when the save state changes, not with each keystroke.
  const snapshot = useSyncExternalStore(sync.subscribe, sync.getView);

  useEffect(() => {
    sync.start();
    const retry = () => sync.retryNow();
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync.retryNow();
      else sync.flushStorage();
    };
    // A reload or a closed tab: the edits of the last quarter second go to the browser's store now.
    const onLeave = () => sync.flushStorage();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== FORM_PAGES_KEY || event.storageArea !== browserStorage()) return;
      sync.otherTabWrote(parseFormPages(event.newValue)[risk.RiskId] ?? null);
    };
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [sync, risk.RiskId]);

  // Edits that live in this tab only (the browser refused to store them) are worth a question before the tab closes.
  const atRisk = snapshot.dirty && !snapshot.stored;
  useEffect(() => {
    if (!atRisk) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [atRisk]);

  // Leaving the page sends what is waiting (the copy in the browser stays until the server has it). Not disposed:
  // StrictMode runs this cleanup on a live component too, and a late answer only updates the stored entry.
  useEffect(
    () => () => {
      sync.flushStorage();
      void sync.flush();
    },
    [sync],
  );

  return { sync, snapshot };
}

/** A ref that always holds the latest value, for callbacks handed to long-lived objects. */
function useLatest<T>(value: T): { readonly current: T } {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
