/**
 * Detail-view administration, permission profile templates and the info widget (spec 000 §2.4, §3, §4, §7;
 * issue 12 items 8 and 9): the API payloads and the pure rules both sides apply.
 */
import { z } from 'zod';
import { DETAIL_DEFINITION_TYPES, ZDetailColumn } from './detail-customization.js';
import { ZRole, type TRole } from './roles.js';
import { isLicenseAdmin, type TPermissionContext } from './permissions.js';

/** The three object types the administration dialog shows a detail-mask and a table picker for. */
export const DETAIL_VIEW_OBJECT_TYPES = ['KUNDE', 'VERTRAG', 'SCHADEN'] as const;
export type TDetailViewObjectType = (typeof DETAIL_VIEW_OBJECT_TYPES)[number];

/** A definition type: a DETAIL_/TABELLE_ type of spec 000 §3, or a line-of-business abbreviation (e.g. KFZ). */
export const ZDefinitionType = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
  .describe('KUNDE, VERTRAG, SCHADEN, DETAIL_KUNDE, TABELLE_KUNDE, DETAIL_VERTRAG, TABELLE_VERTRAG, DETAIL_SCHADEN, TABELLE_SCHADEN, or a line-of-business abbreviation.');

export const ZDetailDefinitionInput = z.object({
  Name: z.string().trim().min(1).max(200),
  Type: ZDefinitionType,
  Columns: z.array(ZDetailColumn).max(200),
  Settings: z.object({ ColumnsLocked: z.boolean() }),
});
export type TDetailDefinitionInput = z.infer<typeof ZDetailDefinitionInput>;

export const ZDetailDefinitionItem = ZDetailDefinitionInput.extend({
  Id: z.uuid(),
  /** Names of the sets that select it (a definition in use cannot be deleted). */
  UsedInSets: z.array(z.string()),
});
export type TDetailDefinitionItem = z.infer<typeof ZDetailDefinitionItem>;

export const ZDetailSet = z.object({
  Id: z.uuid(),
  Name: z.string(),
  IsStandard: z.boolean(),
  /** Ids of the definitions the set selects (at most one per type). */
  Definitions: z.array(z.uuid()),
});
export type TDetailSet = z.infer<typeof ZDetailSet>;

export const ZDetailSetInput = z.object({
  Name: z.string().trim().min(1, 'A name is required').max(200),
  Definitions: z.array(z.uuid()).max(100).default([]),
});
export type TDetailSetInput = z.infer<typeof ZDetailSetInput>;

/** Sets sorted by name (spec 000 §9), German collation, case-insensitive. */
export function sortSetsByName<T extends { Name: string }>(sets: readonly T[]): T[] {
  return [...sets].sort((a, b) => a.Name.localeCompare(b.Name, 'de', { sensitivity: 'base' }));
}

/** The types chosen more than once: within a set only one definition per type may be selected (spec 000 §4). */
export function duplicateDefinitionTypes(definitions: readonly { Type: string }[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const d of definitions) (seen.has(d.Type) ? twice : seen).add(d.Type);
  return [...twice];
}

/**
 * Selecting a definition in a set: adds it and drops the others of its type ("choosing one disables the others of
 * that type"); selecting the already selected one removes it.
 */
