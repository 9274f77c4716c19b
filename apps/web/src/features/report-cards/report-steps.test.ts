import { describe, expect, it } from 'vitest';
import { choiceOf, notFoundTextKey, reportTitle } from './report-steps';

const record = { Id: '00000000-0000-4000-8000-000000000001', Title: 'Anna Eins', Subtitle: null };

describe('report card steps', () => {
  it('renders a customer, contract or claim directly; Spartendaten picks the contract first', () => {
    expect(choiceOf('Kunde', 'Kunde', record, null)).toEqual({ kind: 'render', request: { KundeId: record.Id } });
    expect(choiceOf('Schaden', 'Schaden', record, null)).toEqual({ kind: 'render', request: { SchadenId: record.Id } });
    expect(choiceOf('Spartendaten', 'Vertrag', record, null)).toEqual({ kind: 'contract', contractId: record.Id });
    expect(choiceOf('Spartendaten', 'Spartendaten', record, 'c1')).toEqual({ kind: 'render', request: { VertragId: 'c1', SpartendatenId: record.Id } });
  });

  it('chooses the not-found text by the filter property', () => {
    expect(notFoundTextKey('Vertrag', 'Vertrag', 'Typ')).toEqual({ kind: 'property', property: 'Typ' });
    expect(notFoundTextKey('Kunde', 'Kunde', null)).toEqual({ kind: 'step', step: 'Kunde' });
    expect(notFoundTextKey('Spartendaten', 'Spartendaten', 'Typ')).toEqual({ kind: 'step', step: 'Spartendaten' });
    expect(reportTitle('Kundenbericht', record)).toBe('Kundenbericht Anna Eins');
  });
});
