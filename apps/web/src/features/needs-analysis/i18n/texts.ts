/** The needs analysis' texts load with its page and dialog (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TNeedsAnalysisTexts = typeof de;

export const needsAnalysisTexts = lazyTexts<TNeedsAnalysisTexts>('needsAnalysis', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TNeedsAnalysisTexts => m.default),
  pl: () => import('./pl.json').then((m): TNeedsAnalysisTexts => m.default),
});
