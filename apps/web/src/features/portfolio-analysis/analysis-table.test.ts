import { describe, expect, it } from 'vitest';
import { analysisCsv, columnTotals, type TAnalysisTable } from './analysis-table';

const table: TAnalysisTable = {
  columns: [
    { key: 'k', label: 'Sparte', kind: 'text' },
    { key: 'c', label: 'Verträge', kind: 'count' },
    { key: 'p', label: 'Jahresprämie (EUR)', kind: 'money' },
  ],
  rows: [
    ['Kraftfahrt', 2, 1700.5],
    ['=HYPERLINK("x")', 1, 20],
  ],
};

describe('analysis table', () => {
  it('sums the number columns', () => {
    expect(columnTotals(table)).toEqual([null, 3, 1720.5]);
    expect(columnTotals({ ...table, rows: [['a', 1, null]] })).toEqual([null, 1, null]);
  });

  it('writes CSV with BOM, semicolons, German decimals and no formulas', () => {
    const csv = analysisCsv(table, 'de');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Sparte;Verträge;Jahresprämie (EUR)', 'Kraftfahrt;2;1700,50', '"\'=HYPERLINK(""x"")";1;20,00', '']);
    expect(analysisCsv(table, 'en')).toContain('Kraftfahrt;2;1700.50');
  });
});
