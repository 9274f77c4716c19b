import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What is paged, for screen readers ('Seiten der Vermittlerkonten'). */
  label: string;
  total: number;
  /** Zero-based; kept within the last page when the total shrinks. */
  page: number;
  pageSize: number;
  sizes: readonly number[];
  onPageChange: (page: number) => void;
  /** A new page size starts again at the first page (the caller sets page 0). */
  onPageSizeChange: (size: number) => void;
  'data-testid'?: string;
};

/**
 * The paginator of a server-paged list: a navigation landmark with translated labels on every button (MUI's own are
 * English), wrapping its controls on phones.
 */
export function Paginator({ label, total, page, pageSize, sizes, onPageChange, onPageSizeChange, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="nav"
      aria-label={label}
      count={total}
      page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
      onPageChange={(_e, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...sizes]}
      onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={t('common.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.pagination.displayed', { from, to, count })}
      getItemAriaLabel={(type) => t(`common.pagination.${type}`)}
      data-testid={rest['data-testid']}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 0 } } }}
    />
  );
}
