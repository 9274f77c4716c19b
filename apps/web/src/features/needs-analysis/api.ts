import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNeedsAnalysis, TNeedsAnalysisState } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

/** GET Bedarfsanalyse?license=: whether the licence offers and enforces it, and the member's answers. */
export const needsAnalysisQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['needs-analysis', license] as const,
    queryFn: ({ signal }) => apiRequest('Bedarfsanalyse', { scope: 'license', license, schema: schema('ZNeedsAnalysisState'), signal }),
    staleTime: 60_000,
  });

/** POST Bedarfsanalyse?license= (spec 000 §7): stores the answers; the cache takes the answer. */
export function useSaveNeedsAnalysis(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TNeedsAnalysis): Promise<TNeedsAnalysisState> =>
      apiRequest('Bedarfsanalyse', { method: 'POST', scope: 'license', license, body: answers, schema: schema('ZNeedsAnalysisState') }),
    onSuccess: (state) => queryClient.setQueryData(needsAnalysisQueryOptions(license).queryKey, state),
  });
}
