import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const ZSearchHit = z.looseObject({
  Type: z.string(),
  Id: z.string(),
  Title: z.string(),
  Subtitle: z.string().nullish(),
  /** Contracts: their type (KOMPAKT types open at /kompakt); claims: the insurer's number; customers: the customer number. */
  Extra: z.string().nullish(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;
const ZSearchResult = z.object({ Results: z.array(ZSearchHit) });

/** Suggestions per type in the navbar; the results page asks for more. */
export const SUGGESTIONS_PER_TYPE = 5;
export const RESULTS_PER_TYPE = 25;

/** GET /api/v1/Search?q=&take=: partial numbers and names across customers, contracts and claims. */
export const searchQueryOptions = (license: string, q: string, take: number) =>
  queryOptions({
    queryKey: ['search', license, q, take] as const,
    queryFn: ({ signal }) =>
      apiRequest(`Search?q=${encodeURIComponent(q)}&take=${take}`, { scope: 'license', license, schema: ZSearchResult, signal }).then((r) => r.Results),
    staleTime: 30_000,
  });

export function useSearch(license: string, q: string | null, take: number) {
  return useQuery({ ...searchQueryOptions(license, q ?? '', take), enabled: q !== null, placeholderData: keepPreviousData });
}
