/** The claims list of spec 000 §2.7, §4, §5 as pure rules. */
import type { TFilter } from '../data-query.js';
import { parseGermanDate } from '../format.js';

export const CLAIM_ROUTE_FILTERS = ['alle', 'offen', 'approvalPendingSchaeden'] as const;

export type TClaimFilterState = {
  /** DD.MM.YYYY as typed, or ISO YYYY-MM-DD. */
  from?: string | null;
  to?: string | null;
  openOnly?: boolean;
  lastYear?: boolean;
  customerId?: string | null;
  drafts?: boolean;
};

export type TClaimListView =
  | { ok: true; filters: TFilter[]; titleKey: 'claims.title' | 'claims.openTitle' | 'claims.approvalTitle' | 'claims.draftsTitle' }
  | { ok: false; errors: { field: 'from' | 'to'; message: 'Invalid start date' | 'Invalid end date' }[] };

const toIso = (v: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : parseGermanDate(v));

/** From 1 January of the previous year (spec 000 §9). */
export function lastYearStart(today: Date): string {
  return `${today.getFullYear() - 1}-01-01`;
}

export function claimListView(routeFilter: string | null | undefined, s: TClaimFilterState, today: Date): TClaimListView {
  const errors: { field: 'from' | 'to'; message: 'Invalid start date' | 'Invalid end date' }[] = [];
  const from = s.from ? toIso(s.from) : null;
  const to = s.to ? toIso(s.to) : null;
  if (s.from && !from) errors.push({ field: 'from', message: 'Invalid start date' });
  if (s.to && !to) errors.push({ field: 'to', message: 'Invalid end date' });
  if (from && to && from > to) errors.push({ field: 'to', message: 'Invalid end date' });
  if (errors.length) return { ok: false, errors };

  const filters: TFilter[] = [];
  let titleKey: 'claims.title' | 'claims.openTitle' | 'claims.approvalTitle' | 'claims.draftsTitle' = 'claims.title';
  if (routeFilter === 'offen' || s.openOnly) filters.push({ Property: 'Abschlusstag', Operator: 'IsEmpty', Value: true });
  if (routeFilter === 'offen') titleKey = 'claims.openTitle';
  if (routeFilter === 'approvalPendingSchaeden') {
    titleKey = 'claims.approvalTitle';
    filters.push({ Property: 'ApprovalPending', Operator: 'Equal', Value: true });
  }
  if (s.drafts) {
    titleKey = 'claims.draftsTitle';
    filters.push({ Property: 'Draft', Operator: 'Equal', Value: true });
  }
  if (from || to) {
    filters.push({
      Property: 'SchadenZeitpunkt',
      Operator: 'Between',
      ...(from ? { Lowest: `${from}T00:00:00.000Z` } : {}),
      ...(to ? { Highest: `${to}T23:59:59.999Z` } : {}),
    });
  }
  if (s.lastYear) filters.push({ Property: 'SchadenZeitpunkt', Operator: 'GreaterThanOrEqual', Value: `${lastYearStart(today)}T00:00:00.000Z` });
  if (s.customerId) filters.push({ Property: 'Vertrag.Kunde.Id', Operator: 'Equal', Value: s.customerId });
  return { ok: true, filters, titleKey };
}

/** Closed claims appear on dashboards only if closed within 14 days (spec 000 §4). */
export const CLOSED_CLAIM_DASHBOARD_DAYS = 14;

/** Rows open /schaden/{id}, or /gewerbe_schaden/{id} for commercial-customer licences. */
export function claimPath(id: string, licenseKind: string): string {
  return licenseKind === 'GEWERBEKUNDE' ? `/gewerbe_schaden/${id}` : `/schaden/${id}`;
}

/** The report-damage button target: comfort variant or the plain one. */
export function reportClaimPath(comfort: boolean): string {
  return comfort ? '/meldung/spartenschaden' : '/meldung/schaden';
}
