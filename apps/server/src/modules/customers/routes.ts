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
      schema: { operationId: 'getCustomer', summary: 'A customer', description: 'One customer (Kunde) with contact data, address and intermediary (brokers only). A customer the member may not see answers 404 like a missing one.', tags: ['details'], params: ZCustomerIdParams, querystring: ZLicenseParam, response: { 200: ZCustomerDetail } },
      config: { license: true },
    },
    async (request) => getCustomerDetail({ db: app.db, ctx: requireLicense(request), customerId: request.params.id }),
  );

  app.get(
    '/Kunde/:id/Notes',
    {
      schema: { operationId: 'listCustomerNotes', summary: 'A customer\'s notes', description: 'The active notes (Anmerkungen) of a customer, newest first.', tags: ['details'], params: ZCustomerIdParams, querystring: ZLicenseParam, response: { 200: z.array(ZCustomerNote) } },
      config: { license: true },
    },
    async (request) => getCustomerNotes({ db: app.db, ctx: requireLicense(request), customerId: request.params.id }),
  );
};
