/** Display formats of spec 000 §9 / 001 §9: DD.MM.YYYY, German money, currency symbol for EUR/USD/GBP else the code. */

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };
export const DEFAULT_CURRENCY = 'EUR';
export const MISSING_VALUE = '---';

export function currencySymbol(code: string | null | undefined): string {
  const c = (code ?? '').trim().toUpperCase() || DEFAULT_CURRENCY;
  return SYMBOLS[c] ?? c;
}

const numberFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1.234,56 €`; null when there is no amount. */
export function formatMoney(amount: number | string | null | undefined, currency?: string | null): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return null;
  return `${numberFormat.format(n)} ${currencySymbol(currency)}`;
}

/** DD.MM.YYYY from an ISO date or date-time string or a Date; null when empty or invalid. */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!m) return null;
    // A plain date has no zone; a date-time is shown in the user's zone.
    if (value.length === 10) return `${m[3]}.${m[2]}.${m[1]}`;
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) return null;
  const dd = String(value.getDate()).padStart(2, '0');
  const mm = String(value.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${value.getFullYear()}`;
}

/** Parses DD.MM.YYYY into an ISO date (YYYY-MM-DD); null when it is not a real calendar date. */
export function parseGermanDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Missing street, postcode or city show as '---'. */
export const orMissing = (v: string | null | undefined): string => (v && v.trim() ? v : MISSING_VALUE);
