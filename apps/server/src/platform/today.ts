/**
 * Today's calendar day where the portal's users are (Europe/Berlin, as the forms read dates): between 22:00/23:00 and
 * 24:00 UTC the UTC date is still the day before, and a claim reported at 00:30 in Hamburg was reported today.
 */
import { calendarDateOf } from '@portal/forms';

export const todayInGermany = (now: Date = new Date()): string => calendarDateOf(now) ?? now.toISOString().slice(0, 10);
