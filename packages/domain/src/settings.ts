import { z } from 'zod';
import { REGISTERED_LANGUAGES } from './i18n-languages.js';

/** Per-list grid settings (spec 000 §3). Columns, sorts, rows size and filters of one list. */
export const ZGridSettings = z.object({
  Columns: z.array(z.string().max(200)).max(200).optional(),
  Sorts: z.array(z.object({ Property: z.string().max(200), Direction: z.enum(['asc', 'desc']) })).max(20).optional(),
  RowsSize: z.number().int().min(1).max(500).optional(),
  Filter: z.record(z.string().max(100), z.unknown()).optional(),
});
export type TGridSettings = z.infer<typeof ZGridSettings>;

/** The user's settings in one licence (spec 000 §3 "User settings also"). */
export const ZUserSettings = z.object({
  LastSync: z.string().max(40).nullable().optional(),
  ShowProduktAsHeadline: z.boolean().optional(),
  toggleClose: z.boolean().optional(),
  toggleMove: z.boolean().optional(),
  anzahlDashboardListen: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(25)]).optional(),
  /** Grid settings by list key (VertragGrid, SchadenGrid, BriefGrid, VorgangGrid, …). */
  Grids: z.record(z.string().max(60), ZGridSettings).optional(),
  /** Tag ids selected for document notifications. */
  DocumentNotificationTags: z.array(z.string().max(64)).max(500).optional(),
  /** Where the app goes after start-up. */
  TargetUrl: z.string().max(2048).regex(/^\//, 'must be a path').nullable().optional(),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** Serialised user settings may not exceed this (bytes of JSON). */
export const USER_SETTINGS_MAX_BYTES = 256 * 1024;
/** One list's serialised grid settings may not exceed this (bytes of JSON); their sum stays under the above. */
export const GRID_SETTINGS_MAX_BYTES = 32 * 1024;

export const ZLanguage = z.enum(REGISTERED_LANGUAGES);
export const ZLanguageRequest = z.object({ Language: ZLanguage });
export type TLanguageRequest = z.infer<typeof ZLanguageRequest>;
