import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { markSessionEnded, sessionClock } from '../../../lib/session-clock';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { isSessionStillAlive, keepSessionAlive } from '../api';

// The dialog's code loads when the warning window opens (while the server is asked), not with the entry.
const IdleWarningDialog = lazyDialog(() => import('./idle-warning-dialog').then((m) => m.IdleWarningDialog));

/** The warning opens a minute before the idle end (half the timeout when that is shorter). */
export const IDLE_WARNING_MS = 60_000;
const warningLeadMs = (): number => Math.min(IDLE_WARNING_MS, (sessionClock.timeoutMs() ?? Infinity) / 2);

/**
 * Warns a minute before the session's idle end, with a countdown, and offers to stay logged in (one request of
 * the user, which moves the server's idle end) or to log out. At the end the app goes to the login page, which
 * says why. The idle end comes from the server with every answer and is shared between tabs (lib/session-clock);
 * before warning and before ending, the server is asked once more, so a tab never ends a session used elsewhere.
 */
export function IdleWarning({ onLogout, onExpired }: { onLogout: () => void; onExpired: () => void }) {
  const idleEnd = useSyncExternalStore(sessionClock.subscribe, sessionClock.get);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  // Tick once a second only inside the warning window; otherwise wake up when it opens.
  useEffect(() => {
    if (idleEnd === null) return undefined;
    const untilWarning = idleEnd - warningLeadMs() - Date.now();
    if (untilWarning > 0) {
      const timer = window.setTimeout(() => setNow(Date.now()), untilWarning);
      return () => window.clearTimeout(timer);
    }
    const ticker = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(ticker);
  }, [idleEnd, now]);

  const remainingMs = idleEnd === null ? Infinity : idleEnd - now;
  const expired = remainingMs <= 0;
  const inWindow = idleEnd !== null && remainingMs <= warningLeadMs() && !expired;

  // Before warning, and again before ending, ask the server (without moving the idle end): another tab or device
  // of the same session may have been used meanwhile. A live answer moves the clock, which closes the window.
  const [checkedEnd, setCheckedEnd] = useState<number | null>(null);
  const checking = useRef<number | null>(null);
  useEffect(() => {
    if (!inWindow || idleEnd === null || checkedEnd === idleEnd || checking.current === idleEnd) return;
    checking.current = idleEnd;
    void IdleWarningDialog.preload();
    void isSessionStillAlive().then(() => setCheckedEnd(idleEnd));
  }, [inWindow, idleEnd, checkedEnd]);

  const ended = useRef(false);
  useEffect(() => {
    if (!expired || ended.current || idleEnd === null) return;
    ended.current = true;
    void isSessionStillAlive().then((alive) => {
      if (alive && (sessionClock.get() ?? 0) > Date.now()) {
        // Kept alive elsewhere: the clock has moved on; watch the new end.
        ended.current = false;
        setNow(Date.now());
        return;
      }
      markSessionEnded('expired');
      onExpired();
    });
  }, [expired, idleEnd, onExpired]);

  const open = inWindow && checkedEnd === idleEnd;
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));

  const stay = async () => {
    setPending(true);
    setError(null);
    try {
      await keepSessionAlive();
      setNow(Date.now());
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return <IdleWarningDialog open={open} seconds={seconds} error={error} pending={pending} onLogout={onLogout} onStay={() => void stay()} />;
}
