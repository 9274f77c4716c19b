/** GET/POST /api/v1/Bedarfsanalyse?license=: the member's needs analysis (spec 000 §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNeedsAnalysis, ZNeedsAnalysisState } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { getNeedsAnalysis, saveNeedsAnalysis } from './service.js';

const tags = ['settings'];

export const needsAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Bedarfsanalyse',
    {
      schema: {
        operationId: 'getNeedsAnalysis',
        summary: 'The member\'s needs analysis',
        description:
          'Whether the active licence offers (Active) and enforces (Enforced) the needs analysis for the member, the member\'s answers (null before the first save) and the coverages they point to. The start-up opens the blocking dialog when Active and Enforced and Entry is null.',
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZNeedsAnalysisState },
      },
      config: { license: true },
    },
    async (request) => getNeedsAnalysis({ db: app.db, ctx: requireLicense(request) }),
  );

  app.post(
    '/Bedarfsanalyse',
    {
      schema: {
        operationId: 'saveNeedsAnalysis',
        summary: 'Save the member\'s needs analysis',
        description:
          'Stores the member\'s answers in the active licence (replacing earlier ones): private and professional situation (one each), what I am (at least one) and what I own (any). 403 when the licence does not offer the needs analysis to the member\'s view preset.',
        tags,
        querystring: ZLicenseParam,
        body: ZNeedsAnalysis,
        response: { 200: ZNeedsAnalysisState },
      },
      config: { license: true },
    },
    async (request) => saveNeedsAnalysis({ db: app.db, ctx: requireLicense(request), answers: request.body }),
  );
};