export function toggleSetDefinition<T extends { Id: string; Type: string }>(selected: readonly string[], all: readonly T[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  const type = all.find((d) => d.Id === id)?.Type;
  const sameType = new Set(all.filter((d) => d.Type === type).map((d) => d.Id));
  return [...selected.filter((s) => !sameType.has(s)), id];
}

/**
 * Who administers detail views (spec 000 §6 CanCustomDetailView): licence admins whose membership has the
 * CanCustomDetailView permission.
 */
export const canCustomizeDetailViews = (c: Pick<TPermissionContext, 'role' | 'permissions'>): boolean => isLicenseAdmin(c) && c.permissions.CanCustomDetailView;

// ───── permission profile templates ─────

/**
 * A permission profile is one per role of the licence (licence admin, employee, intermediary, customer, claim
 * reporter, guest): a member gets the profile of their role.
 */
export const PROFILE_NAMES: Record<TRole, string> = {
  licenseAdmin: 'Lizenzadministrator',
  employee: 'Mitarbeiter',
  intermediary: 'Vermittler',
  customer: 'Kunde',
  claimReporter: 'Schadenmelder',
  guest: 'Gast',
};

export const INFO_WIDGET_TEXT_MAX = 4000;

export const ZInfoWidgetImageRef = z.object({ Id: z.uuid(), FileGuid: z.uuid(), Url: z.string(), Filename: z.string() });

export const ZPermissionTemplate = z.object({
  Id: z.uuid(),
  Name: z.string(),
  Role: ZRole,
  DetailViewSet: z.object({ Id: z.uuid(), Name: z.string() }),
  InfoWidgetActive: z.boolean(),
  InfoWidgetClosable: z.boolean(),
  InfoWidgetImage: ZInfoWidgetImageRef.nullable(),
  InfoWidgetText: z.string(),
});
export type TPermissionTemplate = z.infer<typeof ZPermissionTemplate>;

export const ZPermissionTemplateInput = z.object({
  DetailViewSet: z.object({ Id: z.uuid({ message: 'A detail-view configuration is required' }) }),
  InfoWidgetActive: z.boolean(),
  InfoWidgetClosable: z.boolean(),
  InfoWidgetImage: z.object({ Id: z.uuid() }).nullable(),
  InfoWidgetText: z.string().max(INFO_WIDGET_TEXT_MAX).optional(),
});
export type TPermissionTemplateInput = z.infer<typeof ZPermissionTemplateInput>;

// ───── info widget images and the widget ─────

/** Images the info widget may show: PNG or JPEG (by content), at most 2 MB. */
export const INFO_WIDGET_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const ZInfoWidgetImage = ZInfoWidgetImageRef.extend({ Usage: z.number().int().min(0).describe('How many profiles show it.') });
export type TInfoWidgetImage = z.infer<typeof ZInfoWidgetImage>;

export const ZInfoWidgetDeleteResult = z.object({ Success: z.boolean() });

/** The member's info widget on the start page. */
export const ZInfoWidget = z.object({
  ProfileId: z.uuid(),
  Active: z.boolean(),
  Closable: z.boolean(),
  /** The member closed it (remembered per user and profile). */
  Closed: z.boolean(),
  ImageUrl: z.string().nullable(),
  Text: z.string(),
  /** Licence admins edit the text. */
  CanEdit: z.boolean(),
});
export type TInfoWidget = z.infer<typeof ZInfoWidget>;

export const ZInfoWidgetTextInput = z.object({ ProfileId: z.uuid(), Text: z.string().max(INFO_WIDGET_TEXT_MAX) });

// ───── the administration dialog's pickers ─────

const FIXED_TYPES: ReadonlySet<string> = new Set(DETAIL_DEFINITION_TYPES);

/** A line-of-business mask: a definition whose type is a branch abbreviation, not one of the fixed types. */
export const isBranchMaskType = (type: string): boolean => !FIXED_TYPES.has(type);

/** The definition types a picker of the dialog offers: the detail mask (DETAIL_X, or the plain X) or the table (TABELLE_X). */
export function pickerTypes(object: TDetailViewObjectType, kind: 'mask' | 'table'): string[] {
  return kind === 'mask' ? [`DETAIL_${object}`, object] : [`TABELLE_${object}`];
}

/** The data type whose catalogue a definition's columns come from (line-of-business masks show contracts). */
export function definitionDataType(type: string): 'Kunde' | 'Vertrag' | 'Schaden' {
  if (type.endsWith('KUNDE')) return 'Kunde';
  if (type.endsWith('SCHADEN')) return 'Schaden';
  return 'Vertrag';
}

/** A picker's choice: the selection without any definition of the picker's types, plus the chosen one (none: null). */
export function selectForTypes<T extends { Id: string; Type: string }>(selected: readonly string[], all: readonly T[], types: readonly string[], id: string | null): string[] {
  const ofTypes = new Set(all.filter((d) => types.includes(d.Type)).map((d) => d.Id));
  const rest = selected.filter((s) => !ofTypes.has(s));
  return id ? [...rest, id] : rest;
}
