/**
 * Pure helpers of the process pages (spec 000 §2.1, §2.7, §2.8): the route of each feed filter, the
 * query string of the feed call and the short preview of the last message.
 */
import {
  DEFAULT_PROCESS_FEED_PAGE_SIZE,
  PROCESS_FEED_PAGE_SIZES,
  type TProcessFeedFilter,
  type TProcessListActionFilter,
  type TProcessMessageType,
} from '@portal/domain';

/** The page of each feed filter; the filter menu navigates there. */
export const PROCESS_FEED_PATHS: Record<TProcessFeedFilter, string> = {
  neue_nachrichten: '/vorgang/neue_nachrichten',
  offene_aufgaben: '/vorgang/offene_aufgaben',
  alle_aufgaben: '/vorgang/alle_aufgaben',
  posteingang: '/vorgang/posteingang',
  postausgang: '/vorgang/postausgang',
  aktuelle_angebote: '/vorgang/aktuelle_angebote',
  aktuelle_anfragen: '/vorgang/aktuelle_anfragen',
  aktive_Meldungen: '/vorgang/aktive_Meldungen',
};

/** The order of the filter menu: the feed filters first, then the post box ones. */
export const FEED_MENU_FILTERS: readonly TProcessFeedFilter[] = [
  'neue_nachrichten',
  'offene_aufgaben',
  'alle_aufgaben',
  'aktuelle_angebote',
  'aktuelle_anfragen',
  'posteingang',
  'postausgang',
  'aktive_Meldungen',
];

/** The detail of one process (built by features/process-detail). */
export { processMessagesPath as processDetailPath } from '../../lib/object-links';

export type TProcessFeedParams = {
  filter: TProcessFeedFilter;
  type?: TProcessMessageType | null;
  action?: TProcessListActionFilter;
  q?: string;
  page: number;
  pageSize: number;
};

/** A page size the server accepts (5, 10, 25); anything else falls back to the default. */
export function normalisePageSize(n: number): number {
  return (PROCESS_FEED_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PROCESS_FEED_PAGE_SIZE;
}

/** The query string of GET Vorgang/Feed; defaults (all types, action all, no text) are left out. */
export function feedQueryString(p: TProcessFeedParams): string {
  const s = new URLSearchParams();
  s.set('filter', p.filter);
  if (p.type) s.set('type', p.type);
  if (p.action && p.action !== 'all') s.set('action', p.action);
  const q = p.q?.trim();
  if (q) s.set('q', q.slice(0, 200));
  const take = normalisePageSize(p.pageSize);
  s.set('skip', String(Math.max(0, Math.floor(p.page)) * take));
  s.set('take', String(take));
  return s.toString();
}

/** The last page index that still has items; a page past the end (after items left the list) moves back. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(0, Math.ceil(total / normalisePageSize(pageSize)) - 1);
  return Math.min(Math.max(0, page), last);
}

/**
 * The first words of a message, cut at a word boundary with an ellipsis (spec 000 §2.8 feed item). A text
 * that starts with the type already shown beside it ("Datei: …") loses that prefix.
 */
export function messagePreview(text: string, maxChars = 90, typeLabel?: string): string {
  let flat = text.replace(/\s+/g, ' ').trim();
  if (typeLabel && flat.toLowerCase().startsWith(`${typeLabel.toLowerCase()}:`)) flat = flat.slice(typeLabel.length + 1).trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/u, '')} …`;
}
