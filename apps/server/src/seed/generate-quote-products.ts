/**
 * The demo calculation products (issue 14 item 6) of the broker demo licence: they hand over to the portal's own demo
 * calculator (/rechner-demo), which shows what it received. Each gets a fresh random signing secret: a secret that
 * lives in the source would let anyone sign hand-overs.
 */
import { randomBytes } from 'node:crypto';
import { VWFS_PRODUCT_SLUG } from '@portal/domain';
import type { quoteProducts } from '../platform/db/schema.js';
import type { LicenseContext } from './context.js';
import { DEMO_LICENSE_BROKER } from './demo-accounts.js';

/** The demo calculator's page: a path on the portal, so that it works on any host the portal runs on. */
export const DEMO_CALCULATOR_URL = '/rechner-demo';

const PRODUCTS: readonly { headline: string; cc: string; slug: string; lines: string[]; kinds: string[] }[] = [
  { headline: 'Wohngebäude-Vergleichsrechner', cc: 'WG-VGL', slug: 'wohngebaeude', lines: ['WG', 'HR', 'GLAS'], kinds: ['Einfamilienhaus', 'Mehrfamilienhaus', 'Eigentumswohnung', 'Ferienhaus'] },
  { headline: 'Gewerbe-Inhaltsrechner', cc: 'GEW-INH', slug: 'gewerbe', lines: ['GEW', 'INH', 'ELEK', 'MASCH'], kinds: ['Lagerhalle', 'Bürogebäude', 'Werkstatt', 'Ladenlokal', 'Scheune'] },
  { headline: 'Kfz-Tarifrechner', cc: 'KFZ-TR', slug: 'kfz', lines: ['KFZ'], kinds: [] },
  { headline: 'VWFS Versicherungsvergleich', cc: 'VWFS-VVD', slug: VWFS_PRODUCT_SLUG, lines: ['KFZ'], kinds: [] },
];

export function generateQuoteProducts(ctx: LicenseContext): (typeof quoteProducts.$inferInsert)[] {
  if (ctx.license.id !== DEMO_LICENSE_BROKER) return [];
  return PRODUCTS.map((p, i) => ({
    licenseId: ctx.license.id,
    headline: p.headline,
    ccProductId: p.cc,
    slug: p.slug,
    lines: p.lines,
    objectKinds: p.kinds,
    handoverUrl: DEMO_CALCULATOR_URL,
    secret: randomBytes(32).toString('base64url'),
    active: true,
    sortOrder: i * 10,
  }));
}
