/**
 * The per-instance caches of sessions and memberships (one second, see session-store.ts and memberships.ts) told
 * at once when another instance changes what they hold: logging out, ending sessions, a guest membership, licence
 * settings. The instance that makes the change forgets its own entries and announces it; with PostgreSQL the event
 * bus carries the announcement (NOTIFY) to every other instance, which forgets the same entries. A lost
 * announcement (the bus reconnecting) still ends within the cache's second.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

export const ZCacheInvalidation = z.discriminatedUnion('cache', [
  z.object({ cache: z.literal('sessions'), sessionId: z.string().optional() }),
  z.object({ cache: z.literal('memberships'), userId: z.string().optional(), licenseId: z.string().optional() }),
]);
export type TCacheInvalidation = z.infer<typeof ZCacheInvalidation>;

/** An announcement between instances: the invalidation and the instance it came from. */
export const ZCacheAnnouncement = z.object({ from: z.string(), invalidation: ZCacheInvalidation });
export type TCacheAnnouncement = z.infer<typeof ZCacheAnnouncement>;

/** What the event bus offers for it (event-bus.ts). */
export type TInvalidationChannel = {
  publishInvalidation: (announcement: TCacheAnnouncement) => Promise<void>;
  subscribeInvalidations: (listener: (announcement: TCacheAnnouncement) => void) => () => void;
};

/** This process, so that it skips its own announcements coming back from PostgreSQL. */
const INSTANCE_ID = randomUUID();

type TForget = (db: object, invalidation: TCacheInvalidation) => void;
const forgetters = new Map<TCacheInvalidation['cache'], TForget>();
const announcers = new WeakMap<object, (invalidation: TCacheInvalidation) => void>();

/** A cache says how it forgets, here, what another instance invalidated. */
export function onRemoteInvalidation<C extends TCacheInvalidation['cache']>(cache: C, forget: (db: object, invalidation: Extract<TCacheInvalidation, { cache: C }>) => void): void {
  forgetters.set(cache, forget as TForget);
}

/** A change made by this instance (whose own cache entries are already gone): tell the others. */
export function announceInvalidation(db: object, invalidation: TCacheInvalidation): void {
  announcers.get(db)?.(invalidation);
}

/**
 * Connects a database handle's caches to the other instances through `channel`. Returns the disconnect function.
 * `onError`: a failed announcement (the others then forget within the cache's second).
 */
export function connectCacheInvalidation(db: object, channel: TInvalidationChannel, onError: (err: unknown) => void): () => void {
  announcers.set(db, (invalidation) => {
    channel.publishInvalidation({ from: INSTANCE_ID, invalidation }).catch(onError);
  });
  const unsubscribe = channel.subscribeInvalidations((announcement) => {
    if (announcement.from === INSTANCE_ID) return;
    forgetters.get(announcement.invalidation.cache)?.(db, announcement.invalidation);
  });
  return () => {
    announcers.delete(db);
    unsubscribe();
  };
}
