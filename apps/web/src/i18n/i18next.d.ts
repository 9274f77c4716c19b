import 'i18next';
import type { TTranslation } from './resources';
import type { TSigningTexts } from '../features/signing/i18n/signing-texts';
import type { TNeedsAnalysisTexts } from '../features/needs-analysis/i18n/texts';
import type { TAppearanceTexts } from '../features/appearance/i18n/texts';

// Typed keys: t('…') with a key that German lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Signing's, the needs analysis' and the appearance administration's texts load with their pages and dialogs
    // (i18n/lazy-feature-texts.ts).
    resources: { translation: TTranslation & { signing: TSigningTexts; needsAnalysis: TNeedsAnalysisTexts; appearance: TAppearanceTexts } };
    returnNull: false;
  }
}
