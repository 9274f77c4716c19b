import { isFullyLoaded, type TDataQuery, type TDataQueryResult, type TFilter } from '@portal/domain';

/** Rows per lazily loaded page of a list. */
export const LIST_PAGE_SIZE = 100;

export type TListSort = { Property: string; Direction: 'asc' | 'desc' };

/** Where the next page starts: the keyset cursor of the previous answer, else an offset. */
export type TPageParam = { skip: number; after?: string };

export const FIRST_PAGE: TPageParam = { skip: 0 };

/** Visible columns plus what rows need to open, without duplicates, in a stable order. */
export function queryFields(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat().filter(Boolean))];
}

/** The body of POST data/{Type}/query for one page; the total is asked for with the first page only. */
export function buildQueryBody(input: { fields: readonly string[]; filters: readonly TFilter[]; sorts: readonly TListSort[]; take: number; page: TPageParam }): TDataQuery {
  const { page } = input;
  return {
    Fields: [...input.fields],
    Page: { Skip: page.after ? 0 : page.skip, Take: input.take, ReturnTotal: page.skip === 0 && !page.after, ...(page.after ? { After: page.after } : {}) },
    Filters: [...input.filters],
    ...(input.sorts.length ? { Sorts: input.sorts.map((s) => ({ Property: s.Property, Direction: s.Direction })) } : {}),
  };
}

/**
 * The page after `last`: none when it returned fewer rows than asked for (spec 000 §4), else the
 * cursor it handed out (keyset paging), or the offset of everything loaded so far.
 */
export function nextPageParam(last: TDataQueryResult, loaded: number, take: number): TPageParam | undefined {
  if (isFullyLoaded(last.Items.length, take)) return undefined;
  return last.Next ? { skip: loaded, after: last.Next } : { skip: loaded };
}
