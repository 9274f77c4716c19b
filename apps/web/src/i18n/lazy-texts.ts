/**
 * Texts of a feature that load with its pages and dialogs, not with the entry (whose budget is nearly spent): mounted
 * under `key` in the app's translation, so `t('<key>.…')` works once loaded (typed in i18next.d.ts). German is the
 * fallback of every language and loads too.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';

export function lazyTexts<T>(key: string, loaders: Record<string, () => Promise<T>>) {
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();

  function loadOne(language: string): Promise<void> {
    const load = loaders[language];
    // Never before the app's own texts of that language (i18n.ts loads those only while the bundle is missing).
    if (!load || loaded.has(language) || (language !== 'de' && !i18next.hasResourceBundle(language, 'translation'))) return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      pending = load().then((texts) => {
        i18next.addResourceBundle(language, 'translation', { [key]: texts }, true, true);
        loaded.add(language);
        loading.delete(language);
      });
      pending.catch(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  }

  /** Loads the texts of a language and of German. */
  function load(language: string = i18next.language): Promise<void> {
    return Promise.all([loadOne('de'), loadOne(language)]).then(() => undefined);
  }

  const ready = (language: string) => loaded.has('de') && (loaded.has(language) || !loaders[language] || !i18next.hasResourceBundle(language, 'translation'));

  /** Whether the texts of the current language are there; loads them (again after a language switch). */
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
