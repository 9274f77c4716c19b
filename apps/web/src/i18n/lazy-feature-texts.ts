/**
 * A feature's texts that load with its pages and dialogs instead of with the entry (the entry's budget is nearly
 * spent): mounted under the feature's key in the app's translation, so `t('<key>.…')` works once loaded. German is
 * loaded with every language (it is the fallback). The same pattern as signing's texts (features/signing/i18n).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';

export type TFeatureTexts = {
  /** Loads the texts of a language and of German. */
  load: (language?: string) => Promise<void>;
  /** Whether the texts of the current language are there; loads them (again after a language switch). */
  useReady: () => boolean;
};

export function lazyFeatureTexts<TTexts extends object>(key: string, loaders: Record<'de' | 'en' | 'pl', () => Promise<TTexts>>): TFeatureTexts {
  const byLanguage: Record<string, (() => Promise<TTexts>) | undefined> = loaders;
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();

  function loadOne(language: string): Promise<void> {
    const loader = byLanguage[language];
    // Never before the app's own texts of that language (i18n.ts loads those only while the bundle is missing).
    if (!loader || loaded.has(language) || (language !== 'de' && !i18next.hasResourceBundle(language, 'translation'))) return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      pending = loader().then((texts) => {
        i18next.addResourceBundle(language, 'translation', { [key]: texts }, true, true);
        loaded.add(language);
        loading.delete(language);
      });
      pending.catch(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  }

  const load = (language: string = i18next.language) => Promise.all([loadOne('de'), loadOne(language)]).then(() => undefined);
  const ready = (language: string) => loaded.has('de') && (loaded.has(language) || !byLanguage[language] || !i18next.hasResourceBundle(language, 'translation'));

  function useReady(): boolean {
    const { i18n } = useTranslation();
    const language = i18n.language;
    const [, setVersion] = useState(0);
    useEffect(() => {
      if (ready(language)) return;
      let alive = true;
      void load(language).then(
        () => alive && setVersion((v) => v + 1),
        () => undefined,
      );
      return () => {
        alive = false;
      };
    }, [language]);
    return ready(language);
  }

  return { load, useReady };
}
