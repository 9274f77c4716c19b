import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

/** GET Process/FeedSummary answers this shape (docs/api-platform.md); no shared schema exists for it. */
export const ZFeedSummary = z.object({ Feed: z.number().int(), OpenTasks: z.number().int() });
export type TFeedSummary = z.infer<typeof ZFeedSummary>;

/** Unread open processes and open tasks of the licence. */
export const feedSummaryQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['process', 'feed-summary', license] as const,
    queryFn: ({ signal }) => apiRequest('Process/FeedSummary', { scope: 'license', license, schema: ZFeedSummary, signal }),
    staleTime: 60_000,
  });
