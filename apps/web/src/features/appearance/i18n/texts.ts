/** The appearance administration's texts load with its dialogs (i18n/lazy-feature-texts.ts); typed in i18n/i18next.d.ts. */
import { lazyFeatureTexts } from '../../../i18n/lazy-feature-texts';
import type de from './de.json';

export type TAppearanceTexts = typeof de;

export const appearanceTexts = lazyFeatureTexts<TAppearanceTexts>('appearance', {
  de: () => import('./de.json').then((m) => m.default),
  en: () => import('./en.json').then((m): TAppearanceTexts => m.default),
  pl: () => import('./pl.json').then((m): TAppearanceTexts => m.default),
});
