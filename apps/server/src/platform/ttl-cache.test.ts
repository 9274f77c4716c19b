import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('loads once for concurrent misses and again after its lifetime', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 10)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load, 999)).toBe(1);
    expect(await cache.get('k', load, 1000)).toBe(2);
  });

  it('keeps no failed load, and drops the result of a load that an invalidation overtook', async () => {
    const cache = new TtlCache<string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    await Promise.resolve();
    expect(cache.size).toBe(0);
    let finish: (v: string) => void = () => undefined;
    const stale = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)), 0);
    cache.delete('k');
    finish('old');
    expect(await stale).toBe('old');
    expect(await cache.get('k', async () => 'new', 1)).toBe('new');
  });

  it('forgets the oldest entries beyond its size, and by key pattern', async () => {
    const cache = new TtlCache<number>(1000, 2);
    await cache.get('a', async () => 1, 0);
    await cache.get('b', async () => 2, 0);
    await cache.get('c', async () => 3, 0);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10, 0)).toBe(10);
    cache.deleteWhere((key) => key !== 'a');
    expect(cache.size).toBe(1);
  });
});
