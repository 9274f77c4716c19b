import 'i18next';
import type de from './de.json';

// Typed keys: t('…') with a key that German lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
    returnNull: false;
  }
}
