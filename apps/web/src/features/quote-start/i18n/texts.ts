/** The quote start page's texts load with its pages and its admin dialog (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TQuoteStartTexts = typeof de;

export const quoteStartTexts = lazyTexts<TQuoteStartTexts>('quoteStart', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TQuoteStartTexts => m.default),
  pl: () => import('./pl.json').then((m): TQuoteStartTexts => m.default),
});
