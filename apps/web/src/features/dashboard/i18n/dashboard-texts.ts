/** The dashboard's texts load with its start-page sections, settings card and admin dialog (i18n/lazy-texts.ts). */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TDashboardTexts = typeof de;

const texts = lazyTexts<TDashboardTexts>('dashboard', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TDashboardTexts => m.default),
  pl: () => import('./pl.json').then((m): TDashboardTexts => m.default),
});

export const loadDashboardTexts = texts.load;
export const useDashboardTexts = texts.useReady;
