/**
 * Aggregates of the portfolio analysis. Brokers, staff and intermediaries read the running totals (totals.ts: a few
 * hundred rows of their audience); members restricted to assigned customers get the same series computed live from
 * the rows under their visibility (few customers: an index range per customer). Nothing leaves the database but the groups. Premiums are annualised by Zahlweise and summed for EUR contracts only (no exchange
 * rates in the portal); contracts in other currencies are still counted.
 */
import { and, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_POLICY_STATUSES, type TPortfolioAnalysis } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { executeRows } from '../../platform/db/execute-rows.js';
import { claims, companies, contracts, portfolioAnalysisCache, portfolioAnalysisTotals } from '../../platform/db/schema.js';
import { claimVisibility, contractVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';
import { annualPremium, splitPeriod } from './totals.js';

const premiumSum = sql<string>`coalesce(sum(${annualPremium}), 0)::text`;
const count = sql<number>`count(*)::int`;

/** Contracts in force: an active policy status, not cancelled, not a draft, not deactivated. */
const inForce = (scope: TVisibilityScope) =>
  and(contractVisibility(scope), inArray(contracts.computedStatus, [...ACTIVE_POLICY_STATUSES]), eq(contracts.storno, false), eq(contracts.entwurf, false), eq(contracts.active, true));

export type TStockGroup = { bySparte: boolean; key: string | null; count: number; premium: string };
export type TMonthGroup = { month: string; count: number; premium: string };

/**
 * The stock by line of business and by insurer in ONE pass over the licence's contracts in force (GROUPING SETS):
 * at a million contracts this is most of the page's time, so it is not paid twice.
 */
export const stockGroups = (db: Db, scope: TVisibilityScope) =>
  executeRows<TStockGroup>(
    db,
    sql`select grouping(${contracts.companyId}) = 1 as "bySparte",
               case when grouping(${contracts.companyId}) = 1 then ${contracts.sparte} else ${contracts.companyId}::text end as "key",
               ${count} as "count", ${premiumSum} as "premium"
        from ${contracts}
        where ${inForce(scope)}
        group by grouping sets ((${contracts.sparte}), (${contracts.companyId}))`,
  );

/** Search names of the insurers the stock names (a handful of rows of the licence's reference data). */
export const companyNames = (db: Db, licenseId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: companies.id, suchname: companies.suchname }).from(companies).where(and(eq(companies.licenseId, licenseId), inArray(companies.id, ids)));

const month = (column: AnyPgColumn) => sql<string>`to_char(${column}, 'YYYY-MM')`;

/** New business: policies (whatever their status today) whose contract began in the period, per month. */
export const newBusinessPerMonth = (db: Db, scope: TVisibilityScope, from: string, to: string) =>
  db
    .select({ month: month(contracts.vertragsbeginn), count, premium: premiumSum })
    .from(contracts)
    .where(and(contractVisibility(scope), inArray(contracts.computedStatus, [...ACTIVE_POLICY_STATUSES]), eq(contracts.entwurf, false), gte(contracts.vertragsbeginn, from), lte(contracts.vertragsbeginn, to)))
    .groupBy(month(contracts.vertragsbeginn));

/** Cancellations (Storno) per month their cover ended (wirksam bis) inside the period. */
export const cancellationsPerMonth = (db: Db, scope: TVisibilityScope, from: string, to: string) =>
  db
    .select({ month: month(contracts.wirksamBis), count, premium: premiumSum })
    .from(contracts)
    .where(and(contractVisibility(scope), eq(contracts.storno, true), gte(contracts.wirksamBis, from), lte(contracts.wirksamBis, to)))
    .groupBy(month(contracts.wirksamBis));

/** Claims reported in the period (Meldungtag), drafts left out, per line of business, open (no Abschlusstag) or closed. */
export const claimsPerSparte = (db: Db, scope: TVisibilityScope, from: string, to: string) =>
  db
    .select({
      key: claims.sparte,
      open: sql<number>`(count(*) filter (where ${isNull(claims.abschlusstag)}))::int`,
      closed: sql<number>`(count(*) filter (where ${claims.abschlusstag} is not null))::int`,
    })
    .from(claims)
    .where(and(claimVisibility(scope), eq(claims.draft, false), gte(claims.meldungtag, from), lte(claims.meldungtag, to)))
    .groupBy(claims.sparte);

// ───── from the running totals (an audience: '*' or an intermediary) ─────

