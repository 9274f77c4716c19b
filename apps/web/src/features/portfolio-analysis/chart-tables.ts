/** The answer of GET Auswertung turned into one table per chart, in the member's language. */
import { ANALYSIS_NONE, ANALYSIS_OTHERS, isInsuranceLine, type TAnalysisClaimRow, type TAnalysisMonthRow, type TAnalysisStockRow } from '@portal/domain';
import type { TFunction } from 'i18next';
import type { TAnalysisColumn, TAnalysisTable } from './analysis-table';

export type TLabels = { sparte: (key: string) => string; company: (row: TAnalysisStockRow) => string; month: (month: string) => string };

export function labelsOf(t: TFunction, language: string): TLabels {
  const special = (key: string): string | null => (key === ANALYSIS_NONE ? t('portfolioAnalysis.none') : key === ANALYSIS_OTHERS ? t('portfolioAnalysis.others') : null);
  const months = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    sparte: (key) => special(key) ?? (isInsuranceLine(key) ? t(`insuranceLines.${key}`) : key),
    company: (row) => special(row.Key) ?? row.Label,
    month: (month) => months.format(new Date(`${month}-01T00:00:00Z`)),
  };
}

const col = (key: string, label: string, kind: TAnalysisColumn['kind']): TAnalysisColumn => ({ key, label, kind });

export function stockTable(t: TFunction, rows: readonly TAnalysisStockRow[], first: 'sparte' | 'company', label: (r: TAnalysisStockRow) => string, premiumsHidden: boolean): TAnalysisTable {
  const columns = [col(first, t(`portfolioAnalysis.columns.${first}`), 'text'), col('contracts', t('portfolioAnalysis.columns.contracts'), 'count')];
  if (!premiumsHidden) columns.push(col('premium', t('portfolioAnalysis.columns.premium'), 'money'));
  return { columns, rows: rows.map((r) => (premiumsHidden ? [label(r), r.Vertraege] : [label(r), r.Vertraege, r.Jahrespraemie])) };
}

export function monthTable(t: TFunction, rows: readonly TAnalysisMonthRow[], month: (m: string) => string, premiumsHidden: boolean): TAnalysisTable {
  const columns = [col('month', t('portfolioAnalysis.columns.month'), 'text'), col('contracts', t('portfolioAnalysis.columns.contracts'), 'count')];
  if (!premiumsHidden) columns.push(col('premium', t('portfolioAnalysis.columns.premium'), 'money'));
  return { columns, rows: rows.map((r) => (premiumsHidden ? [month(r.Monat), r.Vertraege] : [month(r.Monat), r.Vertraege, r.Jahrespraemie])) };
}

export function claimsTable(t: TFunction, rows: readonly TAnalysisClaimRow[], sparte: (k: string) => string): TAnalysisTable {
  return {
    columns: [col('sparte', t('portfolioAnalysis.columns.sparte'), 'text'), col('open', t('portfolioAnalysis.columns.open'), 'count'), col('closed', t('portfolioAnalysis.columns.closed'), 'count')],
    rows: rows.map((r) => [sparte(r.Key), r.Offen, r.Abgeschlossen]),
  };
}
