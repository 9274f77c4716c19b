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
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { visuallyHidden } from '../../../ui/visually-hidden';

export type TColumn<T> = {
  key: string;
  label: string;
  /** The server's sort key, when the column sorts. */
  sort?: string;
  render: (row: T) => ReactNode;
  /** Narrow screens keep only the essential columns. */
  wide?: boolean;
};

type Props<T> = {
  label: string;
  columns: readonly TColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  loading: boolean;
  error: unknown;
  search: string;
  onSearch: (q: string) => void;
  /** The search the rows answer (debounced): the not-found message names it. */
  searched: string;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  sort: string;
  direction: 'asc' | 'desc';
  onSort: (sort: string, direction: 'asc' | 'desc') => void;
  onRow: (row: T) => void;
  selected?: string | null;
  empty: string;
  testId: string;
};

/**
 * The table of the vehicle and eVB lists: the server pages, sorts and searches (the rows are one page); loading,
 * error, empty and not-found states; it scrolls sideways on narrow screens, where the less important columns go.
 */
export function VehicleTable<T>(p: Props<T>) {
  const { t } = useTranslation();
  const notFound = !p.loading && !p.error && p.rows?.length === 0 && p.searched.trim() !== '';
  return (
    <>
      <TextField
        type="search"
        size="small"
        label={t('vehicles.search')}
        value={p.search}
        onChange={(e) => p.onSearch(e.target.value)}
        sx={{ maxWidth: 480 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { 'data-testid': `${p.testId}-search`, maxLength: 100 } }}
      />
      {p.error ? <ErrorAlert error={p.error} /> : null}
      {notFound ? (
        <Alert severity="info" data-testid={`${p.testId}-not-found`} role="status">
          <AlertTitle>{t('vehicles.notFound')}</AlertTitle>
          {t('vehicles.notFoundHint', { q: p.searched.trim() })}
        </Alert>
      ) : null}
      {!p.loading && !p.error && p.rows?.length === 0 && !notFound ? <Alert severity="info">{p.empty}</Alert> : null}
      {p.loading && !p.rows ? (
        <Paper variant="outlined" role="status" aria-label={t('common.loading')} sx={{ p: 1 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Paper>
      ) : null}
      {p.rows && p.rows.length > 0 ? (
        <Paper variant="outlined">
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={p.label} data-testid={p.testId} aria-busy={p.loading}>
              <TableHead>
                <TableRow>
                  {p.columns.map((c) => (
                    <TableCell
                      key={c.key}
                      sx={c.wide ? { display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' } : { whiteSpace: 'nowrap' }}
                      sortDirection={c.sort && p.sort === c.sort ? p.direction : false}
                    >
                      {c.sort ? (
                        <TableSortLabel
                          active={p.sort === c.sort}
                          direction={p.sort === c.sort ? p.direction : 'asc'}
                          onClick={() => p.onSort(c.sort!, p.sort === c.sort && p.direction === 'asc' ? 'desc' : 'asc')}
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
                {p.rows.map((row) => {
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
          <TablePagination
            component="div"
            count={p.total}
            page={p.page - 1}
            rowsPerPage={p.pageSize}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onPageChange={(_, page) => p.onPage(page + 1, p.pageSize)}
            onRowsPerPageChange={(e) => p.onPage(1, Number(e.target.value))}
            labelRowsPerPage={t('vehicles.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('vehicles.displayed', { from, to, count })}
          />
        </Paper>
      ) : null}
      {p.loading && p.rows ? <span style={visuallyHidden}>{t('common.loading')}</span> : null}
    </>
  );
}
