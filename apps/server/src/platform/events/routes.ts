/**
 * GET /api/v1/Events?license= — Server-Sent Events for the member's licence: `process-message`
 * {ProcessId} and `counts-changed` {ProcessId}. Each event is checked against the member's process
 * visibility when it is delivered (not only when subscribing), so rights changed meanwhile count.
 * A comment line every 25 s keeps proxies from closing the stream; it ends when the client goes.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { processVisibility, visibilityScope, type TVisibilityScope } from '../access/visibility.js';
import type { Db } from '../db/client.js';
import { processes } from '../db/schema.js';
import { requireLicense, ZLicenseParam } from '../license-context.js';
import type { TPushEvent } from './event-bus.js';

export const HEARTBEAT_MS = 25_000;

async function mayDeliver(db: Db, scope: TVisibilityScope, event: TPushEvent): Promise<boolean> {
  if (event.licenseId !== scope.licenseId) return false;
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
    { schema: { tags: ['events'], querystring: ZLicenseParam }, config: { license: true } },
    async (request, reply) => {
      const scope = visibilityScope(requireLicense(request));
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

      const unsubscribe = app.eventBus.subscribe((event) => {
        if (event.licenseId !== scope.licenseId) return;
        mayDeliver(app.db, scope, event)
          .then((ok) => {
            if (ok && !raw.writableEnded) raw.write(`event: ${event.name}\ndata: ${JSON.stringify({ ProcessId: event.processId })}\n\n`);
          })
          .catch((err: unknown) => request.log.warn({ err }, 'push event delivery failed'));
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
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
