import 'i18next';
import type { TTranslation } from './resources';

// Typed keys: t('…') with a key that German lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TTranslation };
    returnNull: false;
  }
}
