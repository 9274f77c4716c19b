/** The vehicle and eVB lists' texts load with their pages (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TVehiclesTexts = typeof de;

export const vehiclesTexts = lazyTexts<TVehiclesTexts>('vehicles', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TVehiclesTexts => m.default),
  pl: () => import('./pl.json').then((m): TVehiclesTexts => m.default),
});
