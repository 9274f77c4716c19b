/** GET /api/v1/Feed?license=&skip=&take=&Kunde=&Vertrag=&Schaden= — the activity feed (notifications). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { singleFeedScope, ZActivityFeed, ZActivityFeedQueryFields } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getActivityFeed } from './service.js';

const ZQuery = ZLicenseParam.extend(ZActivityFeedQueryFields.shape).superRefine(singleFeedScope);

export const activityFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Feed',
    {
      schema: {
        operationId: 'getActivityFeed',
        summary: 'Activity feed (notifications)',
        description: 'The latest changes the member may see across processes (Vorgang), documents (Brief), claims (Schaden), customers (Kunde), contracts (Vertrag) and intermediaries (Vermittler), newest first; optionally of one customer, contract or claim, or of one agency\'s book (Vermittler: 404 unless the member may open that agency), and of one entry type (Typ).',
        tags: ['activity'],
        querystring: ZQuery,
        response: { 200: ZActivityFeed },
      },
      config: { license: true },
    },
    async (request) => {
      const { license: _license, ...query } = request.query;
      return getActivityFeed({ db: app.db, ctx: requireLicense(request), query });
    },
  );
};
