/**
 * The process predicates of the post box and feeds (spec 000 §4, §9), defined once so that the
 * summary counts and the lists agree.
 */
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { processes } from '../../platform/db/schema.js';

/** Open (not closed) processes. */
export const isOpenProcess: SQL = eq(processes.active, true);
export const isUnreadProcess: SQL = isNull(processes.readAt);
/** Post box: open processes addressed to the user that are unread or not done for the customer (KundenStatus Ok). */
export const isInboxProcess = and(
  eq(processes.direction, 'in'),
  isOpenProcess,
  or(isUnreadProcess, ne(processes.kundenStatus, 'Ok')),
) as SQL;
/** Active notifications (Meldungen) on the post box. */
export const isActiveAlert = and(isOpenProcess, eq(processes.isAlert, true)) as SQL;
/** Open processes that ask something of their reader. */
export const isOpenTask = and(isOpenProcess, ne(processes.requiredAction, 'none')) as SQL;
