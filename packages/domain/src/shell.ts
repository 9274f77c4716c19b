/** Pure rules of the application shell (spec 000 §2.2, §9; 001 §2.12, §4). */
import type { TFooterLinks, TLicenseAppearance } from './licenses.js';

export const FOOTER_LINK_KEYS = ['Impressum', 'Agb', 'Datenschutz', 'Cookies', 'Schlichtungsstellen', 'Beschwerdebearbeitung'] as const;
export type TFooterLinkKey = (typeof FOOTER_LINK_KEYS)[number];

/** Post box badge: '+99' above 99, nothing at 0. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '+99' : String(Math.trunc(count));
}

export const FOOTER_TEXT_MAX = 75;

/** Footer text shortened to 75 characters; the full text goes into the tooltip. */
export function shortenFooterText(text: string, max = FOOTER_TEXT_MAX): { text: string; full: string | null } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, full: null };
  return { text: chars.slice(0, max - 1).join('') + '…', full: text };
}

export type TFooterLinkView = { key: TFooterLinkKey; href: string | null; opensCookieDialog: boolean };

/** '#disabled' hides a link; a link without URL opens the cookie-information dialog. */
export function footerLinkViews(links: TFooterLinks): TFooterLinkView[] {
  const out: TFooterLinkView[] = [];
  for (const key of FOOTER_LINK_KEYS) {
    const raw = links[key];
    const value = raw?.trim() ?? '';
    if (value === '#disabled') continue;
    out.push(value ? { key, href: value, opensCookieDialog: false } : { key, href: null, opensCookieDialog: true });
  }
  return out;
}

/**
 * Spec 001 §4 App start: the appearance matching the licence parameter or the licence in the token,
 * else the first with a nonzero ViewPreset, else the first.
 */
export function pickAppearance(
  appearances: readonly TLicenseAppearance[],
  licenseParam?: string | null,
  tokenLicense?: string | null,
): TLicenseAppearance | undefined {
  for (const wanted of [licenseParam, tokenLicense]) {
    if (!wanted) continue;
    const hit = appearances.find((a) => a.License === wanted);
    if (hit) return hit;
  }
  return appearances.find((a) => a.ViewPreset !== 0) ?? appearances[0];
}

/**
 * Where the app goes after start-up (spec 001 §4): a URL carrying an issuer parameter goes to
 * /startseite, '/' becomes /startseite, start-up and login routes are never targets.
 */
export function resolveTargetPath(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  const [path = '/', query = ''] = target.split('?', 2);
  if (/(^|&)issuer(=|&|$)/.test(query)) return '/startseite';
  if (path === '/' || path === '') return fallback;
  if (path.startsWith('/initialisierung') || path.startsWith('/auth') || path.startsWith('/wartung')) return fallback;
  return target;
}
