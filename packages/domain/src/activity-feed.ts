/**
 * Activity feed (notifications, spec 000 §2.9, §3 "Feed item", §9): the latest changes of the licence
 * across processes, documents, claims, customers, contracts and intermediaries, newest first.
 * Here: the query and answer schemas and the pure display rules (which date an entry shows, and the
 * description built from its linked objects), used by the server and the web alike.
 */
import { z } from 'zod';
import { isClaimReporter, isEndCustomer, type TPermissionContext } from './permissions.js';

export const FEED_ITEM_TYPES = ['Process', 'Schaden', 'Kunde', 'Vertrag', 'Brief', 'Vermittler'] as const;
export type TFeedItemType = (typeof FEED_ITEM_TYPES)[number];

/** Notifications feed page sizes (spec 000 §9). */
export const ACTIVITY_FEED_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_ACTIVITY_FEED_PAGE_SIZE = 10;

/**
 * GET /Feed query. Kunde, Vertrag, Schaden or Vermittler narrow the feed to what belongs to that one object
 * (detail and agency pages); at most one of them. Typ keeps one entry type.
 */
export const ZActivityFeedQueryFields = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0).describe('Entries to skip (paging).'),
  take: z.coerce
    .number()
    .int()
    .refine((n) => (ACTIVITY_FEED_PAGE_SIZES as readonly number[]).includes(n), { message: 'One of 5, 10, 25, 50' })
    .default(DEFAULT_ACTIVITY_FEED_PAGE_SIZE)
    .describe('Entries per page: 5, 10, 25 or 50.'),
  Kunde: z.uuid().optional().describe('Only the feed of this customer (at most one of Kunde, Vertrag, Schaden).'),
  Vertrag: z.uuid().optional().describe('Only the feed of this contract.'),
  Schaden: z.uuid().optional().describe('Only the feed of this claim.'),
  Vermittler: z
    .uuid()
    .optional()
    .describe("Only the feed of this intermediary's book (agency pages): its contracts, and the customers, claims, processes and documents of its customers."),
  Typ: z.enum(FEED_ITEM_TYPES).optional().describe('Only entries of this type.'),
});

const FEED_SCOPES = ['Kunde', 'Vertrag', 'Schaden', 'Vermittler'] as const;
export type TFeedScopeKind = (typeof FEED_SCOPES)[number];

/** Refinement: at most one scope object; the second one given is named as the field at fault. */
export function singleFeedScope(q: Partial<Record<TFeedScopeKind, string | undefined>>, ctx: z.RefinementCtx): void {
  const scoped = FEED_SCOPES.filter((k) => q[k] !== undefined);
  if (scoped.length > 1) ctx.addIssue({ code: 'custom', path: [scoped[1]!], message: 'Only one of Kunde, Vertrag, Schaden, Vermittler' });
}

export const ZActivityFeedQuery = ZActivityFeedQueryFields.superRefine(singleFeedScope);
export type TActivityFeedQuery = z.infer<typeof ZActivityFeedQuery>;

/** A linked object of an entry; Typ is the contract's type code (opening rule KOMPAKT), else null. */
export const ZFeedLink = z.object({ Id: z.string(), Headline: z.string(), Typ: z.string().nullable() });
export type TFeedLink = z.infer<typeof ZFeedLink>;

export const ZFeedItem = z.object({
  Typ: z.enum(FEED_ITEM_TYPES),
  Id: z.string(),
  Headline: z.string(),
  /** Creation time (ISO). */
  Erstellt: z.string(),
  /** Last change (ISO): the time the feed is ordered by. Processes: last message; documents: creation. */
  Bearbeitet: z.string(),
  /** Documents only. */
  Folder: z.string().nullable(),
  /** Processes and documents: read time (ISO) or null = unread; null for the other types. */
  Read: z.string().nullable(),
  /** Pending confirmation (processes). */
  Dirty: z.boolean(),
  /** Customers: an active message (note) exists — the bell; other types: the record is active/open. */
  Active: z.boolean(),
  License: z.string(),
  Kundenname: z.string().nullable(),
  /** Processes: the last message's type (Info, Antwort, Datei, Bestaetigung) and whether the broker's side wrote it. */
  LastAction: z.object({ Type: z.string(), FromMakler: z.boolean() }).nullable(),
  LastMessage: z.object({ Created: z.string() }).nullable(),
  /** Customers: one of the active messages (notes) is unread. */
  AnmerkungUngelesen: z.boolean(),
  /** Contracts: advice needed. */
  Beratungsbedarf: z.boolean(),
  /** Contracts: the type code (KOMPAKT opens elsewhere); null for other types. */
  VertragTyp: z.string().nullable(),
  Kunden: z.array(ZFeedLink),
  Schaeden: z.array(ZFeedLink),
  Vertraege: z.array(ZFeedLink),
  Vorgaenge: z.array(ZFeedLink),
  Vermittler: z.array(ZFeedLink),
});
export type TFeedItem = z.infer<typeof ZFeedItem>;

