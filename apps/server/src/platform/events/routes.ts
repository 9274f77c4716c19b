/**
 * GET /api/v1/Events?license= — Server-Sent Events for the member's licence: `process-message`
 * {ProcessId} and `counts-changed` {ProcessId}. Each event is checked when it is delivered (not only
 * when subscribing): the session must still be valid, the membership still held (its current role and
 * links make the scope) and the process visible; an ended session or membership closes the stream.
 * A comment line every 25 s keeps proxies from closing the stream; it ends when the client goes.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { processVisibility, visibilityScope, type TVisibilityScope } from '../access/visibility.js';
import type { Db } from '../db/client.js';
import { processes } from '../db/schema.js';
import { requireAuth } from '../auth/auth-hook.js';
import { isSessionAlive, type TSessionLifetimes } from '../auth/session-store.js';
import { requireLicense, ZLicenseParam } from '../license-context.js';
import { findMembership } from '../memberships.js';
import type { TPushEvent } from './event-bus.js';

export const HEARTBEAT_MS = 25_000;

/** The member's scope as of now, or null when the session ended or the licence was taken away. */
async function currentScope(
  db: Db,
  sessionId: string,
  lifetimes: TSessionLifetimes,
  user: { id: string; isGuest: boolean },
  licenseId: string,
): Promise<TVisibilityScope | null> {
  if (!(await isSessionAlive(db, sessionId, lifetimes))) return null;
  const found = await findMembership(db, user, licenseId);
  return found ? visibilityScope({ licenseId, userId: user.id, membership: found.membership }) : null;
}

async function mayDeliver(db: Db, scope: TVisibilityScope, event: TPushEvent): Promise<boolean> {
  const [row] = await db
    .select({ id: processes.id })
    .from(processes)
    .where(and(processVisibility(scope), eq(processes.id, event.processId)))
    .limit(1);
  return row !== undefined;
}

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams of this instance, ended before the server closes (it would wait for them otherwise).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  app.get(
    '/Events',
    {
      schema: {
        operationId: 'streamEvents',
        summary: 'Live events',
        description: 'Server-sent events of the active licence (new process messages, read changes) while the session lives.',
        tags: ['events'],
        querystring: ZLicenseParam,
      },
      config: { license: true, documentedAnswer: { description: 'Server-sent events until the session ends.', contentTypes: ['text/event-stream'], schema: { type: 'string' } } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { licenseId } = requireLicense(request);
      const lifetimes = { idleMinutes: app.config.SESSION_IDLE_MINUTES };
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write(': connected\n\n');

      // Session, membership and visibility are checked again for every event.
      const deliver = async (event: TPushEvent) => {
        const scope = await currentScope(app.db, auth.sessionId, lifetimes, auth.user, licenseId);
        if (!scope) return close();
        if (await mayDeliver(app.db, scope, event)) {
          if (!raw.writableEnded) raw.write(`event: ${event.name}\ndata: ${JSON.stringify({ ProcessId: event.processId })}\n\n`);
        }
      };
      const unsubscribe = app.eventBus.subscribe((event) => {
        if (event.licenseId !== licenseId) return;
        deliver(event).catch((err: unknown) => request.log.warn({ err }, 'push event delivery failed'));
      });
      // The heartbeat also ends the stream once its session has ended (idle, lifetime, logout elsewhere).
      const heartbeat = setInterval(() => {
        isSessionAlive(app.db, auth.sessionId, lifetimes)
          .then((alive) => (alive ? raw.write(': heartbeat\n\n') : close()))
          .catch((err: unknown) => request.log.warn({ err }, 'session check of an event stream failed'));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(close);
      };
      const close = () => {
        end();
        raw.end();
      };
      open.add(close);
      request.raw.on('close', end);
      raw.on('close', end);
    },
  );
};
