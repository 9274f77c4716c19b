import { useState } from 'react';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { TListParams } from './api';

/** Page, size, sort and search of a server-paged list; a new search or sort starts again at page 1. */
export function useListState(defaultSort: string, defaultDirection: 'asc' | 'desc') {
  const [search, setSearchText] = useState('');
  const q = useDebouncedValue(search);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [order, setOrder] = useState<{ sort: string; direction: 'asc' | 'desc' }>({ sort: defaultSort, direction: defaultDirection });
  const [searchedAt, setSearchedAt] = useState(q);
  // The debounced search changed: back to the first page (during render, so no request for the old page goes out).
  if (searchedAt !== q) {
    setSearchedAt(q);
    setPaging((p) => ({ ...p, page: 1 }));
  }
  const params: TListParams = { ...paging, ...order, q };
  return {
    params,
    search,
    setSearch: setSearchText,
    setPage: (page: number, pageSize: number) => setPaging({ page, pageSize }),
    setSort: (sort: string, direction: 'asc' | 'desc') => {
      setOrder({ sort, direction });
      setPaging((p) => ({ ...p, page: 1 }));
    },
  };
}

export type TListState = ReturnType<typeof useListState>;
