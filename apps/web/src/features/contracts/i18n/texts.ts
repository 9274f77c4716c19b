/** The contract detail's cover-data texts load with the detail (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TContractCoverTexts = typeof de;

export const contractCoverTexts = lazyTexts<TContractCoverTexts>('contractCover', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TContractCoverTexts => m.default),
  pl: () => import('./pl.json').then((m): TContractCoverTexts => m.default),
});
