import { queryOptions } from '@tanstack/react-query';
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
