/** GET /api/v1/Angebot?license= — active offers (spec 000 §2.8). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOfferList, ZOfferQuery } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { listActiveOffers } from './service.js';

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Angebot',
    {
      schema: {
        operationId: 'listActiveOffers',
        summary: 'Active offers',
        description: 'Offers (Angebote) of open processes the member may see, sorted and paged.',
        tags: ['offers'],
        querystring: ZLicenseParam.extend(ZOfferQuery.shape),
        response: { 200: ZOfferList },
      },
      config: { license: true },
    },
    async (request) => {
      const { license: _license, ...query } = request.query;
      return listActiveOffers({ db: app.db, ctx: requireLicense(request), query });
    },
  );
};
