/** GET /api/v1/Kunde/{id} and /api/v1/Kunde/{id}/Notes (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ZCustomerDetail, ZCustomerIdParams, ZCustomerNote } from './schemas.js';
import { getCustomerDetail, getCustomerNotes } from './service.js';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Kunde/:id',
    {
      schema: { tags: ['details'], params: ZCustomerIdParams, querystring: ZLicenseParam, response: { 200: ZCustomerDetail } },
      config: { license: true },
    },
    async (request) => getCustomerDetail({ db: app.db, ctx: requireLicense(request), customerId: request.params.id }),
  );

  app.get(
    '/Kunde/:id/Notes',
    {
      schema: { tags: ['details'], params: ZCustomerIdParams, querystring: ZLicenseParam, response: { 200: z.array(ZCustomerNote) } },
      config: { license: true },
    },
    async (request) => getCustomerNotes({ db: app.db, ctx: requireLicense(request), customerId: request.params.id }),
  );
};
