/**
 * The texts of detail-view administration, profile settings and the info widget load with their dialogs and the
 * widget, not with the entry (its budget is nearly spent; the same way as signing's texts). Mounted under
 * `detailViews` in the app's translation, so `t('detailViews.…')` works (typed in i18n/i18next.d.ts); English and
 * Polish are typed as the German reference, so a missing key does not compile.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../i18n/i18n';
import type de from './de.json';

export type TDetailViewsTexts = typeof de;

const LOADERS: Record<string, () => Promise<TDetailViewsTexts>> = {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TDetailViewsTexts => m.default),
  pl: () => import('./pl.json').then((m): TDetailViewsTexts => m.default),
};

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

function loadOne(language: string): Promise<void> {
  const load = LOADERS[language];
  // Only once the app's own texts of that language are there (i18n.ts adds those as a whole bundle).
  if (!load || loaded.has(language) || (language !== 'de' && !i18next.hasResourceBundle(language, 'translation'))) return Promise.resolve();
  let running = pending.get(language);
  if (!running) {
    running = load()
      .then((texts) => {
        i18next.addResourceBundle(language, 'translation', { detailViews: texts }, true, true);
        loaded.add(language);
      })
      .finally(() => pending.delete(language));
    pending.set(language, running);
  }
  return running;
}

const ready = (language: string) => loaded.has('de') && (loaded.has(language) || !LOADERS[language] || !i18next.hasResourceBundle(language, 'translation'));

/** Whether the texts of the current language (and German, the fallback) are there; loads them. */
export function useDetailViewsTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (ready(language)) return;
    let alive = true;
    void Promise.all([loadOne('de'), loadOne(language)]).then(
      () => alive && setVersion((v) => v + 1),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [language]);
  return ready(language);
}
