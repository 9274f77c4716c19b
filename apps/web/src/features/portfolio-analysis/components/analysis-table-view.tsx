import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { columnTotals, type TAnalysisCell, type TAnalysisTable } from '../analysis-table';

/** The numbers of a chart as a table, with a total row. */
export function AnalysisTableView({ table, caption }: { table: TAnalysisTable; caption: string }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const show = (v: TAnalysisCell, kind: string) => (v === null ? '—' : kind === 'text' ? String(v) : kind === 'money' ? money.format(Number(v)) : count.format(Number(v)));
  const totals = columnTotals(table);
  const bold = { fontWeight: 600, color: 'text.primary', fontSize: 'inherit' } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="analysis-table">
        <caption style={{ captionSide: 'top', padding: 0, position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {table.columns.map((c) => (
              <TableCell key={c.key} align={c.kind === 'text' ? 'left' : 'right'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r} data-testid="analysis-row">
              {row.map((v, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {show(v, table.columns[i]!.kind)}
                  </TableCell>
                ) : (
                  <TableCell key={i} align="right" data-col={table.columns[i]!.key}>
                    {show(v, table.columns[i]!.kind)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={bold}>
              {t('portfolioAnalysis.columns.total')}
            </TableCell>
            {totals.slice(1).map((v, i) => (
              <TableCell key={i} align="right" sx={bold} data-testid={`analysis-total-${table.columns[i + 1]!.key}`}>
                {v === null ? '' : show(v, table.columns[i + 1]!.kind)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
