/**
 * Per-column filters of the offers table (spec 000 §2.8): what the user typed per visible column,
 * turned into data-query filters — texts as Contains, numbers, money and dates as ranges (Between),
 * yes/no as Equal. Pure, so the page and its tests share it.
 */
import { parseGermanDate, type TFilter, type TPropertyDef } from '@portal/domain';

/** The input of one column: a text, a from/to range, or a yes/no choice. */
export type TColumnFilterValue = { text?: string; from?: string; to?: string; flag?: 'yes' | 'no' };
export type TColumnFilterValues = Readonly<Record<string, TColumnFilterValue>>;

export type TColumnFilterKind = 'text' | 'numberRange' | 'dateRange' | 'flag' | 'none';

export type TColumnFilterError = { property: string; field: 'from' | 'to'; code: 'number' | 'date' | 'order' };

/** Which input a column gets; ids are not filtered by hand. */
export function filterKind(def: Pick<TPropertyDef, 'type'>): TColumnFilterKind {
  switch (def.type) {
    case 'string':
      return 'text';
    case 'number':
    case 'money':
      return 'numberRange';
    case 'date':
    case 'datetime':
      return 'dateRange';
    case 'boolean':
      return 'flag';
    default:
      return 'none';
  }
}

/**
 * An amount as typed: German (1.234,56) or plain (1234.56); null when it is not a number.
 * A dot followed by exactly three digits is a thousands separator, as in German input.
 */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(/\s/g, '');
  if (!s) return null;
  let normal: string;
  if (s.includes(',')) normal = s.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(s)) normal = s.replace(/\./g, '');
  else normal = s;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as typed, TT.MM.JJJJ as in the claims filter, to ISO; null when it is no date. ISO is taken
 * too: filters saved in the grid settings before the inputs were localised hold it.
 */
export function parseFilterDate(text: string): string | null {
  const s = text.trim();
  if (ISO_DATE.test(s)) return dayBoundary(s, false) ? s : null;
  return parseGermanDate(s);
}

/** The first or last moment of a local calendar day as ISO UTC, so a date-time column matches the day the user sees. */
export function dayBoundary(date: string, end: boolean): string | null {
  if (!ISO_DATE.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const local = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0);
  if (local.getFullYear() !== y || local.getMonth() !== m - 1 || local.getDate() !== d) return null;
  return local.toISOString();
}

/** Whether a column's input holds anything. */
export function isFilled(v: TColumnFilterValue | undefined): boolean {
  return !!v && (!!v.text?.trim() || !!v.from?.trim() || !!v.to?.trim() || !!v.flag);
}

/**
 * The data-query filters of the visible columns' inputs, and the inputs that cannot be used (named by
 * column and field). Inputs of columns that are not visible are ignored.
 */
export function columnFilters(values: TColumnFilterValues, columns: readonly Pick<TPropertyDef, 'name' | 'type'>[]): { filters: TFilter[]; errors: TColumnFilterError[] } {
  const filters: TFilter[] = [];
  const errors: TColumnFilterError[] = [];
  for (const def of columns) {
    const v = values[def.name];
    if (!isFilled(v) || !v) continue;
    const kind = filterKind(def);
    if (kind === 'text') {
      const text = v.text?.trim();
      if (text) filters.push({ Property: def.name, Operator: 'Contains', Value: text });
    } else if (kind === 'flag') {
      if (v.flag) filters.push({ Property: def.name, Operator: 'Equal', Value: v.flag === 'yes' });
    } else if (kind === 'numberRange') {
      const from = v.from?.trim() ? parseAmount(v.from) : undefined;
      const to = v.to?.trim() ? parseAmount(v.to) : undefined;
      if (from === null) errors.push({ property: def.name, field: 'from', code: 'number' });
      if (to === null) errors.push({ property: def.name, field: 'to', code: 'number' });
      if (from === null || to === null) continue;
      if (from !== undefined && to !== undefined && from > to) {
        errors.push({ property: def.name, field: 'to', code: 'order' });
        continue;
      }
      filters.push(rangeFilter(def.name, from, to));
    } else if (kind === 'dateRange') {
      const fromDate = v.from?.trim() ? parseFilterDate(v.from) : undefined;
      const toDate = v.to?.trim() ? parseFilterDate(v.to) : undefined;
      if (fromDate === null) errors.push({ property: def.name, field: 'from', code: 'date' });
      if (toDate === null) errors.push({ property: def.name, field: 'to', code: 'date' });
      if (fromDate === null || toDate === null) continue;
      if (fromDate && toDate && fromDate > toDate) {
        errors.push({ property: def.name, field: 'to', code: 'order' });
        continue;
      }
      // A date-time column matches the whole local days the user chose.
      const dateTime = def.type === 'datetime';
      const from = fromDate && dateTime ? dayBoundary(fromDate, false) : fromDate;
      const to = toDate && dateTime ? dayBoundary(toDate, true) : toDate;
      filters.push(rangeFilter(def.name, from ?? undefined, to ?? undefined));
    }
  }
  return { filters, errors };
}

function rangeFilter(property: string, lowest: number | string | undefined, highest: number | string | undefined): TFilter {
  return {
    Property: property,
    Operator: 'Between',
    ...(lowest !== undefined ? { Lowest: lowest } : {}),
    ...(highest !== undefined ? { Highest: highest } : {}),
  };
}

/** Stored grid filter values (settings Filter) read back defensively: only string fields of known shape. */
export function restoreColumnFilters(raw: unknown): Record<string, TColumnFilterValue> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, TColumnFilterValue> = {};
  for (const [property, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const v = value as Record<string, unknown>;
    const entry: TColumnFilterValue = {};
    for (const key of ['text', 'from', 'to'] as const) if (typeof v[key] === 'string') entry[key] = (v[key] as string).slice(0, 200);
    if (v.flag === 'yes' || v.flag === 'no') entry.flag = v.flag;
    if (isFilled(entry)) out[property] = entry;
  }
  return out;
}
