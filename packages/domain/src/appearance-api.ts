/**
 * The licence's appearance beyond GlobalSettings (spec 000 §2.4, §5, §6, §9; issue 12 item 7): the logo and the
 * banner image that licence admins upload, and the footer links and text. The images are recognised by their
 * content; SVG is cleaned on the server before it is stored.
 */
import { z } from 'zod';
import type { TLicenseAppearance } from './licenses.js';

/** At most this many bytes per logo or banner image: a logo is shown at 250 × 40 px (spec 000 §9). */
export const APPEARANCE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The multipart field of the logo upload (spec 000 §7), and of the banner image. */
export const LOGO_UPLOAD_FIELD = 'logoApp';
export const BANNER_UPLOAD_FIELD = 'bannerImage';

/** Spec 000 §9: the logo is displayed at most 250 × 40 px. */
export const LOGO_DISPLAY_MAX = { width: 250, height: 40 } as const;

export const APPEARANCE_IMAGE_TYPES = ['png', 'jpeg', 'svg'] as const;
export type TAppearanceImageType = (typeof APPEARANCE_IMAGE_TYPES)[number];

export const APPEARANCE_IMAGE_MIME: Record<TAppearanceImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' };

/** The answer of a logo or banner-image upload. */
export const ZAppearanceImage = z.object({
  Url: z.string().describe('Where the portal serves the image (relative to the portal, with ?license=).'),
  ContentType: z.enum(Object.values(APPEARANCE_IMAGE_MIME) as [string, ...string[]]),
  Size: z.number().int().describe('Bytes stored (an SVG after cleaning).'),
});
export type TAppearanceImage = z.infer<typeof ZAppearanceImage>;

export const ZAppearanceImageParams = z.object({
  version: z.uuid().describe('The stored image\'s version (a new one with every upload).'),
});

/**
 * Spec 000 §6: colour settings only without custom CSS and on a custom domain. This deployment serves every licence
 * on the portal's own host, so a licence without a custom domain is treated as being on its own domain; a licence
 * with custom CSS keeps its colours in that CSS.
 */
export const canEditColours = (appearance: Pick<TLicenseAppearance, 'HasCustomCss'>): boolean => !appearance.HasCustomCss;

/** A footer link as a licence admin may set it: empty (opens the cookie dialog), '#disabled' (hidden), or a web address. */
const footerLink = z
  .string()
  .max(2048)
  .refine((v) => v === '' || v === '#disabled' || /^https?:\/\/[^\s]+$/i.test(v), 'An http(s) address, empty, or #disabled')
  .nullable();

/** The body of POST Settings/FooterLinks: ZFooterLinks with only safe link targets (no javascript: and the like). */
export const ZFooterLinksInput = z.object({
  Impressum: footerLink,
  Agb: footerLink,
  Datenschutz: footerLink,
  Cookies: footerLink,
  Schlichtungsstellen: footerLink,
  Beschwerdebearbeitung: footerLink,
  FooterText: z.string().max(2000).nullable(),
});
