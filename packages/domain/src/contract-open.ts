/**
 * How a contract opens from a list (spec 000 §2.10, 001 §9): on desktop in a dialog (1200 px wide
 * for KOMPAKT* types, 915 px by 95vh otherwise); elsewhere as a page, /kompakt/{id} for KOMPAKT
 * types and /vertrag/{id} for the others (plus /Lokalpolicen for local policies). The spec writes the
 * paths with a trailing slash; the router matches both, the app links without it.
 */
import { isKompaktType } from './insurance-lines.js';

/** Desktop: Windows or Mac that is not an iPad or iPhone (spec 001 §9). */
export function isDesktopUserAgent(ua: string | null | undefined): boolean {
  if (!ua) return false;
  if (/iPad|iPhone|iPod/i.test(ua)) return false;
  return /Windows|Macintosh|Mac OS X/i.test(ua);
}

const CONTRACT_DIALOG_WIDTH = 915;
const KOMPAKT_DIALOG_WIDTH = 1200;
const CONTRACT_DIALOG_HEIGHT = '95vh';

export type TContractOpenTarget =
  | { kind: 'dialog'; id: string; width: number; height: string; kompakt: boolean; /** The page of the contract, for "open as page". */ path: string }
  | { kind: 'page'; id: string; path: string };

/** The page path of a contract without the dialog decision. */
export function contractPagePath(c: { id: string; typ?: string | null; lokalpolice?: boolean | null }): string {
  const id = encodeURIComponent(c.id);
  if (isKompaktType(c.typ)) return `/kompakt/${id}`;
  return c.lokalpolice ? `/vertrag/${id}/Lokalpolicen` : `/vertrag/${id}`;
}

export function contractOpenTarget(c: { id: string; typ?: string | null; desktop: boolean; lokalpolice?: boolean | null }): TContractOpenTarget {
  const path = contractPagePath(c);
  if (!c.desktop) return { kind: 'page', id: c.id, path };
  const kompakt = isKompaktType(c.typ);
  return { kind: 'dialog', id: c.id, width: kompakt ? KOMPAKT_DIALOG_WIDTH : CONTRACT_DIALOG_WIDTH, height: CONTRACT_DIALOG_HEIGHT, kompakt, path };
}
