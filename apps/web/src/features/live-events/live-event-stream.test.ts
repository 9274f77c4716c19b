import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { BATCH_MS, connectLiveEvents, type TEventSourceLike } from './live-event-stream';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

class FakeSource implements TEventSourceLike {
  readyState = CONNECTING;
  closed = false;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }
  emit(type: string, readyState?: number) {
    if (readyState !== undefined) this.readyState = readyState;
    for (const l of this.listeners.get(type) ?? []) l();
  }
}

let sources: FakeSource[];
let invalidated: QueryKey[];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  invalidated = [];
  stop = connectLiveEvents({
    license: 'DEMO-MAKLER',
    createSource: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    invalidate: (key) => invalidated.push(key),
    closedState: CLOSED,
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTime(BATCH_MS);

describe('live event stream', () => {
  it('opens the stream of the licence and reloads nothing on the first open', () => {
    expect(sources.map((s) => s.url)).toEqual(['/api/v1/Events?license=DEMO-MAKLER']);
    sources[0]!.emit('open', OPEN);
    flush();
    expect(invalidated).toEqual([]);
  });

  it('turns a burst of events into one reload per key', () => {
    sources[0]!.emit('open', OPEN);
    sources[0]!.emit('process-message');
    sources[0]!.emit('counts-changed');
    expect(invalidated).toEqual([]);
    flush();
    // ['process', 'feed-summary'] of counts-changed is covered by ['process'].
    expect(invalidated).toEqual([['process'], ['summary']]);
  });

  it('reloads counters and processes when the browser reconnects after an error', () => {
    sources[0]!.emit('open', OPEN);
    sources[0]!.emit('error', CONNECTING);
    flush();
    expect(invalidated).toEqual([]);
    expect(sources).toHaveLength(1);
    sources[0]!.emit('open', OPEN);
    flush();
    expect(invalidated).toEqual([['summary'], ['process']]);
  });

  it('opens a new stream after a growing delay when the browser gave up', () => {
    sources[0]!.emit('error', CLOSED);
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.emit('error', CLOSED);
    vi.advanceTimersByTime(3_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]!.emit('open', OPEN);
    flush();
    expect(invalidated).toEqual([['summary'], ['process']]);
  });

  it('stops: closes the stream, cancels a pending retry and reload', () => {
    sources[0]!.emit('process-message');
    sources[0]!.emit('error', CLOSED);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.closed).toBe(true);
    expect(invalidated).toEqual([]);
  });
});
