import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSaveFormRiskResult } from '@portal/domain';
import type { TFormData } from '@portal/forms';
import { ApiError } from '../../../lib/api-client';
import { readFormPagesEntry, type TFormPagesEntry, type TStorageLike } from './form-pages-store';
import { RiskSync, STORE_DELAY_MS, type TRiskSyncOptions } from './risk-sync';

const RISK = '00000000-0000-4000-8000-000000000001';

function memoryStorage(): TStorageLike {
  const items: Record<string, string> = {};
  return { getItem: (k) => items[k] ?? null, setItem: (k, v) => void (items[k] = v) };
}

/** A fake server: versioned like the real one (409 with its state when the version is stale). */
function fakeServer(start: { Data: TFormData; Version: number }) {
  const state = { ...start, reachable: true, calls: 0 };
  const save = vi.fn(async (data: TFormData, version: number): Promise<TSaveFormRiskResult> => {
    state.calls += 1;
    if (!state.reachable) throw new ApiError({ code: 'NETWORK', status: 0 });
    if (version !== state.Version) throw new ApiError({ code: 'VERSION_CONFLICT', status: 409, current: { Data: state.Data, Version: state.Version } });
    state.Data = data;
    state.Version += 1;
    return { RiskId: RISK, Version: state.Version, Status: 'draft', Data: data, Valid: true, Errors: [] };
  });
  return { state, save };
}

