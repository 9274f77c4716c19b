/** The portfolio analysis (/auswertung): brokers and staff only; all series of the period in one answer. */
import {
  ANALYSIS_MAX_MONTHS,
  ANALYSIS_NONE,
  ANALYSIS_TOP_COMPANIES,
  canSeePortfolioAnalysis,
  defaultAnalysisPeriod,
  fillMonths,
  foldTop,
  hiddenProperties,
  monthsBetween,
  roundCents,
  type TAnalysisMonthRow,
  type TPortfolioAnalysis,
  type TPortfolioAnalysisQuery,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope, type TVisibilityScope } from '../../platform/access/visibility.js';
import { fieldError, forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import {
  cachedAnswer,
  cancellationsPerMonth,
  claimsPerSparte,
  claimsPerSparteFromTotals,
  companyNames,
  keepAnswer,
  newBusinessPerMonth,
  perMonthFromTotals,
  stockGroups,
  stockGroupsFromTotals,
  type TMonthGroup,
  type TStockGroup,
} from './repository.js';
import { WHOLE_LICENSE } from './totals.js';

/** The folded insurers' label; the web translates the key __others__, this is the German fallback. */
const OTHERS_LABEL = 'Sonstige';
const NONE_LABEL = 'Ohne Angabe';

/** How long an answer is kept: long enough for a broker's look through charts and periods, short for a portfolio. */
export const ANALYSIS_CACHE_MS = 10 * 60_000;

/** Members who see the same rows share answers: the whole licence, one intermediary's book, or one member's assigned customers. */
function scopeKeyOf(scope: TVisibilityScope, premiumsHidden: boolean): string {
  const who = scope.assignedCustomersOnly ? `assigned:${scope.userId}` : scope.role === 'intermediary' ? `intermediary:${scope.intermediaryId ?? 'none'}` : 'all';
  return premiumsHidden ? `${who}:no-premiums` : who;
}

/**
 * The running totals' audience the member sees exactly (totals.ts), or null: members restricted to assigned
 * customers (and an intermediary without a record, who sees nothing) are computed live.
 */
export function totalsAudienceOf(scope: TVisibilityScope): string | null {
  if (scope.assignedCustomersOnly) return null;
  if (scope.role === 'licenseAdmin' || scope.role === 'employee' || scope.role === 'guest') return WHOLE_LICENSE;
  if (scope.role === 'intermediary' && scope.intermediaryId) return scope.intermediaryId;
  return null;
}

type TSeries = {
  stock: TStockGroup[];
  fresh: TMonthGroup[];
  storno: TMonthGroup[];
  claims: { key: string | null; open: number; closed: number }[];
};

/** The four series: from the running totals of the member's audience, or live under their visibility. */
async function seriesOf(db: Db, scope: TVisibilityScope, audience: string | null, from: string, to: string): Promise<TSeries> {
  // One after another: PGlite serves one query at a time anyway, and a pool is not flooded by one page.
  if (audience !== null) {
    return {
      stock: await stockGroupsFromTotals(db, scope.licenseId, audience),
      fresh: await perMonthFromTotals(db, scope.licenseId, audience, 'new', from, to),
      storno: await perMonthFromTotals(db, scope.licenseId, audience, 'storno', from, to),
      claims: await claimsPerSparteFromTotals(db, scope.licenseId, audience, from, to),
    };
  }
  return {
    stock: await stockGroups(db, scope),
    fresh: await newBusinessPerMonth(db, scope, from, to),
    storno: await cancellationsPerMonth(db, scope, from, to),
    claims: await claimsPerSparte(db, scope, from, to),
  };
}

/**
 * `live: true` computes every series from the rows even where running totals exist (tests compare both ways).
 * Answers from the running totals are current and cheap, so only live answers (assigned customers) are kept.
 */
export async function getPortfolioAnalysis({
  db,
  ctx,
  query,
  today,
  now = new Date(),
  live = false,
}: {
  db: Db;
  ctx: TLicenseContext;
  query: TPortfolioAnalysisQuery;
  today: string;
  now?: Date;
  live?: boolean;
}): Promise<TPortfolioAnalysis> {
  if (!canSeePortfolioAnalysis(ctx.permission)) throw forbidden('The portfolio analysis is for brokers and their staff');
  const period = defaultAnalysisPeriod(today);
  const from = query.from ?? (query.to && query.to < period.from ? `${query.to.slice(0, 7)}-01` : period.from);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  // With one end given, the other is defaulted: the span is checked here as well as in the schema.
  if (monthsBetween(from, to) > ANALYSIS_MAX_MONTHS) {
    throw fieldError('VALIDATION', query.from ? 'from' : 'to', `At most ${ANALYSIS_MAX_MONTHS} months`, 'Period too long');
  }
  // Premiums follow the licence's rule for the member (HidePremiums hides them from end customers).
  const premiumsHidden = hiddenProperties('Vertrag', ctx.permission).has('BruttopraemieGemaessZahlweise');
  const premium = (p: string): number | null => (premiumsHidden ? null : roundCents(Number(p)));
  const scope = visibilityScope(ctx);
  const key = { licenseId: ctx.licenseId, scopeKey: scopeKeyOf(scope, premiumsHidden), from, to };
  const staleBefore = new Date(now.getTime() - ANALYSIS_CACHE_MS);
  const audience = live ? null : totalsAudienceOf(scope);
  const kept = audience === null && !live ? await cachedAnswer(db, key, staleBefore) : null;
  if (kept) return kept;
  const { stock, fresh, storno, claims: claimRows } = await seriesOf(db, scope, audience, from, to);
  const sparten = stock.filter((r) => r.bySparte);
  const insurers = stock.filter((r) => !r.bySparte);
  const names = new Map((await companyNames(db, ctx.licenseId, insurers.flatMap((r) => (r.key ? [r.key] : [])))).map((c) => [c.id, c.suchname]));
  const months = (rows: { month: string; count: number; premium: string }[]): TAnalysisMonthRow[] =>
    fillMonths(from, to, rows.map((r) => ({ Monat: r.month, Vertraege: r.count, Jahrespraemie: premium(r.premium) })), premiumsHidden);
  const answer: TPortfolioAnalysis = {
    Stand: now.toISOString(),
    From: from,
    To: to,
    PremiumsHidden: premiumsHidden,
    Waehrung: 'EUR',
    BySparte: foldTop(
      sparten.map((r) => ({ Key: r.key ?? ANALYSIS_NONE, Label: r.key ?? NONE_LABEL, Vertraege: r.count, Jahrespraemie: premium(r.premium) })),
      Number.MAX_SAFE_INTEGER,
      OTHERS_LABEL,
    ),
    ByGesellschaft: foldTop(
      insurers.map((r) => ({ Key: r.key ?? ANALYSIS_NONE, Label: (r.key && names.get(r.key)) || NONE_LABEL, Vertraege: r.count, Jahrespraemie: premium(r.premium) })),
      ANALYSIS_TOP_COMPANIES,
      OTHERS_LABEL,
    ),
    Neugeschaeft: months(fresh),
    Stornos: months(storno),
    Schaeden: claimRows
      .map((r) => ({ Key: r.key ?? ANALYSIS_NONE, Label: r.key ?? NONE_LABEL, Offen: r.open, Abgeschlossen: r.closed }))
      .sort((a, b) => b.Offen + b.Abgeschlossen - (a.Offen + a.Abgeschlossen) || a.Label.localeCompare(b.Label)),
  };
  // Keeping the answer is an optimisation: a failure to store it (a read-only replica, maintenance) never fails the answer.
  if (audience === null && !live) await keepAnswer(db, key, answer, now, staleBefore).catch(() => undefined);
  return answer;
}
