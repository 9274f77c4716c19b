import { Alert, Box, CircularProgress, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_MAX_MONTHS, ANALYSIS_NONE, ANALYSIS_OTHERS, canExportFiles, defaultAnalysisPeriod, monthsBetween, type TAnalysisStockRow, type TPortfolioAnalysis } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { permissionContextOf, useActiveSession } from '../../session';
import { portfolioAnalysisQueryOptions } from '../api';
import { AnalysisCard } from '../components/analysis-card';
import { ClaimsChart, MonthChart, RankingChart, type TBar } from '../components/analysis-charts';
import { PeriodFilter, type TPeriod } from '../components/period-filter';
import { claimsTable, labelsOf, monthTable, stockTable } from '../chart-tables';
import { portfolioAnalysisTexts } from '../i18n/texts';

type TMetric = 'premium' | 'contracts';

/** /auswertung (issue 14 item 8; the start page's Auswertung tab): the member's visible portfolio as charts. */
export function PortfolioAnalysisPage() {
  const ready = portfolioAnalysisTexts.useReady();
  return ready ? <PortfolioAnalysisContent /> : <CircularProgress sx={{ m: 4 }} />;
}

const isValidPeriod = (p: TPeriod) => p.from <= p.to && monthsBetween(p.from, p.to) <= ANALYSIS_MAX_MONTHS;

