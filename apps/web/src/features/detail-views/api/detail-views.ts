/** DetailCustomization Set and Definition calls (spec 000 §7) with their TanStack Query hooks. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDetailDefinitionInput, TDetailDefinitionItem, TDetailSet, TDetailSetInput } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

export const detailSetsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['detail-views', license, 'sets'] as const,
    queryFn: ({ signal }) => apiRequest('DetailCustomization/Set', { scope: 'license', license, schema: schema('ZDetailSets'), signal }),
  });

export const detailDefinitionsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['detail-views', license, 'definitions'] as const,
    queryFn: ({ signal }) => apiRequest('DetailCustomization/Definition', { scope: 'license', license, schema: schema('ZDetailDefinitions'), signal }),
  });

export const branchesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['branches', license, 'detail-views'] as const,
    queryFn: ({ signal }) => apiRequest('Sparte', { scope: 'license', license, schema: schema('ZBranches'), signal }),
    staleTime: 10 * 60_000,
  });

export const useDetailSets = (license: string) => useQuery(detailSetsQueryOptions(license));
export const useDetailDefinitions = (license: string) => useQuery(detailDefinitionsQueryOptions(license));
export const useBranchList = (license: string) => useQuery(branchesQueryOptions(license));

/** After a change: the sets, the views, and the lists' columns (TableColumns) are stale. */
function useInvalidate(license: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['detail-views', license] }),
      client.invalidateQueries({ queryKey: ['detail-customization', 'table-columns', license] }),
      client.invalidateQueries({ queryKey: ['permission-templates', license] }),
    ]);
}

export function useSaveDetailSet(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TDetailSetInput }): Promise<TDetailSet> =>
      id
        ? apiRequest(`DetailCustomization/Set/${id}`, { method: 'PUT', scope: 'license', license, body: input, schema: schema('ZDetailSet') })
        : apiRequest('DetailCustomization/Set', { method: 'POST', scope: 'license', license, body: input, schema: schema('ZDetailSet') }),
    onSettled: invalidate,
  });
}

export function useDeleteDetailSet(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: (id: string) => apiRequest(`DetailCustomization/Set/${id}`, { method: 'DELETE', scope: 'license', license }),
    onSettled: invalidate,
  });
}

export function useSaveDetailDefinition(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TDetailDefinitionInput }): Promise<TDetailDefinitionItem> =>
      id
        ? apiRequest(`DetailCustomization/Definition/${id}`, { method: 'PUT', scope: 'license', license, body: input, schema: schema('ZDetailDefinitionItem') })
        : apiRequest('DetailCustomization/Definition', { method: 'POST', scope: 'license', license, body: input, schema: schema('ZDetailDefinitionItem') }),
    onSettled: invalidate,
  });
}

export function useDeleteDetailDefinition(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: (id: string) => apiRequest(`DetailCustomization/Definition/${id}`, { method: 'DELETE', scope: 'license', license }),
    onSettled: invalidate,
  });
}
