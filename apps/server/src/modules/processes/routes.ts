/** GET /api/v1/Process/FeedSummary?license= (further process routes come with the process issue). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFeedSummary } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getFeedSummary } from './service.js';

export const processRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Process/FeedSummary',
    { schema: { tags: ['processes'], querystring: ZLicenseParam, response: { 200: ZFeedSummary } }, config: { license: true } },
    async (request) => getFeedSummary({ db: app.db, ctx: requireLicense(request) }),
  );
};
