import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvbInput } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

export type TListParams = { page: number; pageSize: number; sort: string; direction: 'asc' | 'desc'; q: string };

const queryString = (p: TListParams): string => {
  const s = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize), sort: p.sort, direction: p.direction });
  if (p.q.trim()) s.set('q', p.q.trim());
  return s.toString();
};

/** GET Fahrzeug: one page of the vehicles of the motor contracts the member may see. */
export const vehiclesQueryOptions = (license: string, params: TListParams) =>
  queryOptions({
    queryKey: ['vehicles', license, params] as const,
    queryFn: ({ signal }) => apiRequest(`Fahrzeug?${queryString(params)}`, { scope: 'license', license, schema: schema('ZVehiclePage'), signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET Evb: one page of the eVB numbers issued for those vehicles. */
export const evbQueryOptions = (license: string, params: TListParams) =>
  queryOptions({
    queryKey: ['evb', license, params] as const,
    queryFn: ({ signal }) => apiRequest(`Evb?${queryString(params)}`, { scope: 'license', license, schema: schema('ZEvbPage'), signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** POST Evb: files the eVB number an insurer issued; both lists load again. */
export function useRecordEvb(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEvbInput) => apiRequest('Evb', { method: 'POST', scope: 'license', license, body: input, schema: schema('ZEvbRecord') }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['evb', license] }), queryClient.invalidateQueries({ queryKey: ['vehicles', license] })]);
    },
  });
}
