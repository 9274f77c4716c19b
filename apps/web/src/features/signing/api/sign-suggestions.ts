import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { distinctSuggestions, ZSignSuggestion } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

const ZSignSuggestions = z.array(ZSignSuggestion);

/** GET Sign/Suggestions?license=&riskId=: e-mails the sign dialog offers (the member, receivers, the customer). */
export function signSuggestionsQueryOptions(license: string, riskId: string) {
  return queryOptions({
    queryKey: ['signing', license, 'suggestions', riskId] as const,
    queryFn: async ({ signal }) => distinctSuggestions(await apiRequest(`Sign/Suggestions?riskId=${encodeURIComponent(riskId)}`, { scope: 'license', license, schema: ZSignSuggestions, signal })),
    retry: false,
    staleTime: 60_000,
  });
}
