/**
 * Calendar dates as `YYYY-MM-DD` (they compare as strings). Date controls hold a Date (after
 * revive-dates), an ISO date or an ISO date-time. A date-time is read in Europe/Berlin: the existing
 * product's date picker stores local midnight as UTC (1 May → `2024-04-30T22:00:00.000Z`), and browser
 * and server must agree on which day that is wherever the server runs.
 */

export const FORM_TIME_ZONE = 'Europe/Berlin';

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: FORM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function toCalendarDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The Berlin calendar day of an instant. */
export function calendarDateOfInstant(instant: Date): string | null {
  if (Number.isNaN(instant.getTime())) return null;
  // en-CA formats as YYYY-MM-DD.
  return berlinDay.format(instant);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** An ISO date or date-time string that names a real day (the shape revive-dates turns into a Date). */
export function isIsoDateString(text: string): boolean {
  const m = ISO_DATE.exec(text) ?? ISO_DATE_TIME.exec(text);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) && !Number.isNaN(Date.parse(text));
}

/** The calendar day of a date value (Date, ISO date, ISO date-time, DD.MM.YYYY); null when it is none. */
export function calendarDateOf(value: unknown): string | null {
  if (value instanceof Date) return calendarDateOfInstant(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const plain = ISO_DATE.exec(text);
  if (plain) return isRealDate(Number(plain[1]), Number(plain[2]), Number(plain[3])) ? text : null;
  const german = GERMAN_DATE.exec(text);
  if (german) {
    const [y, m, d] = [Number(german[3]), Number(german[2]), Number(german[1])];
    return isRealDate(y, m, d) ? toCalendarDate(y, m, d) : null;
  }
  return isIsoDateString(text) ? calendarDateOfInstant(new Date(text)) : null;
}

export type TDateUnit = 'day' | 'week' | 'month' | 'year';

/** Adds days, weeks, months or years; a month or year step to a shorter month ends on its last day (31.01. + 1m = 28./29.02.). */
export function addToCalendarDate(date: string, amount: number, unit: TDateUnit): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (unit === 'day' || unit === 'week') {
    const shifted = new Date(Date.UTC(y, m - 1, d + amount * (unit === 'week' ? 7 : 1)));
    return toCalendarDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
  }
  const months = y * 12 + (m - 1) + amount * (unit === 'year' ? 12 : 1);
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return toCalendarDate(year, month, Math.min(d, daysInMonth(year, month)));
}
