/** Risk management texts load with its page (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TRiskManagementTexts = typeof de;

export const riskManagementTexts = lazyTexts<TRiskManagementTexts>('riskManagement', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TRiskManagementTexts => m.default),
  pl: () => import('./pl.json').then((m): TRiskManagementTexts => m.default),
});
