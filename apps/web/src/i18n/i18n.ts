import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, REGISTERED_LANGUAGES, type TLanguage } from '@portal/domain';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';
import { lazyTranslations, resources } from './resources';

export { resources };

/** The language the tab starts in: the last choice on this device, else German. */
export function storedLanguage(): TLanguage {
  const stored = readStored('local', STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

void i18next.use(initReactI18next).init({
  resources,
  // Starts in German; main.tsx loads the stored language's texts and switches before the first render.
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...REGISTERED_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
setDocumentLanguage(i18next.language);
i18next.on('languageChanged', setDocumentLanguage);

/** Switches to a language, loading its texts first when they are not in the entry (English, Polish). */
export async function switchLanguage(language: TLanguage): Promise<void> {
  const load = lazyTranslations[language];
  if (load && !i18next.hasResourceBundle(language, 'translation')) {
    const { translation } = await load();
    i18next.addResourceBundle(language, 'translation', translation);
  }
  await i18next.changeLanguage(language);
}

/** Switches the UI language, remembers it on this device and updates `<html lang>`. */
export async function changeAppLanguage(language: TLanguage): Promise<void> {
  writeStored('local', STORAGE_KEYS.language, language);
  await switchLanguage(language);
}

export { i18next };
