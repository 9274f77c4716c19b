/** GET /api/v1/Adresse/{id} (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ZAddressDetail, ZAddressIdParams } from './schemas.js';
import { getAddressDetail } from './service.js';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Adresse/:id',
    {
      schema: { operationId: 'getAddress', summary: 'An address or object', description: 'One address or insured object (Objekt) with its customer.', tags: ['details'], params: ZAddressIdParams, querystring: ZLicenseParam, response: { 200: ZAddressDetail } },
      config: { license: true },
    },
    async (request) => getAddressDetail({ db: app.db, ctx: requireLicense(request), addressId: request.params.id }),
  );
};
