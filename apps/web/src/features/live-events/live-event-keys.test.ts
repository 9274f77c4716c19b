import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { eventsUrl, mergeQueryKeys, queryKeysForEvent, reconnectDelayMs } from './live-event-keys';

/** Which cached queries an event marks stale, checked against a real QueryClient with the app's keys. */
function staleAfter(event: Parameters<typeof queryKeysForEvent>[0]): string[] {
  const qc = new QueryClient();
  const keys = [
    ['summary', 'L1'],
    ['summary', 'inbox-count', 'L1'],
    ['process', 'feed-summary', 'L1'],
    ['process', 'feed', 'L1', { filter: 'posteingang' }],
    ['process', 'detail', 'L1', 'abc'],
    ['customer', 'L1', 'c1'],
    ['data', 'L1', 'Vertrag', 'page', {}],
  ];
  for (const key of keys) qc.setQueryData(key, 1);
  for (const queryKey of mergeQueryKeys(queryKeysForEvent(event))) void qc.invalidateQueries({ queryKey, refetchType: 'none' });
  return qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();
}

describe('live event keys', () => {
  it('process-message reloads every process query, nothing else', () => {
    expect(staleAfter('process-message')).toEqual(
      ['["process","detail","L1","abc"]', '["process","feed","L1",{"filter":"posteingang"}]', '["process","feed-summary","L1"]'].sort(),
    );
  });

  it('counts-changed reloads the summary, inbox count (navbar badges) and feed summary', () => {
    expect(staleAfter('counts-changed')).toEqual(['["process","feed-summary","L1"]', '["summary","L1"]', '["summary","inbox-count","L1"]'].sort());
  });

  it('a reconnect reloads counters and processes', () => {
    expect(staleAfter('reconnect')).toHaveLength(5);
  });

  it('merges keys: duplicates and keys under a shorter prefix go', () => {
    expect(mergeQueryKeys([['process', 'feed-summary'], ['summary'], ['process'], ['summary']])).toEqual([['summary'], ['process']]);
    expect(mergeQueryKeys([])).toEqual([]);
  });

  it('builds the stream address and backs off up to a minute', () => {
    expect(eventsUrl('DEMO-MAKLER')).toBe('/api/v1/Events?license=DEMO-MAKLER');
    expect(eventsUrl('a b')).toBe('/api/v1/Events?license=a%20b');
    expect([0, 1, 2, 5, 10].map(reconnectDelayMs)).toEqual([2000, 4000, 8000, 60_000, 60_000]);
  });
});
