import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazySchemas } from '../../lib/api-client';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

/** The counters change whenever documents or processes arrive, so they are refreshed now and then. */
const REFRESH_MS = 120_000;

/** GET Summary?license=: the counters of the navbar badges and the start page. */
export const summaryQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['summary', license] as const,
    // Polled in the background: does not count as the user's activity (session idle end).
    queryFn: ({ signal }) => apiRequest('Summary', { scope: 'license', license, schema: schema('ZSummary'), signal, background: true }),
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });

/** GET Summary/InboxCount?license=: unread processes and documents. */
export const inboxCountQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['summary', 'inbox-count', license] as const,
    queryFn: ({ signal }) => apiRequest('Summary/InboxCount', { scope: 'license', license, schema: schema('ZInboxCount'), signal, background: true }),
    staleTime: 30_000,
    refetchInterval: REFRESH_MS,
  });

export function useSummary(license: string) {
  return useQuery(summaryQueryOptions(license));
}
