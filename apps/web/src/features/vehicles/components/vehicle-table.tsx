import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  AlertTitle,
  InputAdornment,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListState } from '../use-list-state';
import { ErrorAlert } from '../../../ui/error-alert';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { Paginator } from '../../../ui/paginator';

export type TColumn<T> = {
  key: string;
  label: string;
  /** The server's sort key, when the column sorts. */
  sort?: string;
  render: (row: T) => ReactNode;
  /** Narrow screens keep only the essential columns. */
  wide?: boolean;
};

/** What the table reads of its list query (TanStack Query's result). */
type TListQuery<T> = { data?: { Items: readonly T[]; Total: number } | undefined; isFetching: boolean; isError: boolean; error: unknown };

/** Page sizes of both lists (the API takes 1 to 100, default 20). */
const PAGE_SIZES = [10, 20, 50, 100] as const;

type Props<T> = {
  label: string;
  columns: readonly TColumn<T>[];
  /** The page, size, sort and search (useListState); the table reads and changes them. */
  list: TListState;
  query: TListQuery<T>;
  rowKey: (row: T) => string;
  onRow: (row: T) => void;
  selected?: string | null;
  empty: string;
  testId: string;
};

/**
 * The table of the vehicle and eVB lists: the server pages, sorts and searches (the rows are one page); loading,
 * error, empty and not-found states; it scrolls sideways on narrow screens, where the less important columns go.
 */
export function VehicleTable<T>({ list, query, ...p }: Props<T>) {
  const { t } = useTranslation();
  const rows = query.data?.Items;
  const total = query.data?.Total ?? 0;
  const loading = query.isFetching;
  const error = query.isError ? query.error : null;
  const { page, pageSize, sort, direction, q: searched } = list.params;
  const notFound = !loading && !error && rows?.length === 0 && searched.trim() !== '';
  return (
    <>
      <TextField
        type="search"
        size="small"
        label={t('vehicles.search')}
        value={list.search}
        onChange={(e) => list.setSearch(e.target.value)}
        sx={{ maxWidth: 480 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { 'data-testid': `${p.testId}-search`, maxLength: 100 } }}
      />
      {error ? <ErrorAlert error={error} /> : null}
      {notFound ? (
        <Alert severity="info" data-testid={`${p.testId}-not-found`} role="status">
          <AlertTitle>{t('vehicles.notFound')}</AlertTitle>
          {t('vehicles.notFoundHint', { q: searched.trim() })}
        </Alert>
      ) : null}
      {!loading && !error && rows?.length === 0 && !notFound ? <Alert severity="info">{p.empty}</Alert> : null}
      {loading && !rows ? (
        <Paper variant="outlined" role="status" aria-label={t('common.loading')} sx={{ p: 1 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Paper>
      ) : null}
      {rows && rows.length > 0 ? (
        <Paper variant="outlined">
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={p.label} data-testid={p.testId} aria-busy={loading}>
              <TableHead>
                <TableRow>
                  {p.columns.map((c) => (
                    <TableCell
                      key={c.key}
                      sx={c.wide ? { display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' } : { whiteSpace: 'nowrap' }}
                      sortDirection={c.sort && sort === c.sort ? direction : false}
                    >
                      {c.sort ? (
                        <TableSortLabel
                          active={sort === c.sort}
                          direction={sort === c.sort ? direction : 'asc'}
                          onClick={() => list.setSort(c.sort!, sort === c.sort && direction === 'asc' ? 'desc' : 'asc')}
                        >
                          {c.label}
                        </TableSortLabel>
                      ) : c.label ? (
                        c.label
                      ) : null}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const key = p.rowKey(row);
                  return (
                    <TableRow key={key} hover selected={p.selected === key} onClick={() => p.onRow(row)} sx={{ cursor: 'pointer' }} data-testid={`${p.testId}-row`}>
                      {p.columns.map((c) => (
                        <TableCell key={c.key} sx={c.wide ? { display: { xs: 'none', md: 'table-cell' } } : undefined}>
                          {c.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Paginator
            label={p.label}
            total={total}
            page={page - 1}
            pageSize={pageSize}
            sizes={PAGE_SIZES}
            onPageChange={(next) => list.setPage(next + 1, pageSize)}
            onPageSizeChange={(size) => list.setPage(1, size)}
          />
        </Paper>
      ) : null}
      {loading && rows ? <span style={visuallyHidden}>{t('common.loading')}</span> : null}
    </>
  );
}
