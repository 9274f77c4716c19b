import { formatDate, formatMoney, MISSING_VALUE, type TPropertyDef } from '@portal/domain';
import { getPath } from './data-path';

/** What a cell shows: text, a yes/no icon (with a text alternative), or nothing. */
export type TCellDisplay = { kind: 'text'; text: string } | { kind: 'boolean'; value: boolean } | { kind: 'empty' };

/** Street, postcode and city show '---' when missing (spec 000 §5). */
const ADDRESS_PARTS = new Set(['Strasse', 'Plz', 'Ort']);
const lastSegment = (name: string): string => name.slice(name.lastIndexOf('.') + 1);
const parentPath = (name: string): string => (name.includes('.') ? name.slice(0, name.lastIndexOf('.') + 1) : '');

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** The currency of a money cell: the row's (or the nested object's) Waehrung; formatMoney defaults to EUR. */
export function currencyOf(item: unknown, property: string): string | null {
  const own = getPath(item, `${parentPath(property)}Waehrung`);
  if (typeof own === 'string' && own) return own;
  const top = getPath(item, 'Waehrung');
  return typeof top === 'string' && top ? top : null;
}

/** Typed cell rendering of spec 000 §9: money with the row's currency, DD.MM.YYYY, yes/no, '---'. */
export function cellDisplay(def: Pick<TPropertyDef, 'name' | 'type'>, item: unknown): TCellDisplay {
  const value = getPath(item, def.name);
  const missing = value === null || value === undefined || value === '';
  if (ADDRESS_PARTS.has(lastSegment(def.name)) && (missing || (typeof value === 'string' && !value.trim()))) {
    return { kind: 'text', text: MISSING_VALUE };
  }
  if (missing) return { kind: 'empty' };
  switch (def.type) {
    case 'money': {
      const text = formatMoney(value as number | string, currencyOf(item, def.name));
      return text === null ? { kind: 'empty' } : { kind: 'text', text };
    }
    case 'date':
    case 'datetime': {
      const text = formatDate(String(value));
      return text === null ? { kind: 'text', text: String(value) } : { kind: 'text', text };
    }
    case 'boolean':
      return { kind: 'boolean', value: value === true || value === 'true' || value === 1 };
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return { kind: 'text', text: Number.isFinite(n) ? numberFormat.format(n) : String(value) };
    }
    default:
      return { kind: 'text', text: String(value) };
  }
}

/** The cell as plain text (grouping, feed cards, accessible names); booleans become yes/no. */
export function cellText(def: Pick<TPropertyDef, 'name' | 'type'>, item: unknown, yesNo: { yes: string; no: string }): string {
  const d = cellDisplay(def, item);
  if (d.kind === 'text') return d.text;
  if (d.kind === 'boolean') return d.value ? yesNo.yes : yesNo.no;
  return '';
}