/** What an entry carries when its type has nothing to say (no folder, no links, not dirty, …). */
export const FEED_ITEM_DEFAULTS: Omit<TFeedItem, 'Typ' | 'Id' | 'Headline' | 'Erstellt' | 'Bearbeitet' | 'License'> = {
  Folder: null,
  Read: null,
  Dirty: false,
  Active: true,
  Kundenname: null,
  LastAction: null,
  LastMessage: null,
  AnmerkungUngelesen: false,
  Beratungsbedarf: false,
  VertragTyp: null,
  Kunden: [],
  Schaeden: [],
  Vertraege: [],
  Vorgaenge: [],
  Vermittler: [],
};

/** TotalIsEstimate: above 20,000 entries the total is the planner's estimate (as in the generic data query). */
export const ZActivityFeed = z.object({ Items: z.array(ZFeedItem), Total: z.number().int(), TotalIsEstimate: z.boolean().optional() });
export type TActivityFeed = z.infer<typeof ZActivityFeed>;

// ── display rules ──

export type TFeedDate =
  | { kind: 'created'; date: string }
  | { kind: 'lastMessage'; date: string; action: { type: string; fromMakler: boolean } | null }
  | { kind: 'changed'; date: string };

/**
 * The date an entry shows (spec 000 §2.9): a document its creation date; a process its last message's
 * date and last action (its change time when it has no message yet); every other entry its change date.
 */
export function feedItemDate(item: Pick<TFeedItem, 'Typ' | 'Erstellt' | 'Bearbeitet' | 'LastMessage' | 'LastAction'>): TFeedDate {
  if (item.Typ === 'Brief') return { kind: 'created', date: item.Erstellt };
  if (item.Typ === 'Process') {
    return {
      kind: 'lastMessage',
      date: item.LastMessage?.Created ?? item.Bearbeitet,
      action: item.LastAction ? { type: item.LastAction.Type, fromMakler: item.LastAction.FromMakler } : null,
    };
  }
  return { kind: 'changed', date: item.Bearbeitet };
}

export type TFeedLinkKind = 'Kunde' | 'Vertrag' | 'Schaden' | 'Vorgang' | 'Vermittler';
export type TFeedDescriptionPart = { kind: TFeedLinkKind; link: TFeedLink };

const LINK_ARRAYS: readonly [TFeedLinkKind, 'Kunden' | 'Vertraege' | 'Schaeden' | 'Vorgaenge' | 'Vermittler'][] = [
  ['Kunde', 'Kunden'],
  ['Vertrag', 'Vertraege'],
  ['Schaden', 'Schaeden'],
  ['Vorgang', 'Vorgaenge'],
  ['Vermittler', 'Vermittler'],
];

/**
 * The description of an entry from its linked objects: customer, contract, claim, process, intermediary
 * in that order, without the entry itself and without the object a scoped feed belongs to (on a
 * customer's page every entry would otherwise repeat the customer), each object once.
 */
export function feedDescription(
  item: Pick<TFeedItem, 'Id' | 'Kunden' | 'Vertraege' | 'Schaeden' | 'Vorgaenge' | 'Vermittler'>,
  options: { exclude?: readonly string[] } = {},
): TFeedDescriptionPart[] {
  const skip = new Set([item.Id, ...(options.exclude ?? [])]);
  const parts: TFeedDescriptionPart[] = [];
  for (const [kind, key] of LINK_ARRAYS) {
    for (const link of item[key]) {
      if (skip.has(link.Id) || !link.Headline.trim()) continue;
      skip.add(link.Id);
      parts.push({ kind, link });
    }
  }
  return parts;
}

/**
 * What a member receives of a feed entry (issue 8, field-level visibility): end customers never get the links to
 * their intermediary (the broker's internal reference); claim reporters get no customer or contract of any entry,
 * neither as link nor as name — records they cannot open. Brokers and staff get the entry as it is.
 */
export function feedItemForViewer(item: TFeedItem, viewer: Pick<TPermissionContext, 'role'>): TFeedItem {
  if (!isEndCustomer(viewer)) return item;
  const shown: TFeedItem = { ...item, Vermittler: [] };
  if (!isClaimReporter(viewer)) return shown;
  return { ...shown, Kunden: [], Vertraege: [], Kundenname: null };
}
