import BarChartIcon from '@mui/icons-material/BarChart';
import DownloadIcon from '@mui/icons-material/Download';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { Box, Button, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { analysisCsv, saveTextFile, type TAnalysisTable } from '../analysis-table';
import { AnalysisTableView } from './analysis-table-view';

type TView = 'chart' | 'table';

/**
 * One chart of the analysis: its title, a sentence that says what the chart shows (for everyone, and what a screen
 * reader reads for the drawing), the chart or — toggled — the same numbers as a table, and the CSV of that table.
 */
export function AnalysisCard({ id, title, summary, table, empty, canExport, fileName, children }: {
  id: string;
  title: string;
  summary: string;
  table: TAnalysisTable;
  empty: boolean;
  canExport: boolean;
  fileName: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<TView>('chart');
  const headingId = useId();
  const summaryId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`analysis-${id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" id={headingId} sx={{ flexGrow: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v: TView | null) => v && setView(v)} aria-label={t('portfolioAnalysis.view.label', { title })}>
            <ToggleButton value="chart" data-testid="view-chart">
              <BarChartIcon fontSize="small" aria-hidden="true" sx={{ mr: 0.5 }} />
              {t('portfolioAnalysis.view.chart')}
            </ToggleButton>
            <ToggleButton value="table" data-testid="view-table">
              <TableRowsIcon fontSize="small" aria-hidden="true" sx={{ mr: 0.5 }} />
              {t('portfolioAnalysis.view.table')}
            </ToggleButton>
          </ToggleButtonGroup>
          {canExport ? (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={t('portfolioAnalysis.csvLabel', { title })}
              data-testid="analysis-csv"
              onClick={() => saveTextFile(analysisCsv(table, i18n.language), fileName, 'text/csv;charset=utf-8')}
            >
              {t('portfolioAnalysis.csv')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" id={summaryId} sx={{ color: 'text.secondary', mb: 1.5 }} data-testid="analysis-summary">
          {empty ? t('portfolioAnalysis.empty') : summary}
        </Typography>
        {view === 'table' ? (
          <AnalysisTableView table={table} caption={title} />
        ) : empty ? null : (
          // The drawing is described by the sentence above; its numbers are one toggle away as a table.
          <Box role="img" aria-labelledby={`${headingId} ${summaryId}`} data-testid="analysis-chart" sx={{ width: '100%' }}>
            {children}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
