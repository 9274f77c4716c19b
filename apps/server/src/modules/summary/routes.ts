/** GET /api/v1/Summary and /api/v1/Summary/InboxCount (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInboxCount, ZSummary } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getInboxCount, getSummary } from './service.js';

export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Summary',
    {
      schema: {
        operationId: 'getSummary',
        summary: 'Start page counts',
        description: 'Counts of the active licence for the member: new documents, inbox, alerts, customers, active contracts.',
        tags: ['summary'],
        querystring: ZLicenseParam,
        response: { 200: ZSummary },
      },
      config: { license: true },
    },
    async (request) => getSummary({ db: app.db, ctx: requireLicense(request), production: app.config.APP_ENV === 'production' }),
  );

  app.get(
    '/Summary/InboxCount',
    {
      schema: {
        operationId: 'getInboxCount',
        summary: 'Inbox badge count',
        description: 'The number behind the post-box badge (Posteingang).',
        tags: ['summary'],
        querystring: ZLicenseParam,
        response: { 200: ZInboxCount },
      },
      config: { license: true },
    },
    async (request) => getInboxCount({ db: app.db, ctx: requireLicense(request), production: app.config.APP_ENV === 'production' }),
  );
};
