import { z } from 'zod';

/** Complete translations. */
export const SUPPORTED_LANGUAGES = ['de', 'en', 'pl'] as const;
/** Registered; they fall back to German. */
export const REGISTERED_LANGUAGES = ['de', 'en', 'pl', 'es', 'cs'] as const;
export const DEFAULT_LANGUAGE = 'de';
export const ZLanguage = z.enum(REGISTERED_LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
