/**
 * Process (Vorgang) feed rules (spec 000 §2.7, §2.8, §4): the feed filters, the type filter, the
 * process list dropdown and the page sizes. Each filter is a declarative criteria object so that the
 * server maps the very same rules to SQL and these pure functions test them.
 */
import { z } from 'zod';

export const PROCESS_FEED_FILTERS = [
  'neue_nachrichten',
  'offene_aufgaben',
  'alle_aufgaben',
  'posteingang',
  'postausgang',
  'aktuelle_angebote',
  'aktuelle_anfragen',
  'aktive_Meldungen',
] as const;
export type TProcessFeedFilter = (typeof PROCESS_FEED_FILTERS)[number];
export const DEFAULT_PROCESS_FEED_FILTER: TProcessFeedFilter = 'neue_nachrichten';

/** Message types; the feed's type filter works on the type of the last message. */
export const PROCESS_MESSAGE_TYPES = ['Info', 'Antwort', 'Datei', 'Bestaetigung'] as const;
export type TProcessMessageType = (typeof PROCESS_MESSAGE_TYPES)[number];
/** Types a user may post as text (Datei comes with an upload). */
export const POSTABLE_MESSAGE_TYPES = ['Info', 'Antwort', 'Bestaetigung'] as const;

export const PROCESS_REQUIRED_ACTIONS = ['none', 'confirmation', 'answer', 'documents'] as const;
export type TProcessRequiredAction = (typeof PROCESS_REQUIRED_ACTIONS)[number];

/** Process list dropdown (spec 000 §2.7): show all, confirmation / answer / documents required. */
export const PROCESS_LIST_ACTION_FILTERS = ['all', 'confirmation', 'answer', 'documents'] as const;
export type TProcessListActionFilter = (typeof PROCESS_LIST_ACTION_FILTERS)[number];

export const PROCESS_FEED_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PROCESS_FEED_PAGE_SIZE = 5;

export const PROCESS_KINDS = ['task', 'message', 'offer', 'inquiry'] as const;

/** What a feed filter keeps. Every set member must hold (AND). */
export type TProcessFeedCriteria = {
  /** Only open (active) processes. */
  activeOnly: boolean;
  /** required_action <> none. */
  withAction?: true;
  /** Unread, or KundenStatus not 'Ok'. */
  unreadOrNotOk?: true;
  direction?: 'in' | 'out';
  kind?: 'offer' | 'inquiry';
  alertOnly?: true;
};

export const PROCESS_FEED_CRITERIA: Record<TProcessFeedFilter, TProcessFeedCriteria> = {
  // Unread-only is decided per request (resolveNewMessages), not here.
  neue_nachrichten: { activeOnly: true },
  offene_aufgaben: { activeOnly: true, withAction: true },
  alle_aufgaben: { activeOnly: false },
  posteingang: { activeOnly: true, direction: 'in', unreadOrNotOk: true },
  postausgang: { activeOnly: false, direction: 'out' },
  aktuelle_angebote: { activeOnly: true, kind: 'offer' },
  aktuelle_anfragen: { activeOnly: true, kind: 'inquiry' },
  aktive_Meldungen: { activeOnly: true, alertOnly: true },
};

/** The facts of a process the rules look at. */
export type TProcessFacts = {
  active: boolean;
  read: boolean;
  kundenStatus: string;
  requiredAction: string;
  isAlert: boolean;
  direction: string;
  kind: string;
};

export function matchesFeedCriteria(c: TProcessFeedCriteria, p: TProcessFacts): boolean {
  if (c.activeOnly && !p.active) return false;
  if (c.withAction && p.requiredAction === 'none') return false;
  if (c.unreadOrNotOk && p.read && p.kundenStatus === 'Ok') return false;
  if (c.direction && p.direction !== c.direction) return false;
  if (c.kind && p.kind !== c.kind) return false;
  if (c.alertOnly && !p.isAlert) return false;
  return true;
}

/**
 * neue_nachrichten: when unread (open) processes exist, only those are shown; otherwise all open ones are
 * shown and the option panel opens so the user can pick another filter.
 */
export function resolveNewMessages(unreadCount: number): { onlyUnread: boolean; openOptions: boolean } {
  return unreadCount > 0 ? { onlyUnread: true, openOptions: false } : { onlyUnread: false, openOptions: true };
}

/** Whether a process belongs to a feed page (filter, the unread rule of neue_nachrichten, dropdown). */
export function matchesProcessFeed(
  p: TProcessFacts,
  o: { filter: TProcessFeedFilter; onlyUnread: boolean; action?: TProcessListActionFilter },
): boolean {
  if (!matchesFeedCriteria(PROCESS_FEED_CRITERIA[o.filter], p)) return false;
  if (o.filter === 'neue_nachrichten' && o.onlyUnread && p.read) return false;
  if (o.action && o.action !== 'all' && p.requiredAction !== o.action) return false;
  return true;
}

