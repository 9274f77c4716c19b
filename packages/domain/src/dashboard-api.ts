/** API contracts of the dashboards (issue 12): box items, custom data (the stored layout), end-user appearance. */
import { z } from 'zod';
import { DASHBOARD_LAYOUT_VERSION, ZDashboardBoxId } from './dashboard.js';

// ───── box items ─────

export const ZDashboardBoxParams = z.object({ boxId: ZDashboardBoxId.describe('The box: one of the dashboard box ids.') });
export const ZDashboardBoxQuery = z.object({
  /** Items per group (5, 10, 15, 20 or 25; the user's anzahlDashboardListen). */
  take: z.coerce.number().int().min(1).max(25).default(5).describe('Items per group, 1–25 (the user\'s list entries per box; default 5).'),
});

/** One line of a box: what it is, a second line, a date, an amount (absent when premiums are hidden) and where it leads. */
export const ZDashboardBoxItem = z.object({
  Id: z.string(),
  Title: z.string(),
  Subtitle: z.string().nullable(),
  Date: z.string().nullable(),
  Amount: z.number().nullable().optional(),
  Waehrung: z.string().nullable().optional(),
  /** The item's page, e.g. /vertrag/{id}. */
  Link: z.string().nullable(),
});
export type TDashboardBoxItem = z.infer<typeof ZDashboardBoxItem>;

export const ZDashboardBoxGroup = z.object({
  /** Group key (a caption key under dashboard.groups), e.g. Angebot / Anfrage. */
  Key: z.string(),
  Items: z.array(ZDashboardBoxItem),
  /** All items of the group; more than Items.length shows the show-all button. */
  Total: z.number().int().nonnegative(),
});
export const ZDashboardBoxItems = z.object({
  BoxId: ZDashboardBoxId,
  Groups: z.array(ZDashboardBoxGroup),
  ShowAllPath: z.string().nullable(),
});
export type TDashboardBoxItems = z.infer<typeof ZDashboardBoxItems>;

// ───── custom data ─────

/** Keys a client may store (spec 000 §7: BoxContent_V{version}, hostCheck). */
export const CUSTOM_DATA_KEY_PATTERN = /^(BoxContent_V\d{1,4}|hostCheck)$/;
export const ZCustomDataKey = z.string().max(40).regex(CUSTOM_DATA_KEY_PATTERN, 'unknown custom data key');
export const ZCustomDataParams = z.object({ key: ZCustomDataKey.describe('The key: BoxContent_V{n} (the dashboard layout) or hostCheck.') });
/** A stored value may not exceed this (bytes of JSON). */
export const CUSTOM_DATA_MAX_BYTES = 32 * 1024;
export const ZCustomDataBody = z.object({ Value: z.unknown() });
export const ZCustomData = z.object({ Key: z.string(), Value: z.unknown().nullable() });
export type TCustomData = z.infer<typeof ZCustomData>;
export const customDataKeyOfLayout = (version: number = DASHBOARD_LAYOUT_VERSION) => `BoxContent_V${version}`;

// ───── end-user appearance (spec 000 §3, §5) ─────

/** One picked property: a contract property (Value) or, IsCustom, a line-of-business field path. */
export const ZEndUserField = z.object({
  Value: z.string().min(1).max(200),
  IsCustom: z.boolean(),
});
export type TEndUserField = z.infer<typeof ZEndUserField>;
const slot = ZEndUserField.nullable().optional();
export const ZEndUserAppearance = z.object({
  EndUserCol1: slot,
  EndUserCol2: slot,
  EndUserCol3: slot,
  EndUserCol4: slot,
  EndUserVZf1: slot,
  EndUserVZf2: slot,
  EndUserVZf3: slot,
  EndUserRisikoZusammenfassung1: slot,
  EndUserRisikoZusammenfassung2: slot,
  EndUserRisikoZusammenfassung3: slot,
});
export type TEndUserAppearance = z.infer<typeof ZEndUserAppearance>;
export const END_USER_GROUPS = {
  columns: ['EndUserCol1', 'EndUserCol2', 'EndUserCol3', 'EndUserCol4'],
  contractInfo: ['EndUserVZf1', 'EndUserVZf2', 'EndUserVZf3'],
  riskInfo: ['EndUserRisikoZusammenfassung1', 'EndUserRisikoZusammenfassung2', 'EndUserRisikoZusammenfassung3'],
} as const satisfies Record<string, readonly (keyof TEndUserAppearance)[]>;
export type TEndUserGroup = keyof typeof END_USER_GROUPS;

/** The default appearance of the Privat contract card: what a private customer looks for first. */
export const DEFAULT_END_USER_APPEARANCE: TEndUserAppearance = {
  EndUserCol1: { Value: 'Spartenbezeichnung', IsCustom: false },
  EndUserCol2: { Value: 'VertragsNr', IsCustom: false },
  EndUserCol3: { Value: 'Gesellschaft.Suchname', IsCustom: false },
  EndUserCol4: { Value: 'BruttopraemieGemaessZahlweise', IsCustom: false },
  EndUserVZf1: { Value: 'Vertragsbeginn', IsCustom: false },
  EndUserVZf2: { Value: 'Vertragsablauf', IsCustom: false },
  EndUserVZf3: { Value: 'Zahlweise', IsCustom: false },
  EndUserRisikoZusammenfassung1: { Value: 'RisikoAllgemein', IsCustom: false },
  EndUserRisikoZusammenfassung2: null,
  EndUserRisikoZusammenfassung3: null,
};

/** The fields picked in one group, in slot order (the editor keeps them; sorting is disabled, spec 000 §5). */
export function endUserFields(appearance: TEndUserAppearance, group: TEndUserGroup): TEndUserField[] {
  return END_USER_GROUPS[group].flatMap((k) => (appearance[k] ? [appearance[k]] : []));
}

/** Writes a group's picks back into its slots (at most as many as the group has; extra picks are refused by the editor). */
export function withEndUserFields(appearance: TEndUserAppearance, group: TEndUserGroup, fields: readonly TEndUserField[]): TEndUserAppearance {
  const next = { ...appearance };
  END_USER_GROUPS[group].forEach((k, i) => {
    next[k] = fields[i] ?? null;
  });
  return next;
}
