/** GET and PATCH /api/v1/Schaden/{id} (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ZClaimDetail, ZClaimIdParams, ZClaimUpdate } from './schemas.js';
import { getClaimDetail, updateClaim } from './service.js';

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Schaden/:id',
    {
      schema: { operationId: 'getClaim', summary: 'A claim', description: 'One claim (Schaden) with its contract, customer and insurer. Claim reporters receive only what they entered and the status.', tags: ['details'], params: ZClaimIdParams, querystring: ZLicenseParam, response: { 200: ZClaimDetail } },
      config: { license: true },
    },
    async (request) => getClaimDetail({ db: app.db, ctx: requireLicense(request), claimId: request.params.id }),
  );

  app.patch(
    '/Schaden/:id',
    {
      schema: { operationId: 'updateClaim', summary: 'Edit a claim', description: 'Changes place, kind, course of events or amount of an open claim (409 when it is closed). Needs write access and the claim-report permission.', tags: ['details'], params: ZClaimIdParams, querystring: ZLicenseParam, body: ZClaimUpdate, response: { 200: ZClaimDetail } },
      config: { license: true },
    },
    async (request) => updateClaim({ db: app.db, ctx: requireLicense(request), claimId: request.params.id, body: request.body }),
  );
};
