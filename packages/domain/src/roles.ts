import { z } from 'zod';

/** View presets of spec 000 §6. The numeric ViewPreset of spec 001 §4: 0 caseworker, 1 private end user. */
export const VIEW_PRESETS = ['Sachbearbeiter', 'Privat', 'Vermittler', 'Karten', 'Gewerbe', 'Schadenmelder'] as const;
export const ZViewPreset = z.enum(VIEW_PRESETS);
export type TViewPreset = z.infer<typeof ZViewPreset>;

/** Numeric code of a preset; the index in VIEW_PRESETS, so 0 = Sachbearbeiter, 1 = Privat. */
export function viewPresetNumber(preset: TViewPreset): number {
  return VIEW_PRESETS.indexOf(preset);
}
export function viewPresetFromNumber(n: number): TViewPreset | undefined {
  return VIEW_PRESETS[n];
}

/** What a member is in a licence. */
export const ROLES = ['licenseAdmin', 'employee', 'intermediary', 'customer', 'claimReporter', 'guest'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/**
 * Licence kinds (spec 000 §6 "special licence kinds"):
 * MAKLER a broker firm; INDUSTRIE an industry licence with broker local policies (Lokalpolicen);
 * GEWERBEKUNDE a commercial-customer licence (claims open as /gewerbe_schaden); SERVICE shows the Service
 * toggle on the documents page; SCHADEN_EXTERN requests external claim-reporting permission.
 */
export const LICENSE_KINDS = ['MAKLER', 'INDUSTRIE', 'GEWERBEKUNDE', 'SERVICE', 'SCHADEN_EXTERN'] as const;
export const ZLicenseKind = z.enum(LICENSE_KINDS);
export type TLicenseKind = z.infer<typeof ZLicenseKind>;

/** Product families a licence belongs to; they switch family-specific features (claims centre, FAQ, eVB…). */
export const LICENSE_FAMILIES = ['KOMPAKT', 'EUROMOBIL', 'VWFS'] as const;
export const ZLicenseFamily = z.enum(LICENSE_FAMILIES);
export type TLicenseFamily = z.infer<typeof ZLicenseFamily>;

/** Per-member permission flags of spec 000 §3 (User) plus the two of spec 001 §6. */
export const ZMemberPermissions = z.object({
  Schadenmeldung: z.boolean(),
  Vertragserfassung: z.boolean(),
  Bestandsübertragung: z.boolean(),
  Angebotserstellung: z.boolean(),
  InteressentenAnlegen: z.boolean(),
  CanWriteAmsObjects: z.boolean(),
  CanCreateProcesses: z.boolean(),
  CanApproveSchadenmeldung: z.boolean(),
  CanCustomDetailView: z.boolean(),
  IsVermittler: z.boolean(),
  ShowEmployeeInvite: z.boolean(),
  CanShareForms: z.boolean(),
});
export type TMemberPermissions = z.infer<typeof ZMemberPermissions>;
export const MEMBER_PERMISSION_KEYS = Object.keys(ZMemberPermissions.shape) as (keyof TMemberPermissions)[];

export const NO_PERMISSIONS: TMemberPermissions = {
  Schadenmeldung: false,
  Vertragserfassung: false,
  Bestandsübertragung: false,
  Angebotserstellung: false,
  InteressentenAnlegen: false,
  CanWriteAmsObjects: false,
  CanCreateProcesses: false,
  CanApproveSchadenmeldung: false,
  CanCustomDetailView: false,
  IsVermittler: false,
  ShowEmployeeInvite: false,
  CanShareForms: false,
};

/** Per-licence switches (the licence's own permissions and configuration). */
export const ZLicenseFeatures = z.object({
  /** CSV and file export (spec 000 §6, 001 §6). */
  FileExport: z.boolean(),
  /** Reference addresses and objects (/adresse, /objekte). */
  Addresses: z.boolean(),
  /** Object filter bar on the address list. */
  ObjectFilter: z.boolean(),
  /** Claim report through the comfort variant /meldung/spartenschaden. */
  ComfortClaimReport: z.boolean(),
  /** Claim reports of claim reporters wait for a broker's approval (issue 13; absent = no approval needed). */
  ClaimReportApproval: z.boolean().optional(),
  /** Users may switch the language. */
  MultiLanguage: z.boolean(),
  /** Guests may log in read-only. */
  GuestLogin: z.boolean(),
  /** Forms processes and the form runtime. */
  Forms: z.boolean(),
  /** Needs analysis offered (and enforced) for end users. */
  NeedsAnalysis: z.boolean(),
  NeedsAnalysisEnforced: z.boolean(),
  /** Quick document access on dashboards. */
  QuickDocumentAccess: z.boolean(),
  /** Premium figures hidden from end users. */
  HidePremiums: z.boolean(),
});
export type TLicenseFeatures = z.infer<typeof ZLicenseFeatures>;
