/** The agency analysis (vermittlerkonten/auswertung, spec 000 §2.9, §7): birthday list and customers per federal state. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBirthdayList, ZCustomerDistribution } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getBirthdays, getCustomerDistribution } from './service.js';

const licensed = { license: true } as const;

export const agencyAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Vermittler/Auswertung/Geburtstage',
    {
      schema: {
        operationId: 'getAgencyBirthdays',
        summary: 'Customers with a birthday soon',
        description:
          'The member\'s visible active customers whose birthday lies 5 days back to 14 days ahead, soonest first, at most 20 (the page shows 15), with private phone and e-mail. Brokers only; 403 for preset Sachbearbeiter and non-brokers.',
        tags: ['agencies'],
        querystring: ZLicenseParam,
        response: { 200: ZBirthdayList },
      },
      config: licensed,
    },
    async (request) => getBirthdays({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/Vermittler/Auswertung/Kundenverteilung',
    {
      schema: {
        operationId: 'getCustomerDistribution',
        summary: 'Customers per federal state',
        description:
          'The member\'s visible active customers counted per German federal state (by postcode; all 16 states, also with 0), then per country abroad, then German postcodes of no known state. Brokers only; 403 for preset Sachbearbeiter and non-brokers.',
        tags: ['agencies'],
        querystring: ZLicenseParam,
        response: { 200: ZCustomerDistribution },
      },
      config: licensed,
    },
    async (request) => getCustomerDistribution({ db: app.db, ctx: requireLicense(request) }),
  );
};
