/** GET /api/v1/Vertrag/{id} (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ZContractDetail, ZContractIdParams } from './schemas.js';
import { getContractDetail } from './service.js';

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Vertrag/:id',
    {
      schema: { operationId: 'getContract', summary: 'A contract', description: 'One contract (Vertrag) with its customer, insurer (Gesellschaft), premiums (unless the licence hides them from end customers) and line-specific data (Spartendaten).', tags: ['details'], params: ZContractIdParams, querystring: ZLicenseParam, response: { 200: ZContractDetail } },
      config: { license: true },
    },
    async (request) => getContractDetail({ db: app.db, ctx: requireLicense(request), contractId: request.params.id }),
  );
};
