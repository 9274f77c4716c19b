import { z } from 'zod';
import { ZLicenseFamily, ZLicenseFeatures, ZLicenseKind, ZMemberPermissions, ZRole, ZViewPreset } from './roles.js';
import { ZSessionUser } from './auth.js';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'hex colour #rrggbb');

/** Footer links of a licence (spec 001 §3). '#disabled' hides a link; an empty URL opens the cookie dialog. */
export const ZFooterLinks = z.object({
  Impressum: z.string().max(2048).nullable(),
  Agb: z.string().max(2048).nullable(),
  Datenschutz: z.string().max(2048).nullable(),
  Cookies: z.string().max(2048).nullable(),
  Schlichtungsstellen: z.string().max(2048).nullable(),
  Beschwerdebearbeitung: z.string().max(2048).nullable(),
  FooterText: z.string().max(2000).nullable(),
});
export type TFooterLinks = z.infer<typeof ZFooterLinks>;

/** The appearance object of a licence (GET/POST /api/v1/Settings/GlobalSettings). */
export const ZAppearanceSettings = z.object({
  PrimaryColor: hexColor,
  SecondaryColor: hexColor,
  /** The toolbar's (navbar's) header text colour (spec 000 §3 Card config Toolbar{headerTextColor}). */
  HeaderTextColor: hexColor,
  Theme: z.enum(['light', 'dark']),
  Banner: z.object({
    Show: z.boolean(),
    Title: z.string().max(200),
    Subtitle: z.string().max(400),
    TextColor: hexColor,
    /** The banner image the licence admin uploaded (served by the portal); set only by its upload, never by this body. */
    Image: z.string().max(2048).nullable().optional(),
  }),
  hidePostbox: z.boolean(),
  hideServices: z.boolean(),
  hideDashboard: z.boolean(),
});
export type TAppearanceSettings = z.infer<typeof ZAppearanceSettings>;

/** One entry of GET /api/v1/User/Licences. */
export const ZUserLicense = z.object({ License: z.string(), Name: z.string() });
export type TUserLicense = z.infer<typeof ZUserLicense>;

/** One entry of GET /api/v1/User/Appearances: what the shell needs to render a licence. */
export const ZLicenseAppearance = z.object({
  License: z.string(),
  Name: z.string(),
  Kind: ZLicenseKind,
  Families: z.array(ZLicenseFamily),
  /** Numeric preset of spec 001 §4 (0 caseworker, 1 private end user, …). */
  ViewPreset: z.number().int(),
  Preset: ZViewPreset,
  Appearance: ZAppearanceSettings,
  LogoUrl: z.string().nullable(),
  CustomDomain: z.string().nullable(),
  HasCustomCss: z.boolean(),
  FooterLinks: ZFooterLinks,
});
export type TLicenseAppearance = z.infer<typeof ZLicenseAppearance>;

/** GET /api/v1/User/Init?license=: the user as a member of the active licence. */
export const ZUserInit = z.object({
  User: ZSessionUser,
  License: z.string(),
  LicenseName: z.string(),
  Kind: ZLicenseKind,
  Families: z.array(ZLicenseFamily),
  Role: ZRole,
  Preset: ZViewPreset,
  ViewPreset: z.number().int(),
  Permissions: ZMemberPermissions,
  Features: ZLicenseFeatures,
  ReadOnly: z.boolean(),
  IsLicenseAdmin: z.boolean(),
  /** The dev outbox (/dev-postausgang) is there for this member: mail goes to the outbox (no SMTP) and they are a licence admin. */
  DevOutbox: z.boolean(),
});
export type TUserInit = z.infer<typeof ZUserInit>;

/** GET /api/v1/Summary?license= */
export const ZSummary = z.object({
  NewDocuments: z.number().int(),
  /** Post box count; includes the active alerts (spec 000 §9). */
  Posteingang: z.number().int(),
  ActiveAlerts: z.number().int(),
  GesamtKunden: z.number().int(),
  AktiveVertraege: z.number().int(),
});
export type TSummary = z.infer<typeof ZSummary>;

/** GET /api/v1/Summary/InboxCount?license= */
export const ZInboxCount = z.object({
  UnreadProcesses: z.number().int(),
  UnreadDocuments: z.number().int(),
  /** What the post box badge counts: unread processes, plus unread documents in production (spec 000 §9). */
  Total: z.number().int(),
});

/** Spec 000 §9: the inbox count adds unread documents only in production. */
export function inboxTotal(counts: { unreadProcesses: number; unreadDocuments: number }, production: boolean): number {
  return counts.unreadProcesses + (production ? counts.unreadDocuments : 0);
}
export type TInboxCount = z.infer<typeof ZInboxCount>;

/** GET /api/v1/App/Status: public, read before login and at start-up. */
export const ZAppStatus = z.object({
  Locked: z.boolean(),
  MaintenanceText: z.string().nullable(),
  Version: z.string(),
  GuestLogin: z.boolean(),
});
export type TAppStatus = z.infer<typeof ZAppStatus>;

export { ZSessionUser };
