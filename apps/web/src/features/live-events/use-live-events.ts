import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionState } from '../session';
import { eventsUrl, LIVE_EVENT_NAMES, mergeQueryKeys, queryKeysForEvent, reconnectDelayMs } from './live-event-keys';

/** Events arriving together (process-message and counts-changed of one post) cause one reload. */
const BATCH_MS = 150;

/**
 * Server push for the active licence (GET /Events, Server-Sent Events): while a licence session is
 * active, an EventSource stays open and its events invalidate the queries they touch
 * (live-event-keys.ts). The stream closes on logout and is reopened for a new licence. EventSource
 * reconnects by itself after a network loss; after such a reconnect the counters are reloaded. When the
 * browser gives up (an error answer such as 401 or 503), the hook tries again after a growing delay.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { initialised, active } = useSessionState();
  const license = initialised ? (active?.license ?? null) : null;

  useEffect(() => {
    if (!license || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let batchTimer: ReturnType<typeof setTimeout> | undefined;
    let pending: QueryKey[] = [];
    let hadError = false;
    let attempt = 0;
    let stopped = false;

    const invalidate = (keys: readonly QueryKey[]) => {
      pending.push(...keys);
      if (batchTimer) return;
      batchTimer = setTimeout(() => {
        batchTimer = undefined;
        const keysNow = mergeQueryKeys(pending);
        pending = [];
        for (const queryKey of keysNow) void queryClient.invalidateQueries({ queryKey });
      }, BATCH_MS);
    };

    const connect = () => {
      if (stopped) return;
      const es = new EventSource(eventsUrl(license), { withCredentials: true });
      source = es;
      es.addEventListener('open', () => {
        if (hadError) invalidate(queryKeysForEvent('reconnect'));
        hadError = false;
        attempt = 0;
      });
      for (const name of LIVE_EVENT_NAMES) es.addEventListener(name, () => invalidate(queryKeysForEvent(name)));
      es.addEventListener('error', () => {
        hadError = true;
        // CONNECTING: the browser retries by itself. CLOSED: it gave up; try again later.
        if (es.readyState === EventSource.CLOSED) {
          es.close();
          retryTimer = setTimeout(connect, reconnectDelayMs(attempt++));
        }
      });
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(batchTimer);
      source?.close();
    };
  }, [license, queryClient]);
}
