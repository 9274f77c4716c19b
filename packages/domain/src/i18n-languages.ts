/** Complete translations. */
export const SUPPORTED_LANGUAGES = ['de', 'en', 'pl'] as const;
/** Registered; they fall back to German. */
export const REGISTERED_LANGUAGES = ['de', 'en', 'pl', 'es', 'cs'] as const;
export const DEFAULT_LANGUAGE = 'de';
export type TLanguage = (typeof REGISTERED_LANGUAGES)[number];

/** Whether a value is a registered language (without zod: the app's entry reads the stored language with it; ZLanguage is in settings.ts). */
export const isLanguage = (value: unknown): value is TLanguage => (REGISTERED_LANGUAGES as readonly unknown[]).includes(value);
