/**
 * Which route parameters name a process and which tab they open (spec 001 §2.1). Apart from the other rules
 * of the page (process-detail-rules.ts, which need zod) because the routes in the entry use them.
 */
export const PROCESS_FOCUSES = ['nachrichten', 'dateien'] as const;
export type TProcessFocus = (typeof PROCESS_FOCUSES)[number];
export const DEFAULT_PROCESS_FOCUS: TProcessFocus = 'nachrichten';

/** Unknown focus values (old links such as …/uebersicht) show the thread. */
export const normaliseProcessFocus = (focus: string | null | undefined): TProcessFocus =>
  (PROCESS_FOCUSES as readonly string[]).includes(focus ?? '') ? (focus as TProcessFocus) : DEFAULT_PROCESS_FOCUS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Access tokens are 32 hex characters (the database default and the seed); letters, digits and dashes
 * from 16 characters on are accepted. Words with underscores or shorter ones (posteingang,
 * neue_nachrichten, vorgaenge) are feed pages, never processes, even before their static routes exist.
 */
const TOKEN = /^[A-Za-z0-9-]{16,128}$/;

export const isProcessId = (value: string): boolean => UUID.test(value);
/** Whether /vorgang/{value} names a process (by id or access token). */
export const isProcessRef = (value: string): boolean => isProcessId(value) || TOKEN.test(value);

/** The API path of the process a route parameter names: by id, or by access token. */
export const processApiPath = (ref: string): string => (isProcessId(ref) ? `Vorgang/${encodeURIComponent(ref)}` : `Vorgang/ByToken/${encodeURIComponent(ref)}`);
