/**
 * The texts of signing load with its pages and dialogs, not with the entry (unlike other features' German texts):
 * the public signer's page and the sign dialog are rare, and the entry's budget is nearly spent. Mounted under
 * `signing` in the app's translation, so `t('signing.…')` works (typed in i18n/i18next.d.ts); English and Polish
 * are typed as the German reference, so a missing key does not compile.
 */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TSigningTexts = typeof de;

const texts = lazyTexts<TSigningTexts>('signing', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TSigningTexts => m.default),
  pl: () => import('./pl.json').then((m): TSigningTexts => m.default),
});

/** Loads the texts of a language and of German (the fallback of every language). */
export const loadSigningTexts = texts.load;
/** Whether the texts of the current language are there; loads them (again after a language switch). */
export const useSigningTexts = texts.useReady;
