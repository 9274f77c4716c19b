/**
 * The texts of detail-view administration, profile settings and the info widget load with their dialogs and the
 * widget, not with the entry (i18n/lazy-texts.ts). Mounted under `detailViews` (typed in i18n/i18next.d.ts); English
 * and Polish are typed as the German reference, so a missing key does not compile.
 */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TDetailViewsTexts = typeof de;

const texts = lazyTexts<TDetailViewsTexts>('detailViews', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TDetailViewsTexts => m.default),
  pl: () => import('./pl.json').then((m): TDetailViewsTexts => m.default),
});

/** Whether the texts of the current language (and German, the fallback) are there; loads them. */
export const useDetailViewsTexts = texts.useReady;
