import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { distinctSuggestions } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

/** An e-mail the sign dialog offers, with the person's name (spec 001 §3 'E-mail suggestion'). */
export type TSignSuggestion = { email: string; name: string };

const ZSignSuggestions = z.array(z.object({ email: z.string(), name: z.string().nullish() }));

/** GET Sign/Suggestions?license=&riskId=: e-mails the sign dialog offers (the member, receivers, the customer). */
export function signSuggestionsQueryOptions(license: string, riskId: string) {
  return queryOptions({
    queryKey: ['signing', license, 'suggestions', riskId] as const,
    queryFn: async ({ signal }) => {
      const list = await apiRequest(`Sign/Suggestions?riskId=${encodeURIComponent(riskId)}`, { scope: 'license', license, schema: ZSignSuggestions, signal });
      return distinctSuggestions(list.map((s) => ({ email: s.email, name: s.name ?? '' })));
    },
    retry: false,
    staleTime: 60_000,
  });
}
