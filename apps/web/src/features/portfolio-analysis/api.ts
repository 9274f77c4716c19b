import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

/** GET Auswertung?license=&from=&to=: every series of the portfolio analysis for the period, in one answer. */
export const portfolioAnalysisQueryOptions = (license: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['portfolio-analysis', license, from, to] as const,
    queryFn: ({ signal }) =>
      apiRequest(`Auswertung?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { scope: 'license', license, schema: schema('ZPortfolioAnalysis'), signal }),
    staleTime: 5 * 60_000,
  });
