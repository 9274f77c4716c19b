/**
 * The dashboard's texts load with its pages and dialogs, not with the entry (as signing's do): the entry's budget
 * is nearly spent. Mounted under
 * `dashboard` in the app's translation, so `t('dashboard.…')` works (typed in i18n/i18next.d.ts); English and Polish
 * are typed as the German reference, so a missing key does not compile.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../i18n/i18n';
import type de from './de.json';

export type TDashboardTexts = typeof de;

const LOADERS: Record<string, () => Promise<TDashboardTexts>> = {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TDashboardTexts => m.default),
  pl: () => import('./pl.json').then((m): TDashboardTexts => m.default),
};

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

function loadOne(language: string): Promise<void> {
  const load = LOADERS[language];
  // Never before the app's own texts of that language (i18n.ts loads those only while the bundle is missing).
  if (!load || loaded.has(language) || (language !== 'de' && !i18next.hasResourceBundle(language, 'translation'))) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then((texts) => {
      i18next.addResourceBundle(language, 'translation', { dashboard: texts }, true, true);
      loaded.add(language);
      loading.delete(language);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Loads the texts of a language and of German (the fallback of every language). */
export function loadDashboardTexts(language: string = i18next.language): Promise<void> {
  return Promise.all([loadOne('de'), loadOne(language)]).then(() => undefined);
}

const ready = (language: string) => loaded.has('de') && (loaded.has(language) || !LOADERS[language] || !i18next.hasResourceBundle(language, 'translation'));

/** Whether the texts of the current language are there; loads them (again after a language switch). */
export function useDashboardTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (ready(language)) return;
    let alive = true;
    void loadDashboardTexts(language).then(
      () => alive && setVersion((v) => v + 1),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [language]);
  return ready(language);
}