const T = portfolioAnalysisTotals;
const ofAudience = (licenseId: string, audience: string) => and(eq(T.licenseId, licenseId), eq(T.audience, audience));

/** The stock by Sparte and by insurer from the audience's totals (one row per Sparte × insurer kept). */
export const stockGroupsFromTotals = (db: Db, licenseId: string, audience: string) =>
  executeRows<TStockGroup>(
    db,
    sql`select grouping(${T.companyId}) = 1 as "bySparte",
               case when grouping(${T.companyId}) = 1 then ${T.sparte} else ${T.companyId}::text end as "key",
               sum(${T.n})::int as "count", coalesce(sum(${T.premium}), 0)::text as "premium"
        from ${T}
        where ${ofAudience(licenseId, audience)} and ${T.kind} = 'stock'
        group by grouping sets ((${T.sparte}), (${T.companyId}))`,
  );

/** The rows of a dated kind inside the period: whole months from the monthly twins, the edge days from the daily rows. */
function inPeriod(kind: 'new' | 'storno' | 'claim', from: string, to: string): SQL {
  const p = splitPeriod(from, to);
  if (!p.months) return and(eq(T.kind, kind), gte(T.day, from), lte(T.day, to)) as SQL;
  const { start, end } = p.months;
  return or(
    and(eq(T.kind, `${kind}_m`), gte(T.day, start), lt(T.day, end)),
    and(eq(T.kind, kind), or(and(gte(T.day, from), lt(T.day, start)), and(gte(T.day, end), lte(T.day, to)))),
  ) as SQL;
}

/** New business or cancellations per month of the period, from the audience's totals. */
export const perMonthFromTotals = (db: Db, licenseId: string, audience: string, kind: 'new' | 'storno', from: string, to: string) =>
  db
    .select({ month: month(T.day), count: sql<number>`sum(${T.n})::int`, premium: sql<string>`coalesce(sum(${T.premium}), 0)::text` })
    .from(T)
    .where(and(ofAudience(licenseId, audience), inPeriod(kind, from, to)))
    .groupBy(month(T.day));

/** Claims reported in the period per Sparte, open or closed, from the audience's totals. */
export const claimsPerSparteFromTotals = (db: Db, licenseId: string, audience: string, from: string, to: string) =>
  db
    .select({ key: T.sparte, open: sql<number>`sum(${T.n} - ${T.closed})::int`, closed: sql<number>`sum(${T.closed})::int` })
    .from(T)
    .where(and(ofAudience(licenseId, audience), inPeriod('claim', from, to)))
    .groupBy(T.sparte);

// ───── the answer cache ─────

type TCacheKey = { licenseId: string; scopeKey: string; from: string; to: string };
const cacheRow = (k: TCacheKey) =>
  and(eq(portfolioAnalysisCache.licenseId, k.licenseId), eq(portfolioAnalysisCache.scopeKey, k.scopeKey), eq(portfolioAnalysisCache.periodFrom, k.from), eq(portfolioAnalysisCache.periodTo, k.to));

/** The kept answer if it was computed after `freshAfter`. */
export async function cachedAnswer(db: Db, k: TCacheKey, freshAfter: Date): Promise<TPortfolioAnalysis | null> {
  const [row] = await db.select({ payload: portfolioAnalysisCache.payload }).from(portfolioAnalysisCache).where(and(cacheRow(k), gt(portfolioAnalysisCache.computedAt, freshAfter))).limit(1);
  return row?.payload ?? null;
}

/** Keeps an answer, and drops the licence's answers that are no longer fresh (so the table stays small). */
export async function keepAnswer(db: Db, k: TCacheKey, payload: TPortfolioAnalysis, computedAt: Date, staleBefore: Date): Promise<void> {
  await db
    .insert(portfolioAnalysisCache)
    .values({ licenseId: k.licenseId, scopeKey: k.scopeKey, periodFrom: k.from, periodTo: k.to, computedAt, payload })
    .onConflictDoUpdate({
      target: [portfolioAnalysisCache.licenseId, portfolioAnalysisCache.scopeKey, portfolioAnalysisCache.periodFrom, portfolioAnalysisCache.periodTo],
      set: { computedAt, payload },
    });
  await db.delete(portfolioAnalysisCache).where(and(eq(portfolioAnalysisCache.licenseId, k.licenseId), lt(portfolioAnalysisCache.computedAt, staleBefore)));
}
