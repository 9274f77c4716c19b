import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, lazySchemas } from '../../lib/api-client';
import { feedQueryString, type TProcessFeedParams } from './process-feed-helpers';
import type { ZFeedSummary } from './schemas';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

export type TFeedSummary = z.infer<typeof ZFeedSummary>;

/** Unread open processes and open tasks of the licence. */
export const feedSummaryQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['process', 'feed-summary', license] as const,
    queryFn: ({ signal }) => apiRequest('Process/FeedSummary', { scope: 'license', license, schema: schema('ZFeedSummary'), signal }),
    staleTime: 60_000,
  });

/** One page of GET Vorgang/Feed (docs/api-processes.md); the key starts with 'process' so pushes can invalidate it. */
export const processFeedQueryOptions = (license: string, params: TProcessFeedParams) =>
  queryOptions({
    queryKey: ['process', 'feed', license, params] as const,
    queryFn: ({ signal }) => apiRequest(`Vorgang/Feed?${feedQueryString(params)}`, { scope: 'license', license, schema: schema('ZProcessFeed'), signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** POST Vorgang/{id}/ReadStatus: marks one process read or unread (needs canMarkRead). */
export const postProcessReadStatus = (license: string, id: string, read: boolean) =>
  apiRequest(`Vorgang/${encodeURIComponent(id)}/ReadStatus`, { method: 'POST', scope: 'license', license, body: { Read: read }, schema: schema('ZSuccess') });

/** After a read-state change the feeds, the feed summary and the navbar counts follow at once. */
export function useProcessReadStatusMutation(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => postProcessReadStatus(license, id, read),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['process'] }), queryClient.invalidateQueries({ queryKey: ['summary'] })]),
  });
}
