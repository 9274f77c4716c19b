/** GET and PATCH /api/v1/Schaden/{id} (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ZClaimDetail, ZClaimIdParams, ZClaimUpdate } from './schemas.js';
import { getClaimDetail, updateClaim } from './service.js';

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Schaden/:id',
    {
      schema: { tags: ['details'], params: ZClaimIdParams, querystring: ZLicenseParam, response: { 200: ZClaimDetail } },
      config: { license: true },
    },
    async (request) => getClaimDetail({ db: app.db, ctx: requireLicense(request), claimId: request.params.id }),
  );

  app.patch(
    '/Schaden/:id',
    {
      schema: { tags: ['details'], params: ZClaimIdParams, querystring: ZLicenseParam, body: ZClaimUpdate, response: { 200: ZClaimDetail } },
      config: { license: true },
    },
    async (request) => updateClaim({ db: app.db, ctx: requireLicense(request), claimId: request.params.id, body: request.body }),
  );
};
