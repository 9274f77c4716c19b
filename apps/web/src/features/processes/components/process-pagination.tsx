import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROCESS_FEED_PAGE_SIZES } from '@portal/domain';
import { formatCount } from '../../../lib/format';

type Props = {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  'data-testid'?: string;
};

/** Paginator of the process feed and list: sizes 5, 10, 25 (spec 000 §9), translated labels. */
export function ProcessPagination({ total, page, pageSize, onPageChange, onPageSizeChange, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PROCESS_FEED_PAGE_SIZES]}
      onPageChange={(_, p) => onPageChange(p)}
      onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={t('processes.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('processes.pagination.displayed', { from: formatCount(from, i18n.language), to: formatCount(to, i18n.language), count: formatCount(count, i18n.language) })
      }
      getItemAriaLabel={(type) => t(`processes.pagination.${type}`)}
      showFirstButton
      showLastButton
      data-testid={rest['data-testid']}
      sx={{ alignSelf: 'stretch', '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}
