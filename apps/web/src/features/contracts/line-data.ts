/**
 * Line data (Spartendaten) of a contract as plain key/value entries (spec 001 §2.8; the typed cover
 * sections per contract type come with a later issue). Entries whose Typ starts with ZUS_ are
 * additional data and follow the main entries.
 */
import { formatDate } from '@portal/domain';

export type TLineDataRow = { key: string; value: string | null };
export type TLineDataEntry = { typ: string; additional: boolean; rows: TLineDataRow[] };

export const isAdditionalData = (name: string): boolean => name.toUpperCase().startsWith('ZUS_');

type TValueWords = { yes: string; no: string };

/** A raw line-data value as text: dates as DD.MM.YYYY, numbers in the user's format, flags as yes/no, blanks as null. */
export function formatLineValue(value: unknown, language: string, words: TValueWords): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return Number.isFinite(value) ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value) : null;
  if (typeof value === 'string') {
    const s = value.trim();
    if (!s) return null;
    if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(s)) return formatDate(s) ?? s;
    return s;
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => formatLineValue(v, language, words)).filter((v): v is string => v !== null);
    return parts.length ? parts.join(', ') : null;
  }
  return JSON.stringify(value);
}

/** 'fahrzeugmarke' → 'Fahrzeugmarke', 'sfKlasse' → 'Sf Klasse'; codes such as ZUS_KOMPAKTHAGEL105 stay as they are. */
export const lineDataLabel = (key: string): string => {
  if (!key || /^[A-Z0-9_]+$/.test(key)) return key;
  const spaced = key.replace(/([a-zäöü])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** Line-data fields that are amounts (in the contract's currency) or carry a unit. */
const MONEY_KEYS = new Set(['versicherungssumme', 'deckungssumme', 'selbstbeteiligung', 'selbstbeteiligungTeilkasko', 'selbstbeteiligungVollkasko', 'ZUS_KOMPAKTHAGEL107']);
const UNITS: Readonly<Record<string, string>> = { wohnflaeche: 'm²', anbauflaeche: 'ha', jahresfahrleistung: 'km', ZUS_KOMPAKTHAGEL105: '%' };
export const isMoneyField = (key: string): boolean => MONEY_KEYS.has(key);
export const unitOf = (key: string): string | null => UNITS[key] ?? null;

/**
 * The additional (ZUS_) data as one map for the rules (hail deductible): the fields of every ZUS_ entry, and an
 * entry whose Typ is itself the field (ZUS_KOMPAKTHAGEL105 with { Wert }) under its Typ.
 */
export function additionalValues(entries: readonly { Typ: string; Data?: Record<string, unknown> | null }[] | null | undefined): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const e of entries ?? []) {
    if (!isAdditionalData(e.Typ)) continue;
    const data = e.Data ?? {};
    for (const [k, v] of Object.entries(data)) out[k] = typeof v === 'number' || typeof v === 'string' ? v : v === null ? null : String(v);
    const own = data.Wert ?? data.Value ?? data.wert;
    if (own !== undefined && (typeof own === 'string' || typeof own === 'number')) out[e.Typ] = own;
  }
  return out;
}

/**
 * The entries in display order: the one of the selected line (route /vertrag/{id}/{focus}/{sparte})
 * first, then main entries, then additional (ZUS_) entries, each keeping the server's order.
 */
export function lineDataEntries(
  spartendaten: readonly { Typ: string; Data?: Record<string, unknown> | null }[] | null | undefined,
  language: string,
  words: TValueWords,
  selected?: string | null,
): TLineDataEntry[] {
  const entries = (spartendaten ?? []).map((e, index) => ({
    index,
    typ: e.Typ,
    additional: isAdditionalData(e.Typ),
    rows: Object.entries(e.Data ?? {}).map(([key, value]) => ({ key, value: formatLineValue(value, language, words) })),
  }));
  const sel = selected?.trim().toUpperCase();
  const rank = (e: (typeof entries)[number]) => (sel && e.typ.toUpperCase() === sel ? 0 : e.additional ? 2 : 1);
  return entries
    .sort((a, b) => rank(a) - rank(b) || a.index - b.index)
    .map(({ typ, additional, rows }) => ({ typ, additional, rows }));
}