function makeSync(server: ReturnType<typeof fakeServer>, local: TFormPagesEntry | null = null, storage = memoryStorage()) {
  const replaced: TFormData[] = [];
  const options: TRiskSyncOptions = { riskId: RISK, save: server.save, storage, onReplaceData: (d) => replaced.push(d) };
  const sync = new RiskSync(options, { server: { Data: server.state.Data, Version: server.state.Version, Status: 'draft' }, local });
  return { sync, storage, replaced };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RiskSync', () => {
  it('stores the edits of a quarter second in one write and sends only the last one after 1000 ms', async () => {
    const server = fakeServer({ Data: {}, Version: 1 });
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'setItem');
    const { sync } = makeSync(server, null, storage);
    writes.mockClear();
    sync.edit({ Name: 'M' });
    sync.edit({ Name: 'Mü' });
    expect(writes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(STORE_DELAY_MS);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(readFormPagesEntry(storage, RISK)).toMatchObject({ data: { Name: 'Mü' }, baseVersion: 1, dirty: true });
    expect(sync.getSnapshot().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(999 - STORE_DELAY_MS);
    expect(server.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(server.save).toHaveBeenCalledWith({ Name: 'Mü' }, 1);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', version: 2, dirty: false });
    expect(readFormPagesEntry(storage, RISK)).toMatchObject({ baseVersion: 2, dirty: false });
  });

  it('keeps edits while the server is away, retries with growing pauses and sends them when it is back', async () => {
    const server = fakeServer({ Data: {}, Version: 1 });
    server.state.reachable = false;
    const { sync, storage } = makeSync(server);
    sync.edit({ Name: 'offline' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync.getSnapshot().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000); // first retry after 1 s
    await vi.advanceTimersByTimeAsync(2000); // then 2 s
    expect(server.state.calls).toBe(3);
    sync.edit({ Name: 'offline, more' });
    // Leaving the page does not wait for the store delay.
    sync.flushStorage();
    expect(readFormPagesEntry(storage, RISK)).toMatchObject({ data: { Name: 'offline, more' }, dirty: true });
    server.state.reachable = true;
    sync.retryNow(); // the browser's online event
    await vi.advanceTimersByTimeAsync(0);
    expect(server.state.Data).toEqual({ Name: 'offline, more' });
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('restores unsent edits after a reload and sends them at once', async () => {
    const server = fakeServer({ Data: { Name: 'old' }, Version: 4 });
    const { sync } = makeSync(server, { data: { Name: 'typed before reload' }, baseVersion: 4, page: 2, dirty: true, updatedAt: 1 });
    expect(sync.getSnapshot().data).toEqual({ Name: 'typed before reload' });
    expect(sync.initialPage).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.save).not.toHaveBeenCalled(); // an instance React throws away sends nothing
    sync.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.state).toMatchObject({ Data: { Name: 'typed before reload' }, Version: 5 });
  });

  it('shows a conflict when unsent edits are based on an older version than the server has', () => {
    const server = fakeServer({ Data: { Name: 'other tab' }, Version: 6 });
    const { sync } = makeSync(server, { data: { Name: 'mine' }, baseVersion: 4, page: 0, dirty: true, updatedAt: 1 });
    expect(sync.getSnapshot().conflict).toEqual({ mine: { Name: 'mine' }, theirs: { Name: 'other tab' }, theirsVersion: 6, base: null });
  });

  it('a stale version gets the conflict; keeping mine saves on top of the server version', async () => {
    const server = fakeServer({ Data: {}, Version: 1 });
    const { sync } = makeSync(server);
    server.state.Data = { Name: 'saved by the other tab' };
    server.state.Version = 2;
    sync.edit({ Name: 'mine' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync.getSnapshot().status).toBe('conflict');
    sync.edit({ Name: 'mine, still typing' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.state.Data).toEqual({ Name: 'saved by the other tab' }); // nothing sent while undecided
    sync.resolveConflict('mine');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.state).toMatchObject({ Data: { Name: 'mine, still typing' }, Version: 3 });
  });

  it('keeping mine keeps what only the other tab changed', async () => {
    const server = fakeServer({ Data: { Name: 'Anna', Phone: '' }, Version: 1 });
    const { sync, replaced } = makeSync(server);
    server.state.Data = { Name: 'Anna', Phone: '', Policy: 'TAB-1' };
    server.state.Version = 2;
    sync.edit({ Name: 'Anna', Phone: '0171' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync.getSnapshot().conflict?.base).toEqual({ Name: 'Anna', Phone: '' });
    sync.resolveConflict('mine');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.state.Data).toEqual({ Name: 'Anna', Phone: '0171', Policy: 'TAB-1' });
    expect(replaced).toEqual([{ Name: 'Anna', Phone: '0171', Policy: 'TAB-1' }]);
  });

  it('taking the server version replaces the runtime answers', async () => {
    const server = fakeServer({ Data: {}, Version: 1 });
    const { sync, replaced, storage } = makeSync(server);
    server.state.Data = { Name: 'theirs' };
    server.state.Version = 2;
    sync.edit({ Name: 'mine' });
    await vi.advanceTimersByTimeAsync(1000);
    sync.resolveConflict('theirs');
    expect(replaced).toEqual([{ Name: 'theirs' }]);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', version: 2, dirty: false, data: { Name: 'theirs' } });
    expect(readFormPagesEntry(storage, RISK)).toMatchObject({ data: { Name: 'theirs' }, baseVersion: 2, dirty: false });
  });

  it('takes over another tab\'s answers when it has no unsent edits of its own', () => {
    const server = fakeServer({ Data: {}, Version: 1 });
    const { sync, replaced } = makeSync(server);
    sync.otherTabWrote({ data: { Name: 'from tab 2' }, baseVersion: 3, page: 0, dirty: false, updatedAt: 1 });
    expect(replaced).toEqual([{ Name: 'from tab 2' }]);
    expect(sync.getSnapshot()).toMatchObject({ version: 3, dirty: false });
  });

  it('a refused save is kept and marked failed, not retried in a loop', async () => {
    const server = fakeServer({ Data: {}, Version: 1 });
    server.save.mockRejectedValueOnce(new ApiError({ code: 'PAYLOAD_TOO_LARGE', status: 413 }));
    const { sync, storage } = makeSync(server);
    sync.edit({ Name: 'x'.repeat(10) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync.getSnapshot()).toMatchObject({ status: 'failed', errorCode: 'PAYLOAD_TOO_LARGE', dirty: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(readFormPagesEntry(storage, RISK)?.dirty).toBe(true);
  });

  it('flush sends pending edits before a transfer', async () => {
    const server = fakeServer({ Data: {}, Version: 1 });
    const { sync } = makeSync(server);
    sync.edit({ Name: 'last keystroke' });
    await sync.flush();
    expect(server.state).toMatchObject({ Data: { Name: 'last keystroke' }, Version: 2 });
  });
});
