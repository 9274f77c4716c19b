/** The content pages' texts load with the page and the admin dialog (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TContentPagesTexts = typeof de;

export const contentPagesTexts = lazyTexts<TContentPagesTexts>('contentPages', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TContentPagesTexts => m.default),
  pl: () => import('./pl.json').then((m): TContentPagesTexts => m.default),
});
