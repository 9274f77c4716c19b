import type { TResolveParam } from './search-targets';

export type TSearchPageSearch = { q?: string } & Partial<Record<TResolveParam, string>>;

/** The search parameters /suche understands; everything else is dropped (the route's validateSearch, kept out of the page's chunk). */
export function validateSearchPageSearch(search: Record<string, unknown>): TSearchPageSearch {
  const out: TSearchPageSearch = {};
  for (const key of ['q', 'vorgang', 'SCHADENNR', 'VSNR', 'KUNDE', 'kennzeichen'] as const) {
    const v = search[key];
    if (typeof v === 'string' || typeof v === 'number') out[key] = String(v);
  }
  return out;
}
