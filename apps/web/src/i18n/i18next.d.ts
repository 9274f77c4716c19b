import 'i18next';
import type { TTranslation } from './resources';
import type { TSigningTexts } from '../features/signing/i18n/signing-texts';
import type { TDetailViewsTexts } from '../features/detail-views/i18n/detail-views-texts';

// Typed keys: t('…') with a key that German lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Signing's and detail views' texts load with their pages and dialogs (features/<area>/i18n/*-texts.ts).
    resources: { translation: TTranslation & { signing: TSigningTexts; detailViews: TDetailViewsTexts } };
    returnNull: false;
  }
}
