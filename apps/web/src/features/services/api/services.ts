import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZServiceList, ZStartServiceResult, type TServiceFormKey, type TStartServiceResult } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET Services?license=: the licence's services, each with whether the member may start it. */
export const servicesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['services', license] as const,
    queryFn: ({ signal }) => apiRequest('Services', { scope: 'license', license, schema: ZServiceList, signal }),
    staleTime: 60_000,
  });

export const useServices = (license: string) => useQuery(servicesQueryOptions(license));

/** POST Services/{key}/Start?license=: the member's own unsent draft of the service, or a new one (403 without the permission). */
export function startService(license: string, key: TServiceFormKey, contractId?: string): Promise<TStartServiceResult> {
  return apiRequest(`Services/${encodeURIComponent(key)}/Start`, { method: 'POST', scope: 'license', license, body: contractId ? { ContractId: contractId } : {}, schema: ZStartServiceResult });
}
