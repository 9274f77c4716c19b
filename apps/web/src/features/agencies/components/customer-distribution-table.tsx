import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TCustomerDistribution } from '@portal/domain';

/** The table of state (or country abroad) against customer count; the only place customers abroad appear. */
export function CustomerDistributionTable({ distribution }: { distribution: TCustomerDistribution }) {
  const { t, i18n } = useTranslation();
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const nameOf = (row: TCustomerDistribution['Items'][number]) => {
    if (row.Ars) return row.Name;
    if (!row.Land) return t('agencies.distribution.unknown');
    let country = row.Land;
    try {
      country = countries.of(row.Land) ?? row.Land;
    } catch {
      // Not a region code Intl knows: the code itself.
    }
    return `${country} (${t('agencies.distribution.abroad')})`;
  };
  return (
    <Table size="small" data-testid="customer-distribution-table">
      <caption>{t('agencies.distribution.tableCaption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('agencies.distribution.region')}</TableCell>
          <TableCell align="right">{t('agencies.distribution.count')}</TableCell>
          <TableCell align="right">{t('agencies.distribution.share')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {distribution.Items.map((row) => (
          <TableRow key={`${row.Ars ?? ''}-${row.Land ?? ''}`} data-testid="distribution-row" data-ars={row.Ars ?? ''} data-land={row.Land ?? ''}>
            <TableCell component="th" scope="row">
              {nameOf(row)}
            </TableCell>
            <TableCell align="right" data-testid="distribution-count">
              {number.format(row.Count)}
            </TableCell>
            <TableCell align="right">{distribution.Total > 0 ? percent.format(row.Count / distribution.Total) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit' }}>
            {t('agencies.distribution.total')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit' }} data-testid="distribution-total">
            {number.format(distribution.Total)}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
