/** Where links in mails point, for every feature that mails a link (forms processes, signing, the test mail). */
import type { Config } from '../config.js';

/**
 * PUBLIC_URL, else the address of the request that caused the mail (kept by the caller for later reminders), else
 * localhost (development); without a trailing slash, so that paths can be appended.
 */
export const mailLinkBase = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, origin?: string | null): string =>
  (config.PUBLIC_URL ?? origin ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
