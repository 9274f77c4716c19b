import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListKey } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';
import type { TTableColumnsDefinition } from './list-columns';

/** The list routes prefetch the definition (router/routes/list-routes.tsx): its schema loads with the call. */
const schema = lazySchemas(() => import('./schemas'));

/** GET DetailCustomization/TableColumns?type=: the default columns of a list and whether they are locked. */
export const tableColumnsQueryOptions = (license: string, listKey: TListKey) =>
  queryOptions({
    queryKey: ['detail-customization', 'table-columns', license, listKey] as const,
    queryFn: ({ signal }): Promise<TTableColumnsDefinition> =>
      apiRequest(`DetailCustomization/TableColumns?type=${listKey}`, { scope: 'license', license, schema: schema('ZTableColumns'), signal }),
    staleTime: 5 * 60_000,
  });

export function useTableColumns(license: string, listKey: TListKey) {
  return useQuery(tableColumnsQueryOptions(license, listKey));
}
