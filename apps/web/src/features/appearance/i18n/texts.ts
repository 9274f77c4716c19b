/** The appearance administration's texts load with its dialogs (i18n/lazy-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyTexts } from '../../../i18n/lazy-texts';
import type de from './de.json';

export type TAppearanceTexts = typeof de;

export const appearanceTexts = lazyTexts<TAppearanceTexts>('appearance', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TAppearanceTexts => m.default),
  pl: () => import('./pl.json').then((m): TAppearanceTexts => m.default),
});
