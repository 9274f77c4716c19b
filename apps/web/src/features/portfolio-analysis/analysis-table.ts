/**
 * Each chart's numbers as one plain table: the table view shows it, the CSV export writes it, the chart draws from
 * the same rows — so the three never disagree.
 */
import Papa from 'papaparse';
import { neutralizeSpreadsheetFormula } from '@portal/domain';
import { saveBlobAsFile } from '../../lib/save-file';

export type TColumnKind = 'text' | 'count' | 'money';
export type TAnalysisColumn = { key: string; label: string; kind: TColumnKind };
export type TAnalysisCell = string | number | null;
export type TAnalysisTable = { columns: TAnalysisColumn[]; rows: TAnalysisCell[][] };

/** Sums of the number columns, for the table's footer. */
export function columnTotals(table: TAnalysisTable): TAnalysisCell[] {
  return table.columns.map((c, i) => {
    if (c.kind === 'text') return null;
    const values = table.rows.map((r) => r[i]);
    if (values.some((v) => v === null)) return null;
    const sum = values.reduce<number>((s, v) => s + Number(v), 0);
    return c.kind === 'money' ? Math.round(sum * 100) / 100 : sum;
  });
}

/** One cell as the CSV shows it: German-style decimals, no grouping, text safe from spreadsheet formulas. */
function csvCell(value: TAnalysisCell, kind: TColumnKind, decimal: Intl.NumberFormat): string {
  if (value === null) return '';
  if (kind === 'text') return neutralizeSpreadsheetFormula(String(value));
  if (kind === 'money') return decimal.format(Number(value));
  return String(value);
}

/**
 * The table as CSV: UTF-8 with BOM, `;`-separated, decimals as the language writes them — as the portal's list export,
 * so spreadsheet programs in German locales open it directly.
 */
export function analysisCsv(table: TAnalysisTable, language: string): string {
  const decimal = new Intl.NumberFormat(language, { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const header = table.columns.map((c) => neutralizeSpreadsheetFormula(c.label));
  const rows = table.rows.map((r) => r.map((v, i) => csvCell(v, table.columns[i]!.kind, decimal)));
  return '\uFEFF' + Papa.unparse([header, ...rows], { delimiter: ';', newline: '\r\n' }) + '\r\n';
}

/** Lets the browser save a text as a file. */
export function saveTextFile(text: string, name: string, type: string): void {
  saveBlobAsFile(new Blob([text], { type }), name);
}
