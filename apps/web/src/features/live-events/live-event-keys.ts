/**
 * Which cached queries a push event (GET /Events, docs/api-processes.md) makes stale. Events are hints,
 * not a log: the client reloads what they touch.
 *
 * - process-message: every query whose key starts with 'process' (feeds, feed summary, process pages).
 * - counts-changed: the counters — the summary counts and the inbox count (features/summary: keys
 *   ['summary', licence] and ['summary', 'inbox-count', licence], which also feed the navbar badges) and
 *   the feed summary (features/processes: ['process', 'feed-summary', licence]).
 * - reconnect (the stream opened again after an error): events may have been missed meanwhile, so the
 *   counters and the process queries are reloaded.
 */
import type { QueryKey } from '@tanstack/react-query';
import { API_BASE } from '../../lib/api-client';

export const LIVE_EVENT_NAMES = ['process-message', 'counts-changed'] as const;
export type TLiveEventName = (typeof LIVE_EVENT_NAMES)[number];

const PROCESS_KEYS: readonly QueryKey[] = [['process']];
export const COUNT_QUERY_KEYS: readonly QueryKey[] = [['summary'], ['process', 'feed-summary']];

export function queryKeysForEvent(event: TLiveEventName | 'reconnect'): readonly QueryKey[] {
  switch (event) {
    case 'process-message':
      return PROCESS_KEYS;
    case 'counts-changed':
      return COUNT_QUERY_KEYS;
    case 'reconnect':
      return [...COUNT_QUERY_KEYS, ...PROCESS_KEYS];
  }
}

const isPrefix = (prefix: QueryKey, key: QueryKey): boolean => prefix.length <= key.length && prefix.every((part, i) => part === key[i]);

/** Keys to invalidate for a burst of events: duplicates and keys covered by a shorter prefix dropped. */
export function mergeQueryKeys(keys: readonly QueryKey[]): QueryKey[] {
  const out: QueryKey[] = [];
  for (const key of keys) {
    if (out.some((k) => isPrefix(k, key))) continue;
    for (let i = out.length - 1; i >= 0; i--) if (isPrefix(key, out[i]!)) out.splice(i, 1);
    out.push(key);
  }
  return out;
}

/** The stream of the active licence. */
export const eventsUrl = (license: string): string => `${API_BASE}/Events?license=${encodeURIComponent(license)}`;

/**
 * Wait before opening a stream again that the browser gave up on (a non-2xx answer closes an
 * EventSource for good): 2 s, doubling, at most 60 s.
 */
export const reconnectDelayMs = (attempt: number): number => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt));
