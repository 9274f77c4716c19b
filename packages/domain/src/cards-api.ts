/**
 * The card view of the Karten preset (spec 000 §2.5 Cards, §3 Card config, §4 Admin mode) and its administration:
 * the live view every member sees at /startseite and /custom/{id}, the licence admins' draft, backups, and the
 * rules both sides apply (a card's ?cardId= filter, reordering, card groups).
 */
import { z } from 'zod';
import { CARD_FILTER_OPERATORS, dataFilterIssues, type TCardFilterIssue } from './data-filter-issues.js';
import { ZViewPreset } from './roles.js';
import { ZReportCardProperties } from './report-cards.js';

/** The icons the card editor offers (Material icon names; the web maps each to its icon). */
export const CARD_ICONS = [
  'dashboard', 'description', 'directions_car', 'home', 'health', 'travel', 'pets', 'sailing', 'business', 'people',
  'support_agent', 'folder_shared', 'folder', 'mail', 'report', 'euro', 'shield', 'assignment', 'event', 'star',
] as const;
export const ZCardIcon = z.enum(CARD_ICONS);
export type TCardIcon = z.infer<typeof ZCardIcon>;

/**
 * What a card without a link does: `group` opens its card group (/custom/{id}); the others open a service.
 * The web maps each to its route (cards/card-target.ts).
 */
export const CARD_ACTIONS = ['group', 'needsAnalysis', 'claimReport', 'documents', 'inbox', 'report'] as const;
export const ZCardAction = z.enum(CARD_ACTIONS);
export type TCardAction = z.infer<typeof ZCardAction>;

export { CARD_FILTER_OPERATORS, dataFilterIssues, type TCardFilterIssue } from './data-filter-issues.js';

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

/**
 * AdditionalProperties of a card: the filter /vertrag?cardId= applies (Property, Operator, Value). All three
 * absent means no filter. The property must be one the contracts list may filter by, the operator one its type
 * takes, and the value of that type.
 */
