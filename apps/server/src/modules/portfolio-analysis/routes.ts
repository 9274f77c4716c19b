/** The portfolio analysis (/auswertung, issue 14 item 8): every chart series of the period in one answer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPortfolioAnalysis, ZPortfolioAnalysisQuery } from '@portal/domain';
import { requireLicense } from '../../platform/license-context.js';
import { getPortfolioAnalysis } from './service.js';
import { todayInGermany } from '../../platform/today.js';

export const portfolioAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Auswertung',
    {
      schema: {
        operationId: 'getPortfolioAnalysis',
        summary: 'Portfolio analysis of the period',
        description:
          'The member\'s visible portfolio, aggregated in the database: contracts in force and their annual gross premium (EUR contracts) by line of business (Sparte) and by insurer (top 10, the rest as __others__), new business and cancellations (Storno, by end of cover) per month of the period, claims reported in the period per line of business, open or closed. Period default: the last 12 months. Premiums are null where the licence hides them from the member. Brokers and staff only; 403 for end customers and claim reporters.',
        tags: ['analysis'],
        querystring: ZPortfolioAnalysisQuery,
        response: { 200: ZPortfolioAnalysis },
      },
      config: { license: true },
    },
    async (request) => getPortfolioAnalysis({ db: app.db, ctx: requireLicense(request), query: request.query, today: todayInGermany() }),
  );
};
