/**
 * Personal data a guest never receives (issue 8: guest login shows a demonstration licence to anyone).
 *
 * Which fields: every field whose *name* denotes a birthday or date of birth, an e-mail address, a phone, mobile
 * or fax number, a bank account (IBAN, BIC) or a tax or social-security id — in a detail record, a nested object,
 * a row of the generic data query (dotted names: the last part counts) or free-form contract line data. The rule
 * goes by name rather than by a list per record so that a field added later (a mobile number on customers, the
 * driver's date of birth in a contract's line data) is masked the day it appears. Names and postal addresses stay:
 * a demonstration without rows to look at shows nothing.
 *
 * How: the value becomes `null`. Every answer keeps its shape and validates against its schema (these fields are
 * nullable), the UI shows its usual empty mark '---', and nothing of the value — not even its length — leaves the
 * server. The generic data query answers the same null, and refuses filters and sorts on these fields, so a list
 * and a detail show a guest the same thing and no value can be narrowed down by filtering.
 */
import type { TPermissionContext } from './permissions.js';

/** Guests see a demonstration licence with every personal field masked. */
export const masksPersonalData = (c: Pick<TPermissionContext, 'role'>): boolean => c.role === 'guest';

/** Whole words (after splitting camelCase, snake_case, digits) that name personal contact or identity data. */
const PERSONAL_WORDS = new Set([
  'email',
  'mail',
  'telefon',
  'telefonnummer',
  'telephone',
  'phone',
  'tel',
  'mobil',
  'mobile',
  'mobilnummer',
  'handy',
  'fax',
  'telefax',
  'iban',
  'bic',
  'swift',
  'kontonummer',
  'birthday',
  'birthdate',
  'birth',
  'dob',
  'steuernummer',
  'steuerid',
  'taxid',
  'sozialversicherungsnummer',
]);

/** Word beginnings that cannot mean anything else (Geburtstag, Geburtsdatum, Telefon2, EmailPrivat, Mailadresse). */
const PERSONAL_STEMS = ['geburt', 'telefon', 'email', 'mailadress', 'steueridentifikation'];

/** Two-word names: Steuer-Id, tax id. */
const PERSONAL_PAIRS: readonly (readonly [string, string])[] = [
  ['steuer', 'id'],
  ['tax', 'id'],
];

function wordsOf(name: string): string[] {
  const last = name.slice(name.lastIndexOf('.') + 1);
  return last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-zäöüß]+/)
    .filter(Boolean);
}

/** Whether a field of this name holds personal data a guest may not receive. */
export function isPersonalFieldName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((w) => PERSONAL_WORDS.has(w) || PERSONAL_STEMS.some((stem) => w.startsWith(stem)))) return true;
  return PERSONAL_PAIRS.some(([a, b]) => words.some((w, i) => w === a && words[i + 1] === b));
}

/**
 * A deep copy of an answer with the value of every personal field set to null (objects and arrays walked through;
 * other values kept as they are). The input is left unchanged.
 */
export function maskPersonalData<T>(value: T): T {
  return maskValue(value) as T;
}

function maskValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskValue);
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = isPersonalFieldName(key) ? null : maskValue(inner);
  return copy;
}

/** Dates, buffers and class instances are values, not records with fields. */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
