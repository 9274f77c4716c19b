/**
 * The quote start page (spec 001 §2.7; issue 14 item 6): a broker starts an offer in an external calculation
 * product (Vergleichsrechner / calculation centre). Pure rules, without zod, so that the router's guard may use them
 * without loading the schemas: who may start a quote, which product maps for a contract or an object, whether the
 * 'new offer' button is enabled, and what a hand-over URL may be.
 */
import { insuranceLineOf } from './insurance-lines.js';
import { canWrite, type TPermissionContext } from './permissions.js';

/** Spec 001 §8, §9: both quote messages (pop-up blocked, no connection) stay 10 s. */
export const QUOTE_MESSAGE_MS = 10_000;

/** A hand-over token is valid this long: long enough to open the product, too short to be kept and replayed later. */
export const QUOTE_TOKEN_TTL_SECONDS = 300;

/** The product `/vwfs_vvd_vertrag` opens (for the contract in `id`): the one with this URL slug. */
export const VWFS_PRODUCT_SLUG = 'vwfs-vvd';

/** At most this many calculation products per licence (the admin dialog lists them whole). */
export const QUOTE_PRODUCTS_MAX = 100;

/** Spec 000 §3 Angebotserstellung: who may see the quote start page. */
export const canSeeQuoteStart = (c: Pick<TPermissionContext, 'permissions'>): boolean => c.permissions.Angebotserstellung;

/** Starting a quote hands customer data to another product: the flag, and not read-only (guests look only). */
export const canStartQuote = (c: Pick<TPermissionContext, 'permissions' | 'readOnly'>): boolean => canSeeQuoteStart(c) && canWrite(c);

/** What the mapping reads of a calculation product. */
export type TQuoteProductMapping = {
  CcProductId: string;
  Slug: string;
  /** Lines of business (insurance-lines.ts codes) the product calculates. */
  Lines: readonly string[];
  /** Object kinds (an object's field 101, e.g. Einfamilienhaus) the product calculates. */
  ObjectKinds: readonly string[];
  Active: boolean;
  SortOrder: number;
};

export type TQuoteMappingQuery = {
  /** ccProductId of the query: names the product outright. */
  ccProductId?: string | null | undefined;
  /** The URL slug of /service/{url} (or the VWFS product's). */
  slug?: string | null | undefined;
  /** The contract's Typ and Sparte, when the quote is for a contract. */
  contract?: { Typ?: string | null; Sparte?: string | null } | null | undefined;
  /** The object's kind, when the quote is for an object. */
  objectKind?: string | null | undefined;
};

const fold = (s: string | null | undefined): string => (s ?? '').trim().toLocaleLowerCase('de');

/**
 * The product that maps for a query: named by ccProductId or slug (nothing else is guessed then: a named product
 * that is missing or inactive is 'no product'); otherwise the first active product (by SortOrder) for the
 * contract's line of business, else for the object's kind. Null when none maps.
 */
export function pickQuoteProduct<T extends TQuoteProductMapping>(products: readonly T[], q: TQuoteMappingQuery): T | null {
  const active = products.filter((p) => p.Active).sort((a, b) => a.SortOrder - b.SortOrder);
  if (q.ccProductId) return active.find((p) => p.CcProductId === q.ccProductId) ?? null;
  if (q.slug) return active.find((p) => p.Slug === q.slug) ?? null;
  const line = q.contract ? (insuranceLineOf(q.contract.Sparte) ?? insuranceLineOf(q.contract.Typ)) : null;
  if (line) {
    const byLine = active.find((p) => p.Lines.includes(line));
    if (byLine) return byLine;
  }
  const kind = fold(q.objectKind);
  if (kind) return active.find((p) => p.ObjectKinds.some((k) => fold(k) === kind)) ?? null;
  return null;
}

/** Spec 001 §5: 'new offer' is disabled without product or object (a contract is the object of a contract's quote). */
export function quoteReady(s: { product: unknown; object: unknown; contract: unknown }): boolean {
  return s.product != null && (s.object != null || s.contract != null);
}

/** URL exists wherever this package runs (browsers, Node); the package is compiled without the DOM's types. */
type TUrl = { protocol: string; hostname: string; username: string; password: string; hash: string; href: string; pathname: string; search: string; searchParams: { set(name: string, value: string): void } };
declare const URL: new (input: string, base?: string) => TUrl;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A product's hand-over URL: an absolute https URL without credentials (the token must not travel in clear), plain
 * http only to this machine (development), or a path on the portal itself beginning with '/' (a product the portal
 * serves, such as the demo calculator). No fragment: the token is added as a query parameter.
 */
export function isValidHandoverUrl(value: string): boolean {
  const v = value.trim();
  if (v !== value || v.length === 0 || v.length > 2000) return false;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.includes('\\') && !v.includes('#');
  let url: TUrl;
  try {
    url = new URL(v);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/** The hand-over URL with the token as query parameter `token` (a relative product URL stays relative). */
export function handoverUrlWithToken(handoverUrl: string, token: string): string {
  const base = 'https://portal.invalid';
  const url = new URL(handoverUrl, base);
  url.searchParams.set('token', token);
  return handoverUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
}
