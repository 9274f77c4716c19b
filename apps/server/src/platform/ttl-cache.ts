/**
 * A small in-memory cache with a short time to live, for lookups every request makes (session, membership,
 * maintenance lock). Concurrent misses of one key share one load (100 requests arriving together cost one query),
 * a failed load is not kept, and the oldest entries go first beyond `maxEntries`.
 *
 * Deleting a key while its load is in flight drops that load's result, so an invalidation that races a read
 * cannot be undone by it. Writes made elsewhere (another instance, an operator's SQL) show after at most `ttlMs`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key matches (e.g. all of one user's or one licence's). */
  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * One set of caches per database handle: each app (and each test database) has its own, and nothing leaks
 * from one database to another that happens to hold the same ids.
 */
export function cachesPerDatabase<C>(create: () => C): (db: object) => C {
  const byDb = new WeakMap<object, C>();
  return (db) => {
    let caches = byDb.get(db);
    if (!caches) {
      caches = create();
      byDb.set(db, caches);
    }
    return caches;
  };
}
