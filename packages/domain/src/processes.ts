/**
 * Process (Vorgang) feed rules (spec 000 §2.7, §2.8, §4): the feed filters, the type filter, the
 * process list dropdown and the page sizes. Each filter is a declarative criteria object so that the
 * server maps the very same rules to SQL and these pure functions test them. No zod here (the app's entry
 * uses these rules); the API payloads are in process-payloads.ts.
 */
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
