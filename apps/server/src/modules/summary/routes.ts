/** GET /api/v1/Summary and /api/v1/Summary/InboxCount (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInboxCount, ZSummary } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getInboxCount, getSummary } from './service.js';

export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Summary',
    { schema: { tags: ['summary'], querystring: ZLicenseParam, response: { 200: ZSummary } }, config: { license: true } },
    async (request) => getSummary({ db: app.db, ctx: requireLicense(request), production: app.config.APP_ENV === 'production' }),
  );

  app.get(
    '/Summary/InboxCount',
    { schema: { tags: ['summary'], querystring: ZLicenseParam, response: { 200: ZInboxCount } }, config: { license: true } },
    async (request) => getInboxCount({ db: app.db, ctx: requireLicense(request), production: app.config.APP_ENV === 'production' }),
  );
};
