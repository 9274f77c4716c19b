/** Makes the event bus available as `app.eventBus` (PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in process). */
import fp from 'fastify-plugin';
import { connectCacheInvalidation } from '../cache-invalidation.js';
import { createInProcessEventBus, createPostgresEventBus, type EventBus } from './event-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    eventBus: EventBus;
  }
}

export const eventBusPlugin = fp(
  async (app) => {
    const url = app.config.DATABASE_URL;
    const bus = url ? await createPostgresEventBus(url, app.log) : createInProcessEventBus();
    app.decorate('eventBus', bus);
    // Several instances: changes to sessions and memberships reach the others' caches at once.
    const disconnect = bus.invalidations ? connectCacheInvalidation(app.db, bus.invalidations, (err) => app.log.warn({ err }, 'cache invalidation not announced')) : () => {};
    app.addHook('onClose', async () => {
      disconnect();
      await bus.close();
    });
  },
  { name: 'portal-event-bus', dependencies: ['portal-db'] },
);
