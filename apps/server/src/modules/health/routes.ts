/** GET /api/health: for load balancers and uptime checks; proves the database answers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '@portal/domain';
import { checkHealth } from './service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
