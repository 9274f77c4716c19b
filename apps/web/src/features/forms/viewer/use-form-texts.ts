import { messageTable } from '@portal/forms';
import { useTranslation } from 'react-i18next';

/** The form texts the spec quotes ('Speichern...', 'Abschicken', 'Dateien', …) in the UI language, from @portal/forms. */
export function useFormTexts() {
  const { i18n } = useTranslation();
  return messageTable(i18n.language).runtime;
}

/** The runtime's language: de, en or pl (es and cs fall back to German). */
export function formLanguage(language: string): 'de' | 'en' | 'pl' {
  return language === 'en' || language === 'pl' ? language : 'de';
}
