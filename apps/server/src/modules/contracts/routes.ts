/** GET /api/v1/Vertrag/{id} (?license=). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContractMessageInput, ZContractMessageResult } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ZContractDetail, ZContractIdParams } from './schemas.js';
import { getContractDetail, writeContractMessage } from './service.js';

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Vertrag/:id',
    {
      schema: { operationId: 'getContract', summary: 'A contract', description: 'One contract (Vertrag) with its customer, insurer (Gesellschaft), premiums (unless the licence hides them from end customers) and line-specific data (Spartendaten).', tags: ['details'], params: ZContractIdParams, querystring: ZLicenseParam, response: { 200: ZContractDetail } },
      config: { license: true },
    },
    async (request) => getContractDetail({ db: app.db, ctx: requireLicense(request), contractId: request.params.id }),
  );

  app.post(
    '/Vertrag/:id/Nachricht',
    {
      schema: {
        operationId: 'sendContractMessage',
        summary: 'Write a message about a contract',
        description:
          'Opens a process (Vorgang) about the contract and its customer with the message as its first entry; it lands in the post box of the other side. Needs write access (not read-only, not a guest) and a contract the member may see.',
        tags: ['details'],
        params: ZContractIdParams,
        querystring: ZLicenseParam,
        body: ZContractMessageInput,
        response: { 201: ZContractMessageResult },
      },
      config: { license: true },
    },
    async (request, reply) => {
      const result = await writeContractMessage({ db: app.db, bus: app.eventBus, ctx: requireLicense(request), contractId: request.params.id, input: request.body });
      return reply.code(201).send(result);
    },
  );
};
