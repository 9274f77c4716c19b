/** Employee management's texts load with its pages (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TEmployeeInviteTexts = typeof de;

export const employeeInviteTexts = lazyTexts<TEmployeeInviteTexts>('employeeInvite', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TEmployeeInviteTexts => m.default),
  pl: () => import('./pl.json').then((m): TEmployeeInviteTexts => m.default),
});
