/** GET /api/v1/Gesellschaft/{id} (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ZCompanyDetail, ZCompanyIdParams } from './schemas.js';
import { getCompanyDetail } from './service.js';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Gesellschaft/:id',
    {
      schema: { operationId: 'getCompany', summary: 'An insurer', description: 'One insurance company (Gesellschaft) of the licence.', tags: ['details'], params: ZCompanyIdParams, querystring: ZLicenseParam, response: { 200: ZCompanyDetail } },
      config: { license: true },
    },
    async (request) => getCompanyDetail({ db: app.db, ctx: requireLicense(request), companyId: request.params.id }),
  );
};
