/**
 * When the session ends unless the user does something: every API answer of a logged-in request carries the
 * server's idle end (`X-Session-Idle-Expires`); the idle warning reads it here. Kept outside React so that the
 * API client (lib) can write it without knowing any component.
 */
type TListener = () => void;

let idleExpiresAt: number | null = null;
let idleTimeoutMs: number | null = null;
const listeners = new Set<TListener>();

function apply(next: number | null, timeoutMs: number | null): void {
  idleTimeoutMs = timeoutMs;
  if (next === idleExpiresAt) return;
  idleExpiresAt = next;
  for (const l of listeners) l();
}

/**
 * Tabs of the same browser share one session: an answer one tab receives moves the others' idle end too, so that
 * a tab left in the background does not warn (or end) while the user works in another.
 */
type TClockMessage = { at: number; timeoutMs: number | null };
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal.session-clock');
// Outside a browser (unit tests in Node) an open channel would keep the process alive.
(channel as (BroadcastChannel & { unref?: () => void }) | null)?.unref?.();
channel?.addEventListener('message', (event: MessageEvent<TClockMessage>) => {
  const { at, timeoutMs } = event.data;
  // Another tab's news can only move the end later: the server's idle end never moves back while the session lives.
  if (typeof at === 'number' && (idleExpiresAt === null || at > idleExpiresAt)) apply(at, timeoutMs);
});

export const sessionClock = {
  get: (): number | null => idleExpiresAt,
  /** The server's idle timeout (X-Session-Idle-Seconds), once known. */
  timeoutMs: (): number | null => idleTimeoutMs,
  /** The idle end of an answer this tab received; passed on to the other tabs. */
  set(next: number | null, timeoutMs: number | null = idleTimeoutMs): void {
    const changed = next !== idleExpiresAt;
    apply(next, timeoutMs);
    if (changed && next !== null) channel?.postMessage({ at: next, timeoutMs } satisfies TClockMessage);
  },
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The headers' idle end and idle timeout, or null when absent or unreadable. */
export function idleEndOf(headers: Headers): { at: number; timeoutMs: number | null } | null {
  const raw = headers.get('x-session-idle-expires');
  if (!raw) return null;
  const at = Date.parse(raw);
  const seconds = Number(headers.get('x-session-idle-seconds'));
  return Number.isNaN(at) ? null : { at, timeoutMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null };
}

const ENDED_KEY = 'portal.sessionEnded';

/** Remembers for the login page why the session ended (shown once). */
export function markSessionEnded(reason: 'expired'): void {
  try {
    sessionStorage.setItem(ENDED_KEY, reason);
  } catch {
    // Storage blocked: the login page simply shows no reason.
  }
}

export function takeSessionEndedReason(): 'expired' | null {
  try {
    const reason = sessionStorage.getItem(ENDED_KEY);
    sessionStorage.removeItem(ENDED_KEY);
    return reason === 'expired' ? reason : null;
  } catch {
    return null;
  }
}
