/**
 * Pure rules of the global search (spec 000 §2.11, §5, §8; spec 001 §2.1): which search links
 * the /suche route understands, what a suggestion query is, and which message a miss shows.
 */

/** Query parameters of /suche that name one object (resolved by GET Search/Resolve), in the order they are tried. */
export const RESOLVE_PARAMS = ['vorgang', 'SCHADENNR', 'VSNR', 'KUNDE', 'kennzeichen'] as const;
export type TResolveParam = (typeof RESOLVE_PARAMS)[number];

/** Object types of /suche/{type}/{id}. */
export const SEARCH_TYPES = ['Vertrag', 'Schaden', 'Kunde', 'Vorgang', 'Brief', 'gewerbe_schaden'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];

/** Types the suggestions and results come in, in the order they are shown. */
export const HIT_TYPES = ['Kunde', 'Vertrag', 'Schaden'] as const;
export type THitType = (typeof HIT_TYPES)[number];

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
/** Typing pauses this long before suggestions are asked for. */
export const SEARCH_DEBOUNCE_MS = 250;

const clean = (v: unknown): string | null => {
  if (typeof v === 'number') v = String(v);
  if (typeof v !== 'string') return null;
  const s = v.trim();
  return s && s.length <= SEARCH_MAX_CHARS ? s : null;
};

/** The one search link of a /suche URL (the first one given, in RESOLVE_PARAMS order), or null. */
export function readResolveParam(search: Record<string, unknown>): { param: TResolveParam; value: string } | null {
  for (const param of RESOLVE_PARAMS) {
    const value = clean(search[param]);
    if (value) return { param, value };
  }
  return null;
}

/** The text to ask suggestions for: trimmed, at least 2 and at most 100 characters; otherwise null. */
export function suggestionQuery(text: string): string | null {
  const s = text.trim();
  return s.length >= SEARCH_MIN_CHARS && s.length <= SEARCH_MAX_CHARS ? s : null;
}

/** The message of a miss (spec 000 §8): claims and licence plates have their own. */
export function notFoundMessage(param: TResolveParam | null | undefined, type?: TSearchType | null): 'noResults' | 'noClaim' | 'noVehicle' {
  if (param === 'SCHADENNR' || type === 'Schaden' || type === 'gewerbe_schaden') return 'noClaim';
  if (param === 'kennzeichen') return 'noVehicle';
  return 'noResults';
}

/** /suche/{type}/{id}: the type as the route table spells it, case-insensitively; null when unknown. */
export function normaliseSearchType(type: string): TSearchType | null {
  const t = type.trim().toLowerCase();
  return SEARCH_TYPES.find((s) => s.toLowerCase() === t) ?? null;
}

/** Hits sorted into the display groups (stable inside a group); unknown types are dropped. */
export function groupHits<T extends { Type: string }>(hits: readonly T[]): { type: THitType; hits: T[] }[] {
  return HIT_TYPES.map((type) => ({ type, hits: hits.filter((h) => h.Type === type) })).filter((g) => g.hits.length > 0);
}