export const ZCardFilter = z
  .object({
    Property: z.string().min(1).max(120).optional(),
    Operator: z.enum(CARD_FILTER_OPERATORS).optional(),
    Value: z.union([scalar, z.array(scalar).min(1).max(100)]).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    for (const issue of cardFilterIssues(f)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type TCardFilter = z.infer<typeof ZCardFilter>;

/** Why a card filter cannot apply to the contracts list (empty when it can). Pure: the editor shows the same messages. */
export function cardFilterIssues(f: { Property?: string; Operator?: string; Value?: unknown }): TCardFilterIssue[] {
  return dataFilterIssues('Vertrag', f);
}

/** An in-app path (`/vertrag`, not `//host`) or an https address: never `javascript:` or other schemes. */
export const ZCardLink = z
  .string()
  .max(500)
  .refine((s) => (s.startsWith('/') && !s.startsWith('//')) || /^https:\/\/[^\s]+$/.test(s), 'an in-app path (/…) or an https:// address');

const ZCardName = z.object({ de: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80) }).strict();

/** What the card editor sends: a card either links somewhere or runs an action. */
export const ZCardInput = z
  .object({
    ParentId: z.uuid().nullable().default(null).describe('The card group (a card with Action `group`) it belongs to; null for the start page.'),
    Name: ZCardName,
    Icon: ZCardIcon,
    Link: ZCardLink.nullable().default(null),
    Action: ZCardAction.nullable().default(null),
    AdditionalProperties: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('A card\'s list filter (Property, Operator, Value); for a report card (Action `report`) also additionalFilters, spartenFilters, TemplateId and Context.'),
  })
  .strict()
  .superRefine((c, ctx) => {
    if ((c.Link === null) === (c.Action === null)) ctx.addIssue({ code: 'custom', path: ['Link'], message: 'A card has either a link or an action' });
    const parsed = additionalPropertiesSchema(c.Action).safeParse(c.AdditionalProperties);
    if (!parsed.success) for (const i of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['AdditionalProperties', ...i.path.map((k) => (typeof k === 'symbol' ? String(k) : k))], message: i.message });
  })
  .transform((c) => ({ ...c, AdditionalProperties: additionalPropertiesSchema(c.Action).parse(c.AdditionalProperties) as Record<string, unknown> }));

/** A report card's AdditionalProperties name its template and context; any other card's hold its list filter. */
const additionalPropertiesSchema = (action: TCardAction | null) => (action === 'report' ? ZReportCardProperties : ZCardFilter);
export type TCardInput = z.input<typeof ZCardInput>;

export const ZViewCard = z.object({
  Id: z.uuid(),
  ParentId: z.uuid().nullable(),
  Name: z.object({ de: z.string(), en: z.string() }),
  Icon: z.string(),
  Link: z.string().nullable(),
  Action: z.string().nullable(),
  AdditionalProperties: z.record(z.string(), z.unknown()),
});
export type TViewCard = z.infer<typeof ZViewCard>;

/** The card view (spec 000 §3): Custom = the licence's own cards, else the product's default cards. */
export const ZCardView = z.object({
  Custom: z.boolean(),
  Cards: z.array(ZViewCard).describe('In display order; a card group\'s cards name it as ParentId.'),
});
export type TCardView = z.infer<typeof ZCardView>;

/** The licence admins' working copy: what the live view will become when published. */
export const ZCardDraft = ZCardView.extend({
  Modified: z.boolean().describe('Whether the draft differs from the live view.'),
  UpdatedAt: z.iso.datetime().nullable(),
  /** The live view's own cards (Custom or not), so the editor can show both. */
  Live: ZCardView,
});
export type TCardDraft = z.infer<typeof ZCardDraft>;

export const ZCardCustomToggle = z.object({ Custom: z.boolean() }).strict();
export const ZCardOrder = z
  .object({
    ParentId: z.uuid().nullable().describe('The group whose cards are ordered; null for the start page.'),
    Ids: z.array(z.uuid()).min(1).max(200).describe('Every card of that group, in the new order.'),
  })
  .strict();
export type TCardOrder = z.infer<typeof ZCardOrder>;

export const ZCardBackup = z.object({
  Id: z.uuid(),
  CreatedAt: z.iso.datetime(),
  CreatedBy: z.string().nullable().describe('Name of who saved it; null when the user was deleted since.'),
  Custom: z.boolean(),
  CardCount: z.number().int(),
});
export type TCardBackup = z.infer<typeof ZCardBackup>;

/** The presets a licence admin can view the portal as (spec 000 §2.4 portal view selector). */
export const ADMIN_VIEW_PRESETS = ['Karten', 'Privat', 'Vermittler', 'Sachbearbeiter', 'Schadenmelder'] as const;
export const ZAdminViewPreset = z.object({ Preset: z.enum(ADMIN_VIEW_PRESETS) }).strict();
export const ZAdminViewPresetAnswer = z.object({ Preset: ZViewPreset });

/** At most this many cards per licence. */
export const MAX_CARDS = 200;

// ───── rules ─────

/** The cards of one group (null: the start page), in order. */
export function cardsOf<T extends { ParentId: string | null }>(cards: readonly T[], parentId: string | null): T[] {
  return cards.filter((c) => c.ParentId === parentId);
}

/**
 * The list with one group's cards in the order of `ids` (which must name exactly that group's cards); the other
 * cards keep their places. Returns null when `ids` is not a permutation of the group.
 */
export function reorderCards<T extends { Id: string; ParentId: string | null }>(cards: readonly T[], parentId: string | null, ids: readonly string[]): T[] | null {
  const group = cardsOf(cards, parentId);
  if (group.length !== ids.length || new Set(ids).size !== ids.length) return null;
  const byId = new Map(group.map((c) => [c.Id, c]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((c) => c === undefined)) return null;
  let next = 0;
  return cards.map((c) => (c.ParentId === parentId ? ordered[next++]! : c));
}

/** The ids of a card and everything inside it (a group's cards, recursively): what deleting it removes. */
export function cardWithDescendants(cards: readonly { Id: string; ParentId: string | null }[], id: string): Set<string> {
  const out = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of cards) {
      if (c.ParentId && out.has(c.ParentId) && !out.has(c.Id)) {
        out.add(c.Id);
        grew = true;
      }
    }
  }
  return out;
}

/** The group a card belongs to (null: the start page): where the back-to-parent button goes. */
export function parentOf(cards: readonly { Id: string; ParentId: string | null }[], id: string): string | null {
  return cards.find((c) => c.Id === id)?.ParentId ?? null;
}

/** Whether two views show the same (the draft is "modified" when it differs from live). */
export function sameCardView(a: TCardView, b: TCardView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The product's default cards (Custom = false): the main pages of the portal. Fixed ids, no filters. */
export const DEFAULT_CARDS: readonly TViewCard[] = [
  { Id: '00000000-0000-4000-8000-00000000c001', Name: { de: 'Verträge', en: 'Contracts' }, Icon: 'description', Link: '/vertrag' },
  { Id: '00000000-0000-4000-8000-00000000c002', Name: { de: 'Schäden', en: 'Claims' }, Icon: 'report', Link: '/schaden' },
  { Id: '00000000-0000-4000-8000-00000000c003', Name: { de: 'Dokumente', en: 'Documents' }, Icon: 'folder', Link: '/dokumente' },
  { Id: '00000000-0000-4000-8000-00000000c004', Name: { de: 'Posteingang', en: 'Inbox' }, Icon: 'mail', Link: '/vorgang/posteingang' },
  { Id: '00000000-0000-4000-8000-00000000c005', Name: { de: 'Kontakte', en: 'Contacts' }, Icon: 'people', Link: '/kontakte' },
  { Id: '00000000-0000-4000-8000-00000000c006', Name: { de: 'Bedarfsanalyse', en: 'Needs analysis' }, Icon: 'assignment', Link: '/bedarfsanalyse' },
].map((c) => ({ ...c, ParentId: null, Action: null, AdditionalProperties: {} }));
