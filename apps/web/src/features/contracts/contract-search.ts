/**
 * The query parameters of the contract detail (spec 001 §2.8): vertrag (main contract id), amspk (further contract
 * ids, semicolon-separated: one tab each), schadentag (claim date), kennzeichen (licence plate), focus (Nachricht
 * opens the message panel).
 */
import { parseGermanDate } from '@portal/domain';

export type TContractSearch = { vertrag?: string; amspk?: string; schadentag?: string; kennzeichen?: string; focus?: string };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined);

/** The route's validateSearch: keeps the known parameters as text, drops the rest. */
export function contractDetailSearch(search: Record<string, unknown>): TContractSearch {
  const out: TContractSearch = {};
  for (const key of ['vertrag', 'amspk', 'schadentag', 'kennzeichen', 'focus'] as const) {
    const v = text(search[key]);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** The contracts to show, main first, each once; ids that are not ids are ignored. */
export function contractIds(mainId: string, search: Pick<TContractSearch, 'vertrag' | 'amspk'>): string[] {
  const main = search.vertrag && ID.test(search.vertrag) ? search.vertrag : mainId;
  const further = (search.amspk ?? '').split(';').map((s) => s.trim()).filter((s) => ID.test(s));
  return [...new Set([main, ...further])];
}

/** schadentag as YYYY-MM-DD (ISO date or date-time, or DD.MM.YYYY); null when unreadable. */
export function claimDateOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(v)) return Number.isNaN(Date.parse(v.slice(0, 10))) ? null : v.slice(0, 10);
  return parseGermanDate(v);
}
