/**
 * The filter form of the contracts list and its place in the grid settings (spec 000 §3:
 * FilterKunde, FilterSparten, FilterStatus, FilterProdukt, FilterOpenContracts,
 * FilterCollectiveContracts, FilterBillableContracts, GroupBy). The data-query filters come from
 * contractListView only.
 */
import { ACTIVE_POLICY_STATUSES, OFFER_STATUSES, type TContractFilterState } from '@portal/domain';
import { storedPhoneView, storedView, type TListViewMode } from '../../ui/data-table/view-toggle';

/** The values of the status filter (spec 000 §2.7, §4). */
export const CONTRACT_STATUS_FILTERS = ['Angebot', 'AktiveAbsicherungen', 'Police', 'Police extern', 'Fremdteil'] as const;
export type TContractStatusFilter = (typeof CONTRACT_STATUS_FILTERS)[number];

export type TContractFilterForm = {
  customer: { Id: string; Kundenname: string } | null;
  branches: string[];
  statuses: TContractStatusFilter[];
  product: string;
  openOnly: boolean;
  collective: boolean;
  billable: boolean;
  adviceNeeded: boolean;
  groupBy: string | null;
  view: TListViewMode;
  /** The view on phones (the feed unless the table was chosen there). */
  phoneView: TListViewMode;
};

export const EMPTY_CONTRACT_FILTER: TContractFilterForm = {
  customer: null,
  branches: [],
  statuses: [],
  product: '',
  openOnly: false,
  collective: false,
  billable: false,
  adviceNeeded: false,
  groupBy: null,
  view: 'grid',
  phoneView: 'feed',
};

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const isStatus = (v: string): v is TContractStatusFilter => (CONTRACT_STATUS_FILTERS as readonly string[]).includes(v);

/** Restores the form from the stored Filter of VertragGrid; anything malformed is left out. */
export function contractFilterFromSettings(filter: Record<string, unknown> | undefined | null): TContractFilterForm {
  if (!filter) return { ...EMPTY_CONTRACT_FILTER };
  const k = filter.FilterKunde as { Id?: unknown; Kundenname?: unknown } | null | undefined;
  const collective = filter.FilterCollectiveContracts === true;
  return {
    customer: k && typeof k === 'object' && typeof k.Id === 'string' ? { Id: k.Id, Kundenname: typeof k.Kundenname === 'string' ? k.Kundenname : '' } : null,
    branches: strings(filter.FilterSparten),
    statuses: strings(filter.FilterStatus).filter(isStatus),
    product: typeof filter.FilterProdukt === 'string' ? filter.FilterProdukt : '',
    openOnly: filter.FilterOpenContracts === true,
    collective,
    // The two switch each other off; a stored pair that breaks the rule keeps collective.
    billable: !collective && filter.FilterBillableContracts === true,
    adviceNeeded: filter.FilterAdvice === true,
    groupBy: typeof filter.GroupBy === 'string' && filter.GroupBy ? filter.GroupBy : null,
    view: storedView(filter.View),
    phoneView: storedPhoneView(filter.PhoneView),
  };
}

export function contractFilterToSettings(form: TContractFilterForm): Record<string, unknown> {
  return {
    FilterKunde: form.customer,
    FilterSparten: form.branches,
    FilterStatus: form.statuses,
    FilterProdukt: form.product,
    FilterOpenContracts: form.openOnly,
    FilterCollectiveContracts: form.collective,
    FilterBillableContracts: form.billable,
    FilterAdvice: form.adviceNeeded,
    GroupBy: form.groupBy,
    View: form.view,
    PhoneView: form.phoneView,
  };
}

/**
 * The state contractListView takes. Toggles the user may not see do not filter: collective and
 * billable are for brokers only, billable not for the private preset, and the advice switch is
 * hidden for brokers.
 */
export function contractFilterState(form: TContractFilterForm, product: string, who: { broker: boolean; privatePreset: boolean }): TContractFilterState {
  return {
    customerId: form.customer?.Id ?? null,
    branches: form.branches,
    statuses: form.statuses,
    product: product.trim() || null,
    openOnly: form.openOnly,
    collective: who.broker && form.collective,
    billable: who.broker && !who.privatePreset && form.billable,
    adviceNeeded: !who.broker && form.adviceNeeded,
  };
}

/** Contract groups of spec 000 §9: statuses group into Angebote and Aktive Policen. */
export const CONTRACT_GROUP_KEYS = { offers: 'group:offers', active: 'group:active' } as const;

export function contractStatusGroup(status: string): string {
  if ((OFFER_STATUSES as readonly string[]).includes(status)) return CONTRACT_GROUP_KEYS.offers;
  if ((ACTIVE_POLICY_STATUSES as readonly string[]).includes(status)) return CONTRACT_GROUP_KEYS.active;
  return status;
}
