import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

/** GET Vermittler/Auswertung/Geburtstage?license=: birthdays 5 days back to 14 ahead (20; the list shows 15). */
export const birthdaysQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['agency-analysis', license, 'birthdays'] as const,
    queryFn: ({ signal }) => apiRequest('Vermittler/Auswertung/Geburtstage', { scope: 'license', license, schema: schema('ZBirthdayList'), signal }),
    staleTime: 5 * 60_000,
  });

/** GET Vermittler/Auswertung/Kundenverteilung?license=: customers per federal state, abroad and unknown. */
export const customerDistributionQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['agency-analysis', license, 'distribution'] as const,
    queryFn: ({ signal }) => apiRequest('Vermittler/Auswertung/Kundenverteilung', { scope: 'license', license, schema: schema('ZCustomerDistribution'), signal }),
    staleTime: 5 * 60_000,
  });

export type TAgencyListParams = { skip: number; take: number; q: string };

/** GET Vermittler?skip=&take=&q=: the agencies the member may open, paged and searched on the server. */
export const agenciesQueryOptions = (license: string, { skip, take, q }: TAgencyListParams) =>
  queryOptions({
    queryKey: ['agencies', license, 'list', { skip, take, q }] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ skip: String(skip), take: String(take) });
      if (q) params.set('q', q);
      return apiRequest(`Vermittler?${params.toString()}`, { scope: 'license', license, schema: schema('ZAgencyList'), signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET Vermittler/{id}: one agency's account. */
export const agencyQueryOptions = (license: string, id: string) =>
  queryOptions({
    queryKey: ['agencies', license, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest(`Vermittler/${encodeURIComponent(id)}`, { scope: 'license', license, schema: schema('ZAgency'), signal }),
    staleTime: 60_000,
  });
