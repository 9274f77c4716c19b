import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TDataQuery, TDataQueryResult, TDataType, TFilter } from '@portal/domain';
import { apiRequest } from '../../lib/api-client';
import { useEffect, useMemo } from 'react';
import { buildQueryBody, FIRST_PAGE, nextPageParam, type TListSort, type TPageParam } from './data-query-request';

const ZDataQueryResult = z.object({
  Items: z.array(z.record(z.string(), z.unknown())),
  Total: z.number().int().nonnegative().optional(),
  TotalIsEstimate: z.boolean().optional(),
  Next: z.string().nullable().optional(),
});

export type TDataItem = Record<string, unknown>;

/** POST data/{Type}/query?license=: one page of a list (the generic data query of spec 000 §7). */
export function fetchDataPage(type: TDataType, body: TDataQuery, signal?: AbortSignal): Promise<TDataQueryResult<TDataItem>> {
  return apiRequest(`data/${type}/query`, { method: 'POST', scope: 'license', body, schema: ZDataQueryResult, signal });
}

export type TListQueryInput = {
  license: string;
  type: TDataType;
  fields: readonly string[];
  filters: readonly TFilter[];
  sorts: readonly TListSort[];
  take: number;
  /** False while the filters are invalid: nothing is loaded. */
  enabled?: boolean;
};

export const listQueryKey = (i: Omit<TListQueryInput, 'enabled'>) =>
  ['data', i.license, i.type, 'list', { fields: i.fields, filters: i.filters, sorts: i.sorts, take: i.take }] as const;

/**
 * The lazily loaded rows of a list: pages of `take` rows, each continuing at the previous answer's
 * cursor. A change of filters, sorts or columns starts a new load; TanStack Query aborts the running
 * one through the AbortSignal once it has no observer left.
 */
export function useListQuery(input: TListQueryInput) {
  const { license, type, fields, filters, sorts, take, enabled = true } = input;
  const query = useInfiniteQuery({
    queryKey: listQueryKey({ license, type, fields, filters, sorts, take }),
    queryFn: ({ pageParam, signal }) => fetchDataPage(type, buildQueryBody({ fields, filters, sorts, take, page: pageParam }), signal),
    initialPageParam: FIRST_PAGE as TPageParam,
    getNextPageParam: (last, all) => nextPageParam(last, all.reduce((n, p) => n + p.Items.length, 0), take),
    enabled,
    staleTime: 30_000,
    // Many pages of thousands of rows: do not keep old filter combinations around for long.
    gcTime: 60_000,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.Items) ?? [], [query.data]);
  const first = query.data?.pages[0];
  return {
    query,
    rows,
    total: first?.Total,
    totalIsEstimate: first?.TotalIsEstimate ?? false,
  };
}

/** One page of a list for paged views (the contract feed): Skip/Take with the total. */
export function usePagedListQuery(input: TListQueryInput & { page: number }) {
  const { license, type, fields, filters, sorts, take, page, enabled = true } = input;
  return useQuery({
    queryKey: ['data', license, type, 'page', { fields, filters, sorts, take, page }] as const,
    queryFn: ({ signal }) =>
      fetchDataPage(type, { ...buildQueryBody({ fields, filters, sorts, take, page: { skip: page * take } }), Page: { Skip: page * take, Take: take, ReturnTotal: true } }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Keeps loading pages until everything is there (grouping needs all rows), up to `limit` rows. */
export function useLoadAll(list: ReturnType<typeof useListQuery>, active: boolean, limit: number): void {
  const { query, rows } = list;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (active && hasNextPage && !isFetchingNextPage && !isError && rows.length < limit) void fetchNextPage();
  }, [active, hasNextPage, isFetchingNextPage, isError, rows.length, limit, fetchNextPage]);
}
