/** The object filter bar of the address list (spec 000 §2.7, §5). */
import type { TFilter } from '../data-query.js';
import { parseGermanDate } from '../format.js';

export type TObjectFilterState = {
  /** Risk sum strictly greater than (text as typed; empty = 0). */
  riskGreater?: string | null;
  /** Risk sum strictly smaller than. */
  riskSmaller?: string | null;
  /** Validity date DD.MM.YYYY. */
  validOn?: string | null;
  /** "street, 12345 city" */
  address?: string | null;
};

export type TParsedAddress = { street: string | null; postcode: string | null; city: string | null };

/** Parses `street, 5-character postcode city`; any part may be missing. */
export function parseAddressFilter(text: string): TParsedAddress {
  const [left = '', right] = text.split(',', 2);
  if (right === undefined) {
    const m = /^\s*(\d{5})\s*(.*)$/.exec(left);
    if (m) return { street: null, postcode: m[1] ?? null, city: m[2]?.trim() || null };
    return { street: left.trim() || null, postcode: null, city: null };
  }
  const m = /^\s*(\S{5})?\s*(.*)$/.exec(right.trim());
  const postcode = m?.[1] && /^\d{5}$/.test(m[1]) ? m[1] : null;
  const city = ((postcode ? m?.[2] : right) ?? '').trim() || null;
  return { street: left.trim() || null, postcode, city };
}

/** Numbers as typed in German ("1.000,50") or plain; empty counts as 0. */
export function parseAmount(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return 0;
  const t = text.trim();
  const normalised = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

export type TObjectFilterResult = { ok: true; filters: TFilter[] } | { ok: false; errors: { field: keyof TObjectFilterState; message: string }[] };

export function objectFilters(s: TObjectFilterState): TObjectFilterResult {
  const errors: { field: keyof TObjectFilterState; message: string }[] = [];
  const filters: TFilter[] = [{ Property: 'Objekt', Operator: 'Equal', Value: true }];
  // Risk sums are money with two decimals: "> x" is ">= x + 0.01", "< x" is "<= x - 0.01".
  if (s.riskGreater !== undefined && s.riskGreater !== null && s.riskGreater.trim() !== '') {
    const n = parseAmount(s.riskGreater);
    if (n === null) errors.push({ field: 'riskGreater', message: 'Invalid number' });
    else filters.push({ Property: 'RisikosummeOderNull', Operator: 'GreaterThanOrEqual', Value: Math.round(n * 100 + 1) / 100 });
  }
  if (s.riskSmaller !== undefined && s.riskSmaller !== null && s.riskSmaller.trim() !== '') {
    const n = parseAmount(s.riskSmaller);
    if (n === null) errors.push({ field: 'riskSmaller', message: 'Invalid number' });
    else filters.push({ Property: 'RisikosummeOderNull', Operator: 'Between', Highest: Math.round(n * 100 - 1) / 100 });
  }
  if (s.validOn) {
    const iso = parseGermanDate(s.validOn) ?? (/^\d{4}-\d{2}-\d{2}$/.test(s.validOn) ? s.validOn : null);
    if (!iso) errors.push({ field: 'validOn', message: 'Invalid date' });
    else {
      // Excludes objects whose start is after the date or whose end is before it; open ends count as valid.
      filters.push({ Property: 'GueltigAbOderOffen', Operator: 'Between', Highest: iso });
      filters.push({ Property: 'GueltigBisOderOffen', Operator: 'GreaterThanOrEqual', Value: iso });
    }
  }
  if (s.address?.trim()) {
    const a = parseAddressFilter(s.address);
    if (a.street) filters.push({ Property: 'Strasse', Operator: 'Contains', Value: a.street });
    if (a.postcode) filters.push({ Property: 'Plz', Operator: 'Equal', Value: a.postcode });
    if (a.city) filters.push({ Property: 'Ort', Operator: 'Contains', Value: a.city });
  }
  return errors.length ? { ok: false, errors } : { ok: true, filters };
}
