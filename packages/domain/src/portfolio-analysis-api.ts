/**
 * The portfolio analysis (/auswertung, issue 14 item 8): the member's visible portfolio as series for charts —
 * stock by line of business and by insurer, new business and cancellations per month, claims per line open/closed.
 * The API contract and the pure shaping both sides share (periods, months, the top-N fold of insurers, CSV rows).
 */
import { z } from 'zod';

/** A calendar date YYYY-MM-DD that exists (no 30 February). */
const isCalendarDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date YYYY-MM-DD').refine(isCalendarDate, 'A real calendar date');

/** The longest period one request may cover: five years of months keep every series small. */
export const ANALYSIS_MAX_MONTHS = 60;
/** Insurers beyond this many (by premium) are folded into one 'others' row, so the chart stays readable. */
export const ANALYSIS_TOP_COMPANIES = 10;
/** Key of the folded rows ('others') and of rows without a line of business or insurer. */
export const ANALYSIS_OTHERS = '__others__';
export const ANALYSIS_NONE = '__none__';

export const ZPortfolioAnalysisQuery = z
  .object({
    license: z.string().min(1).max(64).optional().describe('The licence (tenant); or the X-License header.'),
    from: ZIsoDate.optional().describe('First day of the period (YYYY-MM-DD); default: the first day of the month eleven months ago.'),
    to: ZIsoDate.optional().describe('Last day of the period (YYYY-MM-DD); default: today.'),
  })
  .superRefine((q, c) => {
    if (q.from && q.to && q.from > q.to) c.addIssue({ code: 'custom', path: ['from'], message: 'from must not lie after to' });
    if (q.from && q.to && monthsBetween(q.from, q.to) > ANALYSIS_MAX_MONTHS) c.addIssue({ code: 'custom', path: ['to'], message: `At most ${ANALYSIS_MAX_MONTHS} months` });
  });
export type TPortfolioAnalysisQuery = z.infer<typeof ZPortfolioAnalysisQuery>;

const ZCount = z.number().int().nonnegative();
/** Annual gross premium in EUR (null when the member may not see premiums). */
const ZPremium = z.number().nullable();

export const ZAnalysisStockRow = z.object({
  Key: z.string().describe('Line of business code (Sparte) or insurer id; __none__ when missing, __others__ for the folded rest.'),
  Label: z.string().describe('Display name: the Sparte code or the insurer search name.'),
  Vertraege: ZCount.describe('Number of contracts in force.'),
  Jahrespraemie: ZPremium.describe('Sum of annual gross premiums (EUR contracts), null when premiums are hidden.'),
});
export const ZAnalysisMonthRow = z.object({
  Monat: z.string().regex(/^\d{4}-\d{2}$/).describe('Month YYYY-MM.'),
  Vertraege: ZCount,
  Jahrespraemie: ZPremium,
});
export const ZAnalysisClaimRow = z.object({
  Key: z.string().describe('Line of business (Sparte) of the claim; __none__ when missing.'),
  Label: z.string(),
  Offen: ZCount.describe('Claims still open (no Abschlusstag).'),
  Abgeschlossen: ZCount.describe('Claims closed.'),
});
export const ZPortfolioAnalysis = z.object({
  Stand: z.string().describe('When the figures were computed (ISO date-time): current for brokers, staff and intermediaries (running totals); a member restricted to assigned customers may get an answer kept up to 10 minutes.'),
  From: z.string(),
  To: z.string(),
  PremiumsHidden: z.boolean(),
  Waehrung: z.literal('EUR'),
  BySparte: z.array(ZAnalysisStockRow),
  ByGesellschaft: z.array(ZAnalysisStockRow),
  Neugeschaeft: z.array(ZAnalysisMonthRow),
  Schaeden: z.array(ZAnalysisClaimRow),
  Stornos: z.array(ZAnalysisMonthRow),
});
export type TAnalysisStockRow = z.infer<typeof ZAnalysisStockRow>;
export type TAnalysisMonthRow = z.infer<typeof ZAnalysisMonthRow>;
export type TAnalysisClaimRow = z.infer<typeof ZAnalysisClaimRow>;
export type TPortfolioAnalysis = z.infer<typeof ZPortfolioAnalysis>;

/** Payments per year of a Zahlweise, to turn the premium per payment into an annual premium; unknown = yearly. */
export const PAYMENTS_PER_YEAR: Readonly<Record<string, number>> = { jährlich: 1, halbjährlich: 2, vierteljährlich: 4, monatlich: 12 };

/** Months from the month of `from` to the month of `to`, both counted. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The default period: the last 12 months, i.e. the first day of the month 11 months back up to today. */
export function defaultAnalysisPeriod(today: string): { from: string; to: string } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 11;
  const fy = m <= 0 ? y - 1 : y;
  const fm = m <= 0 ? m + 12 : m;
  return { from: `${fy}-${String(fm).padStart(2, '0')}-01`, to: today };
}

/** Every month of the period as YYYY-MM, oldest first. */
export function monthsOfPeriod(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (let i = 0; i < monthsBetween(from, to); i++) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** Monthly rows with a row (zeros) for every month of the period, so the charts show gaps as zero, not skip them. */
export function fillMonths(from: string, to: string, rows: readonly TAnalysisMonthRow[], premiumsHidden: boolean): TAnalysisMonthRow[] {
  const byMonth = new Map(rows.map((r) => [r.Monat, r]));
  return monthsOfPeriod(from, to).map((Monat) => byMonth.get(Monat) ?? { Monat, Vertraege: 0, Jahrespraemie: premiumsHidden ? null : 0 });
}

/** Sorted by premium (or count when premiums are hidden), biggest first; beyond `top`, the rest folds into one 'others' row. */
export function foldTop(rows: readonly TAnalysisStockRow[], top: number, othersLabel: string): TAnalysisStockRow[] {
  const weight = (r: TAnalysisStockRow) => r.Jahrespraemie ?? r.Vertraege;
  const sorted = [...rows].sort((a, b) => weight(b) - weight(a) || b.Vertraege - a.Vertraege || a.Label.localeCompare(b.Label));
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top);
  const hidden = rest.some((r) => r.Jahrespraemie === null);
  const others: TAnalysisStockRow = {
    Key: ANALYSIS_OTHERS,
    Label: othersLabel,
    Vertraege: rest.reduce((s, r) => s + r.Vertraege, 0),
    Jahrespraemie: hidden ? null : roundCents(rest.reduce((s, r) => s + (r.Jahrespraemie ?? 0), 0)),
  };
  return [...sorted.slice(0, top), others];
}

export const roundCents = (n: number): number => Math.round(n * 100) / 100;
