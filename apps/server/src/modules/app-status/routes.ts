/** GET /api/v1/App/Status: public; read before login and at start-up (maintenance page, guest button). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAppStatus } from '@portal/domain';
import { getAppStatus } from './service.js';

export const appStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/App/Status',
    { schema: { tags: ['platform'], response: { 200: ZAppStatus } }, config: { auth: 'public' } },
    async () => getAppStatus({ db: app.db, configuredVersion: app.config.APP_VERSION }),
  );
};
