/**
 * Server push across instances. A licence event (a process got a message, counts changed) is published
 * once and delivered to every instance's open streams; each stream then checks that its member may see
 * the process before writing it (routes.ts). Two implementations of one small interface:
 * - PostgreSQL server: LISTEN/NOTIFY on one channel, so no instance keeps state the others need;
 * - PGlite (embedded, one process): an in-process EventEmitter.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { z } from 'zod';
import { ZCacheAnnouncement, type TCacheAnnouncement, type TInvalidationChannel } from '../cache-invalidation.js';

export const PUSH_EVENT_NAMES = ['process-message', 'counts-changed'] as const;

export const ZPushEvent = z.object({
  name: z.enum(PUSH_EVENT_NAMES),
  licenseId: z.string(),
  processId: z.string(),
});
export type TPushEvent = z.infer<typeof ZPushEvent>;

export type EventBus = {
  publish: (event: TPushEvent) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (listener: (event: TPushEvent) => void) => () => void;
  close: () => Promise<void>;
  /** Between instances only (PostgreSQL): cache invalidations (cache-invalidation.ts). */
  invalidations?: TInvalidationChannel;
};

export const EVENT_CHANNEL = 'portal_events';
export const CACHE_CHANNEL = 'portal_cache';

export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * LISTEN on one dedicated connection; NOTIFY through a short-lived pool. Listeners of this instance
 * are fanned out in process. Reconnects after a lost connection (events sent meanwhile are lost:
 * push is a hint, the client reloads counts on reconnect).
 */
export async function createPostgresEventBus(url: string, log: { warn: (o: object, msg: string) => void }): Promise<EventBus> {
  const local = createInProcessEventBus();
  const cacheListeners = new Set<(announcement: TCacheAnnouncement) => void>();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', (err) => log.warn({ err }, 'event bus: PostgreSQL closed an idle connection'));
  let listener: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (!msg.payload || (msg.channel !== EVENT_CHANNEL && msg.channel !== CACHE_CHANNEL)) return;
      try {
        const payload: unknown = JSON.parse(msg.payload);
        if (msg.channel === EVENT_CHANNEL) {
          const parsed = ZPushEvent.safeParse(payload);
          if (parsed.success) void local.publish(parsed.data);
        } else {
          const parsed = ZCacheAnnouncement.safeParse(payload);
          if (parsed.success) for (const listener of cacheListeners) listener(parsed.data);
        }
      } catch {
        // Not ours: ignore.
      }
    });
    client.on('error', (err) => {
      log.warn({ err }, 'event bus connection lost');
      listener = null;
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch((e: unknown) => log.warn({ err: e }, 'event bus reconnect failed')), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${EVENT_CHANNEL}`);
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    listener = client;
  };
  await connect();
  const notify = async (channel: string, payload: unknown): Promise<void> => {
    await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
  };

  return {
    publish: (event) => notify(EVENT_CHANNEL, event),
    subscribe: local.subscribe,
    invalidations: {
      publishInvalidation: (announcement) => notify(CACHE_CHANNEL, announcement),
      subscribeInvalidations: (listener) => {
        cacheListeners.add(listener);
        return () => cacheListeners.delete(listener);
      },
    },
    close: async () => {
      closed = true;
      cacheListeners.clear();
      await local.close();
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
