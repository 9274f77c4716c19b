/** The FAQ's texts load with its page (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TFaqTexts = typeof de;

export const faqTexts = lazyTexts<TFaqTexts>('faq', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TFaqTexts => m.default),
  pl: () => import('./pl.json').then((m): TFaqTexts => m.default),
});
