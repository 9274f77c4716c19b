/**
 * The filter form of the claims list and its place in the grid settings (spec 000 §3:
 * FilterKunde, FilterOpenClaims, FilterLastYearClaims, date from/to, GroupBy). The data-query
 * filters and the date checks come from claimListView only.
 */
import type { TClaimFilterState } from '@portal/domain';

export type TClaimFilterForm = {
  customer: { Id: string; Kundenname: string } | null;
  from: string;
  to: string;
  openOnly: boolean;
  lastYear: boolean;
  drafts: boolean;
  groupBy: string | null;
};

export const EMPTY_CLAIM_FILTER: TClaimFilterForm = { customer: null, from: '', to: '', openOnly: false, lastYear: false, drafts: false, groupBy: null };

export function claimFilterFromSettings(filter: Record<string, unknown> | undefined | null): TClaimFilterForm {
  if (!filter) return { ...EMPTY_CLAIM_FILTER };
  const k = filter.FilterKunde as { Id?: unknown; Kundenname?: unknown } | null | undefined;
  return {
    customer: k && typeof k === 'object' && typeof k.Id === 'string' ? { Id: k.Id, Kundenname: typeof k.Kundenname === 'string' ? k.Kundenname : '' } : null,
    from: typeof filter.FilterDateFrom === 'string' ? filter.FilterDateFrom : '',
    to: typeof filter.FilterDateTo === 'string' ? filter.FilterDateTo : '',
    openOnly: filter.FilterOpenClaims === true,
    lastYear: filter.FilterLastYearClaims === true,
    drafts: filter.FilterDrafts === true,
    groupBy: typeof filter.GroupBy === 'string' && filter.GroupBy ? filter.GroupBy : null,
  };
}

export function claimFilterToSettings(form: TClaimFilterForm): Record<string, unknown> {
  return {
    FilterKunde: form.customer,
    FilterDateFrom: form.from,
    FilterDateTo: form.to,
    FilterOpenClaims: form.openOnly,
    FilterLastYearClaims: form.lastYear,
    FilterDrafts: form.drafts,
    GroupBy: form.groupBy,
  };
}

/** The state claimListView takes; the dates are the debounced input. */
export function claimFilterState(form: TClaimFilterForm, dates: { from: string; to: string }): TClaimFilterState {
  return {
    from: dates.from.trim() || null,
    to: dates.to.trim() || null,
    openOnly: form.openOnly,
    lastYear: form.lastYear,
    customerId: form.customer?.Id ?? null,
    drafts: form.drafts,
  };
}

/** The translation key of claimListView's messages (the spec's literal 'Invalid start date' / 'Invalid end date'). */
export const CLAIM_DATE_ERROR_KEYS = {
  'Invalid start date': 'claims.errors.invalidStart',
  'Invalid end date': 'claims.errors.invalidEnd',
} as const;
