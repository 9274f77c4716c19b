/**
 * Health for load balancers and uptime checks, all public and never locked by maintenance:
 * - GET /api/health: whether the server and its database answer (as before);
 * - GET /api/health/live: liveness — the process serves requests; never waits on the database, so a busy
 *   database does not get healthy instances restarted;
 * - GET /api/health/ready: readiness — the database answers within READY_TIMEOUT_MS; 503 with the reason otherwise,
 *   so that a load balancer sends no traffic to an instance that cannot serve it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZHealth } from '@portal/domain';
import { checkHealth, checkReadiness, READY_TIMEOUT_MS, startEventLoopMonitor } from './service.js';

const ZLiveness = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().describe('Seconds since the process started.'),
  eventLoopDelayMs: z.number().describe('99th percentile of the event loop delay over the last ten seconds: how long a request waits before it is even looked at.'),
});

const ZReadiness = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error', 'timeout']),
  reason: z.string().optional().describe('Why the instance is not ready (with 503).'),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const loop = startEventLoopMonitor();
  app.addHook('onClose', async () => loop.stop());

  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Health check',
        description: 'Whether the server and its database answer (503 when the database does not). Needs no session; load balancers poll it.',
        tags: ['platform'],
        response: { 200: ZHealth, 503: ZHealth },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const health = await checkHealth({ db: app.db, log: request.log });
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Liveness check',
        description: 'Whether the process serves requests, with its recent event loop delay. Never touches the database, so it stays fast and 200 while the database is slow or down: for a load balancer\'s or orchestrator\'s liveness probe (restart when it fails). Needs no session.',
        tags: ['platform'],
        response: { 200: ZLiveness },
      },
      config: { auth: 'public' },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), eventLoopDelayMs: loop.p99Ms() }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness check',
        description: `Whether this instance can serve requests: the database answers within ${READY_TIMEOUT_MS} ms. 503 with the reason when it fails or is too slow: for a load balancer's readiness check (send no traffic while it fails). Needs no session.`,
        tags: ['platform'],
        response: { 200: ZReadiness, 503: ZReadiness },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const readiness = await checkReadiness({ db: app.db, log: request.log });
      return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness);
    },
  );
};
