import { Alert, Box, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../ui/paginator';

export type TColumn<T> = { key: string; label: string; cell: (row: T) => ReactNode; align?: 'right' };

type Props<T> = {
  title: string;
  hint: string;
  testId: string;
  columns: readonly TColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  empty: string;
  error: ReactNode;
  toolbar?: ReactNode;
};

export const PAGE_SIZES = [10, 25, 50];

/** One list of the risk management page: a titled card with a table paged by the server. */
export function RiskTableCard<T>({ title, hint, testId, columns, rows, rowKey, total, page, pageSize, onPage, onPageSize, empty, error, toolbar }: Props<T>) {
  const { t } = useTranslation();
  const headingId = `${testId}-heading`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        </Box>
        {toolbar}
      </Stack>
      {error}
      {rows === undefined ? (
        <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={32} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Alert severity="success" sx={{ m: 2 }}>
          {empty}
        </Alert>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)} hover data-testid={`${testId}-row`}>
                    {columns.map((c) => (
                      <TableCell key={c.key} align={c.align}>
                        {c.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Paginator label={title} total={total} page={page} pageSize={pageSize} sizes={PAGE_SIZES} onPageChange={onPage} onPageSizeChange={onPageSize} />
        </>
      )}
    </Paper>
  );
}
