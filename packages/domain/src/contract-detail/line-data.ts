/**
 * The contract detail's cover data (spec 001 §2.8, §3): sections per contract type built from the typed line-data
 * entries, where an entry whose Typ starts with ZUS_ is additional data; Sicherungsschein extra fields; the
 * premium-free periods.
 */
import { parseGermanDate } from '../format.js';

export const COVER_TYPES = ['KOMPAKTKRAFT', 'KOMPAKTHAFT', 'KOMPAKTSACH', 'KOMPAKTHAGEL', 'KOMPAKTRSV', 'EUROMOBIL'] as const;
export type TCoverType = (typeof COVER_TYPES)[number];

export const isCoverType = (typ: string | null | undefined): typ is TCoverType => (COVER_TYPES as readonly string[]).includes((typ ?? '').trim().toUpperCase());

export const isAdditionalLineData = (typ: string | null | undefined): boolean => (typ ?? '').trim().toUpperCase().startsWith('ZUS_');

/** The entries of a contract split into its cover sections and the additional (ZUS_) data, in their given order. */
export function splitLineData<T extends { Typ: string }>(entries: readonly T[]): { cover: T[]; additional: T[] } {
  const cover: T[] = [];
  const additional: T[] = [];
  for (const entry of entries) (isAdditionalLineData(entry.Typ) ? additional : cover).push(entry);
  return { cover, additional };
}

/** S21_F1 … S21_F10: the Sicherungsschein's extra fields. */
export const SECURITY_CERTIFICATE_EXTRA_FIELDS = Array.from({ length: 10 }, (_, i) => `S21_F${i + 1}`);

/** The extra fields of a Sicherungsschein that hold a value, with their titles (the key when a title is missing). */
export function securityCertificateExtras(
  certificate: Readonly<Record<string, unknown>>,
  titles: Readonly<Record<string, string | null | undefined>>,
): { key: string; title: string; value: string }[] {
  return SECURITY_CERTIFICATE_EXTRA_FIELDS.flatMap((key) => {
    const raw = certificate[key];
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    return value ? [{ key, title: titles[key]?.trim() || key, value }] : [];
  });
}

export const NO_PREMIUM_FREE_INFORMATION = 'Keine Information';

export type TPremiumFreePeriods = { kind: 'none' } | { kind: 'periods'; periods: { von: string | null; bis: string | null }[] };

const isoDay = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
  return parseGermanDate(text);
};

/**
 * LeistungsfreieZeitreume: the text 'Keine Information' (or nothing) means no periods are known; otherwise a list of
 * Von/Bis (ISO or DD.MM.YYYY), ordered by start, an open end kept as null.
 */
export function premiumFreePeriods(value: unknown): TPremiumFreePeriods {
  if (!Array.isArray(value)) return { kind: 'none' };
  const periods = value
    .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
    .map((p) => ({ von: isoDay(p.Von), bis: isoDay(p.Bis) }))
    .filter((p) => p.von !== null || p.bis !== null)
    .sort((a, b) => (a.von ?? '').localeCompare(b.von ?? ''));
  return periods.length ? { kind: 'periods', periods } : { kind: 'none' };
}