function PortfolioAnalysisContent() {
  const { t } = useTranslation();
  usePageTitle(t('portfolioAnalysis.title'));
  const { license, userInit } = useActiveSession();
  const today = format(new Date(), 'yyyy-MM-dd');
  const [period, setPeriod] = useState<TPeriod>(() => defaultAnalysisPeriod(today));
  const [asked, setAsked] = useState<TPeriod>(period);
  const [metric, setMetric] = useState<TMetric>('premium');
  const invalid = !isValidPeriod(period);
  const changePeriod = (p: TPeriod) => {
    setPeriod(p);
    if (isValidPeriod(p)) setAsked(p);
  };
  const analysis = useQuery({ ...portfolioAnalysisQueryOptions(license, asked.from, asked.to), placeholderData: keepPreviousData });
  const canExport = canExportFiles(permissionContextOf(userInit));
  return (
    <Stack spacing={2.5} data-testid="portfolio-analysis-page">
      <Box>
        <Typography variant="h4" component="h1">
          {t('portfolioAnalysis.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('portfolioAnalysis.intro')}</Typography>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <PeriodFilter value={period} today={today} invalid={invalid} onChange={changePeriod} />
        {analysis.data && !analysis.data.PremiumsHidden ? (
          <ToggleButtonGroup size="small" exclusive value={metric} onChange={(_, v: TMetric | null) => v && setMetric(v)} aria-label={t('portfolioAnalysis.metric.label')}>
            <ToggleButton value="premium" data-testid="metric-premium">
              {t('portfolioAnalysis.metric.premium')}
            </ToggleButton>
            <ToggleButton value="contracts" data-testid="metric-contracts">
              {t('portfolioAnalysis.metric.contracts')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      {analysis.isError ? <ErrorAlert error={analysis.error} /> : null}
      {analysis.isPending ? <Skeleton variant="rounded" height={420} aria-label={t('common.loading')} /> : null}
      {analysis.data ? <AnalysisCharts data={analysis.data} metric={analysis.data.PremiumsHidden ? 'contracts' : metric} canExport={canExport} /> : null}
    </Stack>
  );
}

function AnalysisCharts({ data, metric, canExport }: { data: TPortfolioAnalysis; metric: TMetric; canExport: boolean }) {
  const { t, i18n } = useTranslation();
  const labels = useMemo(() => labelsOf(t, i18n.language), [t, i18n.language]);
  const money = useMemo(() => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }), [i18n.language]);
  const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const hidden = data.PremiumsHidden;
  const fmt = metric === 'premium' ? (v: number) => money.format(v) : (v: number) => count.format(v);
  const seriesLabel = t(`portfolioAnalysis.metric.${metric}`);
  const value = (r: { Vertraege: number; Jahrespraemie: number | null }) => (metric === 'premium' ? (r.Jahrespraemie ?? 0) : r.Vertraege);
  const sum = (rows: readonly { Vertraege: number; Jahrespraemie: number | null }[]) => ({
    contracts: count.format(rows.reduce((s, r) => s + r.Vertraege, 0)),
    premium: hidden ? '—' : money.format(rows.reduce((s, r) => s + (r.Jahrespraemie ?? 0), 0)),
  });
  // Biggest first; the folded rest ('others') and rows without a value stay at the end, and are never 'the biggest'.
  const last = (r: TAnalysisStockRow) => (r.Key === ANALYSIS_OTHERS ? 2 : r.Key === ANALYSIS_NONE ? 1 : 0);
  const ranking = (rows: readonly TAnalysisStockRow[], label: (r: TAnalysisStockRow) => string): TBar[] =>
    [...rows].sort((a, b) => last(a) - last(b) || value(b) - value(a)).map((r) => ({ label: label(r), value: value(r), real: last(r) === 0 }));
  const sparteLabel = (r: TAnalysisStockRow) => labels.sparte(r.Key);
  const topOf = (bars: TBar[]) => bars.reduce<TBar | null>((best, b) => (b.real !== false && b.value > 0 && (best === null || b.value > best.value) ? b : best), null)?.label ?? '—';
  const sparteBars = ranking(data.BySparte, sparteLabel);
  const companyBars = ranking(data.ByGesellschaft, labels.company);
  const monthBars = (rows: TPortfolioAnalysis['Neugeschaeft']) => rows.map((r) => ({ label: labels.month(r.Monat), value: value(r) }));
  const newBars = monthBars(data.Neugeschaeft);
  const stornoBars = monthBars(data.Stornos);
  const claimRows = data.Schaeden.map((r) => ({ label: labels.sparte(r.Key), open: r.Offen, closed: r.Abgeschlossen }));
  const openClaims = data.Schaeden.reduce((s, r) => s + r.Offen, 0);
  const closedClaims = data.Schaeden.reduce((s, r) => s + r.Abgeschlossen, 0);
  const fileName = (name: string) => `Auswertung_${name}_${data.From}_${data.To}.csv`;
  return (
    <Stack spacing={2}>
      <Box>
        {hidden ? <Alert severity="info">{t('portfolioAnalysis.premiumsHidden')}</Alert> : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('portfolioAnalysis.stockNote')} {t('portfolioAnalysis.periodNote')}{' '}
          <span data-testid="analysis-stand">{t('portfolioAnalysis.stand', { time: new Date(data.Stand).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) })}</span>
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <AnalysisCard
          id="sparte"
          title={t('portfolioAnalysis.charts.sparte.title')}
          summary={t('portfolioAnalysis.charts.sparte.summary', { ...sum(data.BySparte), groups: data.BySparte.length, top: topOf(sparteBars) })}
          table={stockTable(t, data.BySparte, 'sparte', sparteLabel, hidden)}
          empty={data.BySparte.length === 0}
          canExport={canExport}
          fileName={fileName('Sparten')}
        >
          <RankingChart bars={sparteBars} seriesLabel={seriesLabel} format={fmt} />
        </AnalysisCard>
        <AnalysisCard
          id="company"
          title={t('portfolioAnalysis.charts.company.title')}
          summary={t('portfolioAnalysis.charts.company.summary', { ...sum(data.ByGesellschaft), top: topOf(companyBars) })}
          table={stockTable(t, data.ByGesellschaft, 'company', labels.company, hidden)}
          empty={data.ByGesellschaft.length === 0}
          canExport={canExport}
          fileName={fileName('Gesellschaften')}
        >
          <RankingChart bars={companyBars} seriesLabel={seriesLabel} format={fmt} />
        </AnalysisCard>
        <AnalysisCard
          id="new-business"
          title={t('portfolioAnalysis.charts.newBusiness.title')}
          summary={t('portfolioAnalysis.charts.newBusiness.summary', { ...sum(data.Neugeschaeft), top: topOf(newBars) })}
          table={monthTable(t, data.Neugeschaeft, labels.month, hidden)}
          empty={data.Neugeschaeft.every((r) => r.Vertraege === 0)}
          canExport={canExport}
          fileName={fileName('Neugeschaeft')}
        >
          <MonthChart bars={newBars} seriesLabel={seriesLabel} format={fmt} />
        </AnalysisCard>
        <AnalysisCard
          id="claims"
          title={t('portfolioAnalysis.charts.claims.title')}
          summary={t('portfolioAnalysis.charts.claims.summary', { open: count.format(openClaims), closed: count.format(closedClaims), top: data.Schaeden[0] && data.Schaeden[0].Key !== ANALYSIS_NONE ? claimRows[0]!.label : '—' })}
          table={claimsTable(t, data.Schaeden, labels.sparte)}
          empty={data.Schaeden.length === 0}
          canExport={canExport}
          fileName={fileName('Schaeden')}
        >
          <ClaimsChart rows={claimRows} />
        </AnalysisCard>
        <AnalysisCard
          id="cancellations"
          title={t('portfolioAnalysis.charts.cancellations.title')}
          summary={t('portfolioAnalysis.charts.cancellations.summary', { ...sum(data.Stornos), top: topOf(stornoBars) })}
          table={monthTable(t, data.Stornos, labels.month, hidden)}
          empty={data.Stornos.every((r) => r.Vertraege === 0)}
          canExport={canExport}
          fileName={fileName('Stornos')}
        >
          <MonthChart bars={stornoBars} seriesLabel={seriesLabel} format={fmt} color="#ef6c00" />
        </AnalysisCard>
      </Box>
    </Stack>
  );
}
