/**
 * Values as German documents write them, read into what form controls hold: numbers (`1.234,56 €`, `12,5 %`),
 * dates (`03.05.2024`, `3.5.24`, `3. Mai 2024`, ISO), times (`14:30`, `14.30 Uhr`, `14 Uhr`) and yes/no answers.
 * Each answers null when the text holds none.
 */
import { toNumber } from '@portal/forms';
import { foldText } from './fuzzy-text.js';

/** The first number in the text, de-DE first (`1.234` is one thousand two hundred and thirty-four). */
export function parseGermanNumber(text: string): number | null {
  const cleaned = text.replace(/[\u2212\u2013]/g, '-').replace(/(\d)[\s\u00a0\u202f'](?=\d{3}\b)/g, '$1');
  const token = /[+-]?\d+(?:[.,]\d+)*/.exec(cleaned)?.[0];
  return token ? toNumber(token) : null;
}

const MONTHS: Record<string, number> = {
  jan: 1, januar: 1, jaenner: 1, feb: 2, februar: 2, maer: 3, maerz: 3, mrz: 3, apr: 4, april: 4, mai: 5, jun: 6, juni: 6, jul: 7, juli: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, okt: 10, oktober: 10, nov: 11, november: 11, dez: 12, dezember: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** A two-digit year: in this century up to ten years ahead of `today`, else in the last one. */
function fullYear(year: string, today: string): number {
  if (year.length === 4) return Number(year);
  const n = Number(year);
  const current = Number(today.slice(0, 4));
  const candidate = Math.floor(current / 100) * 100 + n;
  return candidate > current + 10 ? candidate - 100 : candidate;
}

/** The first date in the text as YYYY-MM-DD (`today` as YYYY-MM-DD decides two-digit years). */
export function parseGermanDate(text: string, today: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /\b(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4}|\d{2})\b/.exec(text);
  if (numeric) return calendarDate(fullYear(numeric[3]!, today), Number(numeric[2]), Number(numeric[1]));
  const folded = foldText(text);
  const named = /\b(\d{1,2}) ([a-z]+) (\d{4})\b/.exec(folded);
  const month = named ? MONTHS[named[2]!] : undefined;
  if (named && month) return calendarDate(Number(named[3]), month, Number(named[1]));
  return null;
}

/** The first time of day in the text as HH:MM. */
export function parseTime(text: string): string | null {
  const clock = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/.exec(text);
  if (clock) return `${pad(Number(clock[1]))}:${clock[2]}`;
  const hour = /\b([01]?\d|2[0-3])\s*Uhr\b/i.exec(text);
  return hour ? `${pad(Number(hour[1]))}:00` : null;
}

const YES = new Set(['ja', 'j', 'yes', 'y', 'tak', 'x', 'true', 'wahr', '1', 'zutreffend', 'vorhanden']);
const NO = new Set(['nein', 'n', 'no', 'nie', 'false', 'falsch', '0', 'nicht zutreffend', 'keine', 'kein']);
const UNKNOWN = new Set(['keine angabe', 'k a', 'ka', 'unbekannt', 'n a', 'unknown', 'brak danych']);

/** Ja / Nein / Keine Angabe, as the checkbox list's answers; null for anything else. */
export function parseYesNo(text: string): 'Ja' | 'Nein' | 'Keine Angabe' | null {
  const folded = foldText(text.replace(/[☒✓✔]/g, ' x '));
  if (UNKNOWN.has(folded)) return 'Keine Angabe';
  if (YES.has(folded)) return 'Ja';
  if (NO.has(folded)) return 'Nein';
  return null;
}
