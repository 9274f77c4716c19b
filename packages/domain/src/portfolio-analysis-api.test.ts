import { describe, expect, it } from 'vitest';
import { canSeePortfolioAnalysis } from './permissions.js';
import { defaultAnalysisPeriod, fillMonths, foldTop, monthsOfPeriod, ZPortfolioAnalysisQuery } from './portfolio-analysis-api.js';

describe('portfolio analysis shaping', () => {
  it('defaults to the last 12 months, across the turn of the year', () => {
    expect(defaultAnalysisPeriod('2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-26' });
    expect(defaultAnalysisPeriod('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(monthsOfPeriod('2025-12-01', '2026-11-26')).toHaveLength(12);
  });

  it('fills every month of the period, zero where nothing happened', () => {
    const rows = fillMonths('2025-11-15', '2026-02-01', [{ Monat: '2026-01', Vertraege: 2, Jahrespraemie: 10 }], false);
    expect(rows).toEqual([
      { Monat: '2025-11', Vertraege: 0, Jahrespraemie: 0 },
      { Monat: '2025-12', Vertraege: 0, Jahrespraemie: 0 },
      { Monat: '2026-01', Vertraege: 2, Jahrespraemie: 10 },
      { Monat: '2026-02', Vertraege: 0, Jahrespraemie: 0 },
    ]);
    expect(fillMonths('2026-01-01', '2026-01-31', [], true)).toEqual([{ Monat: '2026-01', Vertraege: 0, Jahrespraemie: null }]);
  });

  it('keeps the biggest rows and folds the rest into one others row with the sums', () => {
    const rows = [1, 5, 3, 4].map((n) => ({ Key: `k${n}`, Label: `L${n}`, Vertraege: n, Jahrespraemie: n * 100.005 }));
    const folded = foldTop(rows, 2, 'Sonstige');
    expect(folded.map((r) => r.Key)).toEqual(['k5', 'k4', '__others__']);
    expect(folded[2]).toEqual({ Key: '__others__', Label: 'Sonstige', Vertraege: 4, Jahrespraemie: 400.02 });
    // Without premiums, the count decides.
    const hidden = rows.map((r) => ({ ...r, Jahrespraemie: null }));
    expect(foldTop(hidden, 1, 'x').map((r) => [r.Key, r.Jahrespraemie])).toEqual([['k5', null], ['__others__', null]]);
  });

  it('validates the period', () => {
    expect(ZPortfolioAnalysisQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(ZPortfolioAnalysisQuery.safeParse({ from: '2026-05-01', to: '2026-01-01' }).success).toBe(false);
    expect(ZPortfolioAnalysisQuery.safeParse({ from: '2020-01-01', to: '2026-01-01' }).success).toBe(false);
    expect(ZPortfolioAnalysisQuery.safeParse({ from: '2021-02-01', to: '2026-01-31' }).success).toBe(true);
  });

  it('is for brokers and staff, not for end customers', () => {
    for (const role of ['licenseAdmin', 'employee', 'guest', 'intermediary'] as const) expect(canSeePortfolioAnalysis({ role }), role).toBe(true);
    for (const role of ['customer', 'claimReporter'] as const) expect(canSeePortfolioAnalysis({ role }), role).toBe(false);
  });
});
