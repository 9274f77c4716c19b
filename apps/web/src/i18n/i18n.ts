import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, REGISTERED_LANGUAGES, ZLanguage, type TLanguage } from '@portal/domain';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';
import de from './de.json';
import enJson from './en.json';
import plJson from './pl.json';
import es from './es.json';
import cs from './cs.json';

// Typing en and pl as the German resource makes a missing key a compile error: de, en and pl stay complete.
const en: typeof de = enJson;
const pl: typeof de = plJson;

export const resources = {
  de: { translation: de },
  en: { translation: en },
  pl: { translation: pl },
  // Registered but not translated yet (spec 000 §1): every missing key falls back to German.
  es: { translation: es },
  cs: { translation: cs },
} as const;

/** The language the tab starts in: the last choice on this device, else German. */
export function storedLanguage(): TLanguage {
  const parsed = ZLanguage.safeParse(readStored('local', STORAGE_KEYS.language));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...REGISTERED_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
setDocumentLanguage(i18next.language);
i18next.on('languageChanged', setDocumentLanguage);

/** Switches the UI language, remembers it on this device and updates `<html lang>`. */
export async function changeAppLanguage(language: TLanguage): Promise<void> {
  writeStored('local', STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
}

export { i18next };
