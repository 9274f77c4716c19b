import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZDetailColumn, type TListKey } from '@portal/domain';
import { apiRequest } from '../../lib/api-client';
import type { TTableColumnsDefinition } from './list-columns';

const ZTableColumns = z.object({ Columns: z.array(ZDetailColumn), Locked: z.boolean() });

/** GET DetailCustomization/TableColumns?type=: the default columns of a list and whether they are locked. */
export const tableColumnsQueryOptions = (license: string, listKey: TListKey) =>
  queryOptions({
    queryKey: ['detail-customization', 'table-columns', license, listKey] as const,
    queryFn: ({ signal }): Promise<TTableColumnsDefinition> =>
      apiRequest(`DetailCustomization/TableColumns?type=${listKey}`, { scope: 'license', license, schema: ZTableColumns, signal }),
    staleTime: 5 * 60_000,
  });

export function useTableColumns(license: string, listKey: TListKey) {
  return useQuery(tableColumnsQueryOptions(license, listKey));
}
