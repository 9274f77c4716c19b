import type { QueryKey } from '@tanstack/react-query';
import { eventsUrl, LIVE_EVENT_NAMES, mergeQueryKeys, queryKeysForEvent, reconnectDelayMs } from './live-event-keys';

/** Events arriving together (process-message and counts-changed of one post) cause one reload. */
export const BATCH_MS = 150;

/** The part of EventSource the stream uses (a fake in tests). */
export type TEventSourceLike = {
  readonly readyState: number;
  addEventListener: (type: string, listener: () => void) => void;
  close: () => void;
};

type TOptions = {
  license: string;
  createSource: (url: string) => TEventSourceLike;
  invalidate: (queryKey: QueryKey) => void;
  /** EventSource.CLOSED */
  closedState?: number;
};

/**
 * Keeps one event stream of a licence open and turns its events into query invalidations
 * (live-event-keys.ts). The browser reconnects an EventSource by itself after a network loss; the first
 * `open` after an error reloads counters and processes. When the browser gives up (an error answer such as
 * 401 or 503 closes the source for good) a new source is opened after a growing delay. Returns the stop function.
 */
export function connectLiveEvents({ license, createSource, invalidate, closedState = 2 }: TOptions): () => void {
  let source: TEventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: QueryKey[] = [];
  let hadError = false;
  let attempt = 0;
  let stopped = false;

  const schedule = (keys: readonly QueryKey[]) => {
    pending.push(...keys);
    if (batchTimer) return;
    batchTimer = setTimeout(() => {
      batchTimer = undefined;
      const keysNow = mergeQueryKeys(pending);
      pending = [];
      for (const queryKey of keysNow) invalidate(queryKey);
    }, BATCH_MS);
  };

  const connect = () => {
    if (stopped) return;
    const es = createSource(eventsUrl(license));
    source = es;
    es.addEventListener('open', () => {
      if (hadError) schedule(queryKeysForEvent('reconnect'));
      hadError = false;
      attempt = 0;
    });
    for (const name of LIVE_EVENT_NAMES) es.addEventListener(name, () => schedule(queryKeysForEvent(name)));
    es.addEventListener('error', () => {
      hadError = true;
      // CONNECTING: the browser retries by itself. CLOSED: it gave up; try again later.
      if (es.readyState === closedState) {
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
}
