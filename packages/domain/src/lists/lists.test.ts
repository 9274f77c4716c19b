import { describe, expect, it } from 'vitest';
import { contractListView, toggleBillable, toggleCollective } from './contract-list.js';
import { claimListView, claimPath, lastYearStart } from './claim-list.js';
import { objectFilters, parseAddressFilter, parseAmount } from './object-filter.js';

const props = (f: { Property: string }[]) => f.map((x) => x.Property);

describe('contract list', () => {
  it('status Angebot selects Angebot and Anfrage; AktiveAbsicherungen the three active policies; Police includes Eigen', () => {
    expect(contractListView({ routeFilter: 'status', routeValue: 'Angebot', state: {} }).filters[0]).toEqual({ Property: 'ComputedStatus', Operator: 'In', Value: ['Angebot', 'Anfrage'] });
    expect(contractListView({ routeFilter: 'status', routeValue: 'AktiveAbsicherungen', state: {} }).filters[0]?.Value).toEqual(['Police', 'Police extern', 'Fremdteil']);
    expect(contractListView({ state: { statuses: ['Police'] } }).filters[0]?.Value).toEqual(['Police', 'Eigen']);
  });
  it('hides old offers unless the advice filter is on', () => {
    expect(props(contractListView({ state: {} }).filters)).toContain('AngebotAktuell');
    const advice = contractListView({ state: { adviceNeeded: true } });
    expect(props(advice.filters)).not.toContain('AngebotAktuell');
    expect(props(advice.filters)).toContain('BeratungErforderlich');
    const forced = contractListView({ routeFilter: 'beratungsbedarf', state: {} });
    expect(forced.adviceForced).toBe(true);
    expect(props(forced.filters)).not.toContain('AngebotAktuell');
  });
  it('migration list: title, product KMP-ALT, settings not saved', () => {
    const v = contractListView({ routeFilter: 'migration', state: { product: 'ignored' } });
    expect(v.titleKey).toBe('contracts.migrationTitle');
    expect(v.saveSettings).toBe(false);
    expect(v.filters).toContainEqual({ Property: 'Produkt', Operator: 'Equal', Value: 'KMP-ALT' });
    expect(v.filters.filter((f) => f.Property === 'Produkt')).toHaveLength(1);
  });
  it('local policies and drafts', () => {
    expect(contractListView({ routeFilter: 'Lokalpolicen', state: {} }).filters).toContainEqual({ Property: 'Lokalpolice', Operator: 'Equal', Value: true });
    expect(contractListView({ routeFilter: 'entwurfsstaende', state: {} }).filters).toContainEqual({ Property: 'Entwurf', Operator: 'Equal', Value: true });
  });
  it('collective and billable switch each other off', () => {
    const a = toggleCollective({ billable: true }, true);
    expect(a).toEqual({ billable: false, collective: true });
    expect(toggleBillable(a, true)).toEqual({ billable: true, collective: false });
    expect(toggleCollective({ billable: true }, false)).toEqual({ billable: true, collective: false });
  });
  it('applies customer, branches, product, open and a card filter', () => {
    const v = contractListView({
      state: { customerId: 'c', branches: ['KFZ', 'HR'], product: 'Kompakt', openOnly: true },
      card: { Property: 'Typ', Operator: 'Equal', Value: 'KOMPAKTKRAFT' },
    });
    expect(props(v.filters)).toEqual(['AngebotAktuell', 'Kunde.Id', 'Sparte', 'Produkt', 'Active', 'Typ']);
  });
});

describe('claim list', () => {
  const today = new Date(2026, 10, 22);
  it('reports invalid start and end dates', () => {
    expect(claimListView(null, { from: '31.02.2025' }, today)).toEqual({ ok: false, errors: [{ field: 'from', message: 'Invalid start date' }] });
    expect(claimListView(null, { to: 'morgen' }, today)).toEqual({ ok: false, errors: [{ field: 'to', message: 'Invalid end date' }] });
    expect(claimListView(null, { from: '10.10.2025', to: '01.10.2025' }, today)).toEqual({ ok: false, errors: [{ field: 'to', message: 'Invalid end date' }] });
  });
  it('open claims have no Abschlusstag; last year starts on 1 January of the previous year', () => {
    const v = claimListView('offen', { lastYear: true }, today);
    expect(v.ok && v.titleKey).toBe('claims.openTitle');
    expect(v.ok && v.filters).toEqual([
      { Property: 'Abschlusstag', Operator: 'IsEmpty', Value: true },
      { Property: 'SchadenZeitpunkt', Operator: 'GreaterThanOrEqual', Value: '2025-01-01T00:00:00.000Z' },
    ]);
    expect(lastYearStart(new Date(2026, 0, 1))).toBe('2025-01-01');
  });
  it('date range becomes Between over the whole days', () => {
    const v = claimListView(null, { from: '01.03.2025', to: '2025-03-31' }, today);
    expect(v.ok && v.filters[0]).toEqual({ Property: 'SchadenZeitpunkt', Operator: 'Between', Lowest: '2025-03-01T00:00:00.000Z', Highest: '2025-03-31T23:59:59.999Z' });
  });
  it('opens commercial-customer claims as gewerbe_schaden', () => {
    expect(claimPath('1', 'GEWERBEKUNDE')).toBe('/gewerbe_schaden/1');
    expect(claimPath('1', 'MAKLER')).toBe('/schaden/1');
  });
});

describe('object filter', () => {
  it('parses street, postcode and city', () => {
    expect(parseAddressFilter('Hauptstr. 5, 10115 Berlin')).toEqual({ street: 'Hauptstr. 5', postcode: '10115', city: 'Berlin' });
    expect(parseAddressFilter('10115 Berlin')).toEqual({ street: null, postcode: '10115', city: 'Berlin' });
    expect(parseAddressFilter('Hauptstr.')).toEqual({ street: 'Hauptstr.', postcode: null, city: null });
    expect(parseAddressFilter('Hauptstr., Berlin')).toEqual({ street: 'Hauptstr.', postcode: null, city: 'Berlin' });
  });
  it('reads amounts in German and plain form, empty as 0', () => {
    expect(parseAmount('1.000,50')).toBe(1000.5);
    expect(parseAmount('2500')).toBe(2500);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('viel')).toBeNull();
  });
  it('builds strict risk-sum bounds and the validity window', () => {
    const r = objectFilters({ riskGreater: '1000', riskSmaller: '5000', validOn: '01.06.2025' });
    expect(r.ok && r.filters).toEqual([
      { Property: 'Objekt', Operator: 'Equal', Value: true },
      { Property: 'RisikosummeOderNull', Operator: 'GreaterThanOrEqual', Value: 1000.01 },
      { Property: 'RisikosummeOderNull', Operator: 'Between', Highest: 4999.99 },
      { Property: 'GueltigAbOderOffen', Operator: 'Between', Highest: '2025-06-01' },
      { Property: 'GueltigBisOderOffen', Operator: 'GreaterThanOrEqual', Value: '2025-06-01' },
    ]);
    expect(objectFilters({ validOn: '32.01.2025' })).toEqual({ ok: false, errors: [{ field: 'validOn', message: 'Invalid date' }] });
  });
});
