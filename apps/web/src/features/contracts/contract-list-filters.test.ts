import { describe, expect, it } from 'vitest';
import { contractListView, toggleBillable, toggleCollective } from '@portal/domain';
import {
  contractFilterFromSettings,
  contractFilterState,
  contractFilterToSettings,
  contractStatusGroup,
  CONTRACT_GROUP_KEYS,
  EMPTY_CONTRACT_FILTER,
} from './contract-list-filters';

describe('contract filter form', () => {
  it('round-trips through the grid settings', () => {
    const form = { ...EMPTY_CONTRACT_FILTER, customer: { Id: 'k1', Kundenname: 'Müller' }, branches: ['KFZ'], statuses: ['Police' as const], product: 'Kompakt', openOnly: true, collective: true, groupBy: 'Sparte', view: 'feed' as const };
    expect(contractFilterFromSettings(contractFilterToSettings(form))).toEqual(form);
  });
  it('drops malformed stored values and keeps collective over billable', () => {
    const f = contractFilterFromSettings({ FilterKunde: 'x', FilterSparten: ['KFZ', 3], FilterStatus: ['Police', 'Unsinn'], FilterCollectiveContracts: true, FilterBillableContracts: true });
    expect(f.customer).toBeNull();
    expect(f.branches).toEqual(['KFZ']);
    expect(f.statuses).toEqual(['Police']);
    expect(f.collective).toBe(true);
    expect(f.billable).toBe(false);
    expect(contractFilterFromSettings(undefined)).toEqual(EMPTY_CONTRACT_FILTER);
  });
  it('only brokers filter by collective/billable; billable not for private; advice not for brokers', () => {
    const form = { ...EMPTY_CONTRACT_FILTER, collective: true, adviceNeeded: true };
    expect(contractFilterState(form, '', { broker: false, privatePreset: false })).toMatchObject({ collective: false, adviceNeeded: true });
    expect(contractFilterState(form, '', { broker: true, privatePreset: false })).toMatchObject({ collective: true, adviceNeeded: false });
    const billable = { ...EMPTY_CONTRACT_FILTER, billable: true };
    expect(contractFilterState(billable, '', { broker: true, privatePreset: true }).billable).toBe(false);
    expect(contractFilterState(billable, '', { broker: true, privatePreset: false }).billable).toBe(true);
  });
  it('feeds contractListView: the product filter uses the debounced text', () => {
    const state = contractFilterState({ ...EMPTY_CONTRACT_FILTER, product: 'Kom' }, ' Kompakt ', { broker: false, privatePreset: false });
    expect(contractListView({ state }).filters).toContainEqual({ Property: 'Produkt', Operator: 'Contains', Value: 'Kompakt' });
    // The domain's switch rule is what the toggles call.
    expect(toggleCollective(toggleBillable({}, true), true)).toEqual({ billable: false, collective: true });
  });
  it('groups statuses into offers and active policies', () => {
    expect(contractStatusGroup('Anfrage')).toBe(CONTRACT_GROUP_KEYS.offers);
    expect(contractStatusGroup('Eigen')).toBe(CONTRACT_GROUP_KEYS.active);
    expect(contractStatusGroup('Storniert')).toBe('Storniert');
  });
  it('keeps the phone view apart from the wide screens\' one; phones start with the feed', () => {
    expect(contractFilterFromSettings(undefined).phoneView).toBe('feed');
    expect(contractFilterFromSettings({ View: 'grid' })).toMatchObject({ view: 'grid', phoneView: 'feed' });
    const form = contractFilterFromSettings({ View: 'feed', PhoneView: 'grid' });
    expect(form).toMatchObject({ view: 'feed', phoneView: 'grid' });
    expect(contractFilterToSettings(form)).toMatchObject({ View: 'feed', PhoneView: 'grid' });
  });
});
