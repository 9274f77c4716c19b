import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const ZCardFilter = z.object({
  Property: z.string().min(1).max(120),
  Operator: z.string().min(1).max(40),
  Value: z.unknown().optional(),
});

const ZCard = z.looseObject({
  Id: z.string(),
  Name: z.looseObject({ de: z.string().nullish(), en: z.string().nullish() }),
  Icon: z.string().nullish(),
  Link: z.string().nullish(),
  AdditionalProperties: ZCardFilter.nullish(),
});
export type TCard = z.infer<typeof ZCard>;

/** GET Cards/{id}?license=: a dashboard card; /vertrag?cardId= applies its AdditionalProperties as a filter. */
export const cardQueryOptions = (license: string, id: string) =>
  queryOptions({
    queryKey: ['cards', license, id] as const,
    queryFn: ({ signal }) => apiRequest(`Cards/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZCard, signal }),
    staleTime: 5 * 60_000,
  });

export function useCard(license: string, id: string | null | undefined) {
  return useQuery({ ...cardQueryOptions(license, id ?? ''), enabled: !!id });
}
