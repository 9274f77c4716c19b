/** GET /api/v1/App/Status: public; read before login and at start-up (maintenance page, guest button). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAppStatus } from '@portal/domain';
import { getAppStatus } from './service.js';

export const appStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/App/Status',
    {
      schema: {
        operationId: 'getAppStatus',
        summary: 'Portal status before login',
        description: 'The running version, whether the portal is locked for maintenance and whether "Als Gast anmelden" is offered. Needs no session.',
        tags: ['platform'],
        response: { 200: ZAppStatus },
      },
      config: { auth: 'public' },
    },
    async () => getAppStatus({ db: app.db, configuredVersion: app.config.APP_VERSION }),
  );
};
