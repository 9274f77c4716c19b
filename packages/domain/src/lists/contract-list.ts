/**
 * The contracts list of spec 000 §2.7 and §4 as one pure function: route parameters and filter state
 * in, the data-query filters, title and whether settings are saved out.
 */
import type { TFilter } from '../data-query.js';
import { statusesForFilter } from '../contract-status.js';

export const CONTRACT_ROUTE_FILTERS = ['status', 'migration', 'Lokalpolicen', 'entwurfsstaende', 'beratungsbedarf'] as const;
export type TContractRouteFilter = (typeof CONTRACT_ROUTE_FILTERS)[number];

/** The product of the migration list. */
export const MIGRATION_PRODUCT = 'KMP-ALT';

export type TContractFilterState = {
  /** Kunde.Id */
  customerId?: string | null;
  /** Branch codes (FilterSparten). */
  branches?: readonly string[];
  /** Status filter values (Angebot, AktiveAbsicherungen, Police, …). */
  statuses?: readonly string[];
  product?: string | null;
  openOnly?: boolean;
  collective?: boolean;
  billable?: boolean;
  adviceNeeded?: boolean;
};

export type TContractListRequest = {
  routeFilter?: string | null;
  routeValue?: string | null;
  state: TContractFilterState;
  /** A dashboard card's filter (?cardId=). */
  card?: Pick<TFilter, 'Property' | 'Operator' | 'Value'> | null;
};

export type TContractListView = {
  filters: TFilter[];
  /** i18n key of the title. */
  titleKey: 'contracts.title' | 'contracts.migrationTitle' | 'contracts.localPoliciesTitle' | 'contracts.draftsTitle' | 'contracts.adviceTitle' | 'contracts.offersTitle' | 'contracts.activeTitle';
  saveSettings: boolean;
  /** The advice filter is forced by the route (then its toggle is hidden). */
  adviceForced: boolean;
};

/** Switching collective on switches billable off and the reverse (spec 000 §4). */
export function toggleCollective(state: TContractFilterState, on: boolean): TContractFilterState {
  return { ...state, collective: on, billable: on ? false : state.billable };
}
export function toggleBillable(state: TContractFilterState, on: boolean): TContractFilterState {
  return { ...state, billable: on, collective: on ? false : state.collective };
}

export function contractListView(req: TContractListRequest): TContractListView {
  const filters: TFilter[] = [];
  const s = req.state;
  let titleKey: TContractListView['titleKey'] = 'contracts.title';
  let saveSettings = true;
  let adviceForced = false;
  const statuses = new Set<string>();
  for (const v of s.statuses ?? []) statusesForFilter(v).forEach((x) => statuses.add(x));

  switch (req.routeFilter) {
    case 'status':
      if (req.routeValue) statusesForFilter(req.routeValue).forEach((x) => statuses.add(x));
      if (req.routeValue === 'Angebot') titleKey = 'contracts.offersTitle';
      if (req.routeValue === 'AktiveAbsicherungen') titleKey = 'contracts.activeTitle';
      break;
    case 'migration':
      titleKey = 'contracts.migrationTitle';
      saveSettings = false;
      filters.push({ Property: 'Produkt', Operator: 'Equal', Value: MIGRATION_PRODUCT });
      break;
    case 'Lokalpolicen':
      titleKey = 'contracts.localPoliciesTitle';
      filters.push({ Property: 'Lokalpolice', Operator: 'Equal', Value: true });
      break;
    case 'entwurfsstaende':
      titleKey = 'contracts.draftsTitle';
      filters.push({ Property: 'Entwurf', Operator: 'Equal', Value: true });
      break;
    case 'beratungsbedarf':
      titleKey = 'contracts.adviceTitle';
      adviceForced = true;
      break;
  }
  const advice = adviceForced || !!s.adviceNeeded;

  if (statuses.size) filters.push({ Property: 'ComputedStatus', Operator: 'In', Value: [...statuses] });
  // Offers older than two months are hidden unless the advice filter is on.
  if (!advice) filters.push({ Property: 'AngebotAktuell', Operator: 'Equal', Value: true });
  if (advice) filters.push({ Property: 'BeratungErforderlich', Operator: 'Equal', Value: true });
  if (s.customerId) filters.push({ Property: 'Kunde.Id', Operator: 'Equal', Value: s.customerId });
  if (s.branches?.length) filters.push({ Property: 'Sparte', Operator: 'In', Value: [...s.branches] });
  if (s.product && req.routeFilter !== 'migration') filters.push({ Property: 'Produkt', Operator: 'Contains', Value: s.product });
  if (s.openOnly) filters.push({ Property: 'Active', Operator: 'Equal', Value: true });
  if (s.collective) filters.push({ Property: 'Sammelvertrag', Operator: 'Equal', Value: true });
  else if (s.billable) filters.push({ Property: 'AbrechenbarerVertrag', Operator: 'Equal', Value: true });
  if (req.card) filters.push({ Property: req.card.Property, Operator: req.card.Operator, Value: req.card.Value });
  return { filters, titleKey, saveSettings, adviceForced };
}

/** Grouping is turned off above this many rows (spec 000 §4). */
export const CONTRACT_GROUPING_MAX_ROWS = 2000;
export const CONTRACT_FEED_PAGE_SIZE = 25;
