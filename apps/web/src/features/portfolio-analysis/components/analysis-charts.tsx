/** The drawings of the analysis (MUI X Charts, loaded only with this page). */
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

/** `real`: false for the folded rest and rows without a group, which never count as the biggest. */
export type TBar = { label: string; value: number; real?: boolean };

const BAR_HEIGHT = 30;

/** Horizontal bars, one per group, biggest first: long names (insurers, lines of business) stay readable. */
export function RankingChart({ bars, seriesLabel, format }: { bars: TBar[]; seriesLabel: string; format: (v: number) => string }) {
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(160, bars.length * BAR_HEIGHT + 60)}
      dataset={bars.map(({ label, value }) => ({ label, value }))}
      yAxis={[{ scaleType: 'band', dataKey: 'label', width: 170 }]}
      xAxis={[{ valueFormatter: (v: number) => format(v), tickNumber: 4 }]}
      series={[{ dataKey: 'value', label: seriesLabel, valueFormatter: (v) => (v === null ? '' : format(v)) }]}
      hideLegend
      skipAnimation
      margin={{ left: 8, right: 32 }}
    />
  );
}

/** Vertical bars per month of the period. */
export function MonthChart({ bars, seriesLabel, format, color }: { bars: TBar[]; seriesLabel: string; format: (v: number) => string; color?: string }) {
  return (
    <BarChart
      height={260}
      dataset={bars.map(({ label, value }) => ({ label, value }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ valueFormatter: (v: number) => format(v), width: 64 }]}
      series={[{ dataKey: 'value', label: seriesLabel, valueFormatter: (v) => (v === null ? '' : format(v)), ...(color ? { color } : {}) }]}
      hideLegend
      skipAnimation
    />
  );
}

/** Claims per line of business, open and closed stacked. */
export function ClaimsChart({ rows }: { rows: { label: string; open: number; closed: number }[] }) {
  const { t } = useTranslation();
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(180, rows.length * BAR_HEIGHT + 90)}
      dataset={rows}
      yAxis={[{ scaleType: 'band', dataKey: 'label', width: 130 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        { dataKey: 'open', label: t('portfolioAnalysis.columns.open'), stack: 'claims', color: '#c62828' },
        { dataKey: 'closed', label: t('portfolioAnalysis.columns.closed'), stack: 'claims', color: '#2e7d32' },
      ]}
      skipAnimation
      margin={{ left: 8, right: 32 }}
    />
  );
}