/** What posting a message does to the process (spec 000 §4; decisions in docs/api-processes.md). */
export function processAfterMessage(
  p: { requiredAction: string; dirty: boolean },
  type: TProcessMessageType,
): { requiredAction: string; dirty: boolean; read: false } {
  let { requiredAction, dirty } = p;
  if (type === 'Bestaetigung') {
    dirty = false;
    if (requiredAction === 'confirmation') requiredAction = 'none';
  }
  if (type === 'Antwort' && requiredAction === 'answer') requiredAction = 'none';
  if (type === 'Datei' && requiredAction === 'documents') requiredAction = 'none';
  // A new message is news for the other side: the one read flag of the process is cleared.
  return { requiredAction, dirty, read: false };
}

// ── API payloads ──

export const ZProcessFeedQuery = z.object({
  filter: z.enum(PROCESS_FEED_FILTERS).default(DEFAULT_PROCESS_FEED_FILTER).describe('The view of the post box: new messages, open or all tasks, inbox, outbox, current offers or requests, active reports …'),
  type: z.enum(PROCESS_MESSAGE_TYPES).optional().describe('Only processes whose latest message is of this type.'),
  action: z.enum(PROCESS_LIST_ACTION_FILTERS).default('all').describe('Only processes waiting for an action of this kind.'),
  q: z.string().trim().max(200).optional().describe('Text to find in subject, number or customer.'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Entries to skip (paging).'),
  take: z.coerce
    .number()
    .int()
    .refine((n) => (PROCESS_FEED_PAGE_SIZES as readonly number[]).includes(n), { message: 'One of 5, 10, 25' })
    .default(DEFAULT_PROCESS_FEED_PAGE_SIZE)
    .describe('Entries per page: 5, 10 or 25.'),
});
export type TProcessFeedQuery = z.infer<typeof ZProcessFeedQuery>;

const ZRef = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullable();

export const ZProcessFeedItem = z.object({
  Id: z.string(),
  Headline: z.string(),
  Active: z.boolean(),
  Read: z.string().nullable(),
  KundenStatus: z.string(),
  Art: z.string(),
  Aktion: z.string(),
  Dirty: z.boolean(),
  Meldung: z.boolean(),
  Richtung: z.string(),
  ProcessAccessToken: z.string(),
  Erstellt: z.string(),
  LastMessage: z
    .object({ Created: z.string(), Type: z.string(), FromMakler: z.boolean(), Text: z.string() })
    .nullable(),
  Kunde: ZRef({ Id: z.string(), Kundenname: z.string() }),
  /** Typ: the contract's type, so a client can open KOMPAKT contracts by their rule. */
  Vertrag: ZRef({ Id: z.string(), VertragsNr: z.string(), Typ: z.string().nullable().optional() }),
  Schaden: ZRef({ Id: z.string(), NummerMakler: z.string() }),
});
export type TProcessFeedItem = z.infer<typeof ZProcessFeedItem>;

export const ZProcessFeed = z.object({
  Items: z.array(ZProcessFeedItem),
  Total: z.number().int(),
  OnlyUnread: z.boolean(),
  OpenOptions: z.boolean(),
});
export type TProcessFeed = z.infer<typeof ZProcessFeed>;

export const ZProcessFile = z.object({ Id: z.string(), FileName: z.string(), MimeType: z.string(), Size: z.number().int(), Url: z.string() });
export const ZProcessMessage = z.object({
  Id: z.string(),
  Author: z.string(),
  FromMakler: z.boolean(),
  Type: z.string(),
  Text: z.string(),
  Created: z.string(),
  Read: z.string().nullable(),
  Files: z.array(ZProcessFile),
});
export type TProcessMessage = z.infer<typeof ZProcessMessage>;

export const ZProcessDetail = ZProcessFeedItem.extend({ Messages: z.array(ZProcessMessage) });
export type TProcessDetail = z.infer<typeof ZProcessDetail>;

export const ZPostProcessMessage = z.object({
  Text: z.string().trim().min(1).max(5000),
  Type: z.enum(POSTABLE_MESSAGE_TYPES).default('Info'),
});
export type TPostProcessMessage = z.infer<typeof ZPostProcessMessage>;

export const ZProcessReadStatus = z.object({ Read: z.boolean() });

export const OFFER_SORT_FIELDS = ['Erstellt', 'Status', 'Produkt', 'Praemie', 'Kunde.Kundenname'] as const;
export const ZOfferQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Offers to skip (paging).'),
  take: z.coerce.number().int().min(1).max(500).default(25).describe('Offers per page.'),
  sort: z.enum(OFFER_SORT_FIELDS).default('Erstellt').describe('The field to sort by (Praemie only where the member may see premiums).'),
  dir: z.enum(['asc', 'desc']).default('desc').describe('Sort direction.'),
});
export const ZOfferRow = z.object({
  Id: z.string(),
  ProcessAccessToken: z.string(),
  Status: z.string(),
  Waehrung: z.string(),
  Anschrift: z.string().nullable(),
  Praemie: z.number().nullable(),
  Produkt: z.string().nullable(),
  Erstellt: z.string(),
  Kunde: z.object({ Strasse: z.string().nullable(), Plz: z.string().nullable(), Ort: z.string().nullable(), Kundenname: z.string().nullable() }),
  Vorgang: z.object({ Id: z.string() }),
});
export type TOfferRow = z.infer<typeof ZOfferRow>;
export const ZOfferList = z.object({ Items: z.array(ZOfferRow), Total: z.number().int() });
