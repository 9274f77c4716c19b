/**
 * Content pages (/content/{id}, spec 001 §2.1; issue 14 item 7). The spec names only the route: licence admins
 * author pages (title, Markdown body, audience, published flag) that every member of the licence reads and that
 * cards and links open by their address id (Slug). The server renders the Markdown to sanitised HTML.
 */
import { z } from 'zod';

/** A licence's pages stay few: the admin dialog lists them whole. */
export const CONTENT_PAGES_MAX = 200;
export const CONTENT_TITLE_MAX = 160;
export const CONTENT_MARKDOWN_MAX = 50_000;
export const CONTENT_SLUG_MAX = 80;

/** Lower-case words joined by single hyphens: safe in a URL path and readable ('ueber-uns'). */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Who reads a page: everybody, the broker firm's staff and intermediaries only, or end customers only. */
export const CONTENT_AUDIENCES = ['ALLE', 'MITARBEITER', 'KUNDEN'] as const;
export const ZContentAudience = z.enum(CONTENT_AUDIENCES);
export type TContentAudience = z.infer<typeof ZContentAudience>;

export const ZContentSlug = z
  .string()
  .min(1)
  .max(CONTENT_SLUG_MAX)
  .regex(CONTENT_SLUG_PATTERN, 'Lower-case letters, digits and single hyphens')
  .describe('The page\'s address id: /content/{Slug}.');

export const ZContentPageInput = z.object({
  Titel: z.string().trim().min(1).max(CONTENT_TITLE_MAX).describe('The page title.'),
  Inhalt: z.string().max(CONTENT_MARKDOWN_MAX).describe('The body in Markdown (raw HTML is removed).'),
  Zielgruppe: ZContentAudience.default('ALLE').describe('Who reads the page: ALLE, MITARBEITER (staff and intermediaries) or KUNDEN (end customers).'),
  Veroeffentlicht: z.boolean().default(false).describe('Unpublished pages are seen by licence administrators only (preview).'),
  Reihenfolge: z.number().int().min(0).max(100_000).default(0).describe('Order in the page list (ascending).'),
});
export type TContentPageInput = z.infer<typeof ZContentPageInput>;

export const ZContentPageCreate = ZContentPageInput.extend({ Slug: ZContentSlug });
export type TContentPageCreate = z.infer<typeof ZContentPageCreate>;

export const ZContentPageSummary = z.object({
  Slug: z.string(),
  Titel: z.string(),
  Zielgruppe: ZContentAudience,
  Veroeffentlicht: z.boolean(),
  Reihenfolge: z.number().int(),
  Bearbeitet: z.string().describe('Last change (ISO date-time).'),
});
export type TContentPageSummary = z.infer<typeof ZContentPageSummary>;

export const ZContentPage = ZContentPageSummary.extend({
  Inhalt: z.string().describe('The Markdown source.'),
  Html: z.string().describe('The body rendered from Markdown and sanitised (no scripts, handlers or raw HTML).'),
  CanEdit: z.boolean().describe('Whether the member may change the page.'),
});
export type TContentPage = z.infer<typeof ZContentPage>;

export const ZContentPageList = z.object({ Items: z.array(ZContentPageSummary), CanEdit: z.boolean() });
export type TContentPageList = z.infer<typeof ZContentPageList>;

export const ZContentPageParams = z.object({ slug: ZContentSlug });

/** Whether a member of this role reads a page of that audience (licence admins read everything, also unpublished). */
export function readsContentPage(role: string, page: { Zielgruppe: TContentAudience; Veroeffentlicht: boolean }): boolean {
  if (role === 'licenseAdmin') return true;
  if (!page.Veroeffentlicht) return false;
  if (page.Zielgruppe === 'ALLE') return true;
  const endCustomer = role === 'customer' || role === 'claimReporter';
  return page.Zielgruppe === 'KUNDEN' ? endCustomer : !endCustomer;
}

/** A slug proposed from a title: umlauts spelled out, everything else folded to hyphens ('Über uns' → 'ueber-uns'). */
export function slugFromTitle(title: string): string {
  const spelled = title.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  return spelled
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX)
    .replace(/-+$/, '');
}
