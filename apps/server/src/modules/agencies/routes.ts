/** The agencies (vermittlerkonten, vermittler/{id}, spec 000 §2.9): the intermediaries' accounts, each with its feed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgency, ZAgencyList, ZAgencyListQueryFields, ZAgencyParams } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getAgency, listAgencies } from './service.js';

const licensed = { license: true } as const;
const WHO = 'Brokers only (licence staff: every agency; an intermediary: its own); 403 for preset Sachbearbeiter and non-brokers.';

export const agenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Vermittler',
    {
      schema: {
        operationId: 'listAgencies',
        summary: 'Agencies (intermediary accounts)',
        description: `The agencies the member may open, active first, then by name, paged and searched; each with its address, phone, e-mail and the number of its customers the member sees. ${WHO} The feed of one agency: GET /Feed?Vermittler={id}.`,
        tags: ['agencies'],
        querystring: ZLicenseParam.extend(ZAgencyListQueryFields.shape),
        response: { 200: ZAgencyList },
      },
      config: licensed,
    },
    async (request) => {
      const { license: _license, ...query } = request.query;
      return listAgencies({ db: app.db, ctx: requireLicense(request), query });
    },
  );

  app.get(
    '/Vermittler/:id',
    {
      schema: {
        operationId: 'getAgency',
        summary: 'One agency',
        description: `One agency's account. ${WHO} An agency the member may not open answers 404, as one that does not exist.`,
        tags: ['agencies'],
        params: ZAgencyParams,
        querystring: ZLicenseParam,
        response: { 200: ZAgency },
      },
      config: licensed,
    },
    async (request) => getAgency({ db: app.db, ctx: requireLicense(request), id: request.params.id }),
  );
};
