import { z } from 'zod';
import { ZUserSettings } from './settings.js';

/** POST /api/v1/Activity?license=: 'Login' once per licence at start-up, 'Preview' on a preview host. */
export const ACTIVITY_ACTIONS = ['Login', 'Preview'] as const;
export const ZActivityRequest = z.object({ Action: z.enum(ACTIVITY_ACTIONS) });
export type TActivityRequest = z.infer<typeof ZActivityRequest>;

/** GET /api/v1/Process/FeedSummary?license=: unread open processes and open tasks. */
export const ZFeedSummary = z.object({ Feed: z.number().int(), OpenTasks: z.number().int() });
export type TFeedSummary = z.infer<typeof ZFeedSummary>;

/** POST /api/v1/auth/logout: settings of the active licence, saved first when `savesSettingsOnLogout`. */
export const ZLogoutRequest = z.object({
  License: z.string().min(1).max(64).optional(),
  Settings: ZUserSettings.optional(),
});
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

/** GET /api/health */
export const ZHealth = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });
export type THealth = z.infer<typeof ZHealth>;
