/** Risk management (/risikomanagement, spec 001 §2.1): the risks of the visible book that need attention. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRiskContractPage, ZRiskExpiryQuery, ZRiskObjectPage, ZRiskPageQuery, ZRiskSummary } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getAdviceContracts, getExpiringContracts, getRiskObjects, getRiskSummary } from './service.js';
import { todayInGermany } from '../../platform/today.js';

const licensed = { license: true, guests: false } as const;
const WHO = 'Licence administrators, employees and intermediaries over the data they see; 403 for end customers, claim reporters and guests.';

export const riskManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Risikomanagement',
    {
      schema: {
        operationId: 'getRiskSummary',
        summary: 'Risk management figures',
        description: `Counts of the visible objects and their total risk sum, objects whose validity has ended or ends within 90 days, active policies running out within 90 days, and contracts flagged as needing advice. ${WHO}`,
        tags: ['risk-management'],
        querystring: ZLicenseParam,
        response: { 200: ZRiskSummary },
      },
      config: licensed,
    },
    async (request) => getRiskSummary({ db: app.db, ctx: requireLicense(request), today: todayInGermany() }),
  );

  app.get(
    '/Risikomanagement/Objekte',
    {
      schema: {
        operationId: 'listRiskObjects',
        summary: 'Objects by urgency',
        description: `Objects (addresses with the object property) with risk sum (field 149) and validity (fields 119, 120): ended first, then running out within 90 days, then the rest; each group by risk sum, largest first. Paged. ${WHO}`,
        tags: ['risk-management'],
        querystring: ZLicenseParam.extend(ZRiskPageQuery.shape),
        response: { 200: ZRiskObjectPage },
      },
      config: licensed,
    },
    async (request) => getRiskObjects({ db: app.db, ctx: requireLicense(request), today: todayInGermany(), query: request.query }),
  );

  app.get(
    '/Risikomanagement/Vertragsablauf',
    {
      schema: {
        operationId: 'listExpiringContracts',
        summary: 'Policies running out',
        description: `Active policies (not cancelled, no drafts) whose end date (Vertragsablauf) lies within Tage days from today, soonest first. Paged. ${WHO}`,
        tags: ['risk-management'],
        querystring: ZLicenseParam.extend(ZRiskExpiryQuery.shape),
        response: { 200: ZRiskContractPage },
      },
      config: licensed,
    },
    async (request) => getExpiringContracts({ db: app.db, ctx: requireLicense(request), today: todayInGermany(), query: request.query }),
  );

  app.get(
    '/Risikomanagement/Beratungsbedarf',
    {
      schema: {
        operationId: 'listAdviceContracts',
        summary: 'Contracts needing advice',
        description: `Contracts flagged as needing advice (BeratungErforderlich), not cancelled, newest first. Paged. ${WHO}`,
        tags: ['risk-management'],
        querystring: ZLicenseParam.extend(ZRiskPageQuery.shape),
        response: { 200: ZRiskContractPage },
      },
      config: licensed,
    },
    async (request) => getAdviceContracts({ db: app.db, ctx: requireLicense(request), today: todayInGermany(), query: request.query }),
  );
};
