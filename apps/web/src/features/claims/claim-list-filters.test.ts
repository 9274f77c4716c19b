import { describe, expect, it } from 'vitest';
import { claimListView } from '@portal/domain';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { claimFilterFromSettings, claimFilterState, claimFilterToSettings, CLAIM_DATE_ERROR_KEYS, EMPTY_CLAIM_FILTER } from './claim-list-filters';

describe('claim filter form', () => {
  it('round-trips through the grid settings', () => {
    const form = { ...EMPTY_CLAIM_FILTER, customer: { Id: 'k', Kundenname: 'Schulz' }, from: '01.01.2025', to: '31.12.2025', openOnly: true, lastYear: true, drafts: true, groupBy: 'Sparte' };
    expect(claimFilterFromSettings(claimFilterToSettings(form))).toEqual(form);
    expect(claimFilterFromSettings(null)).toEqual(EMPTY_CLAIM_FILTER);
  });
  it('hands the typed dates to claimListView, whose messages (the spec\'s English literals) have translations: the literal in en, German in de', () => {
    const v = claimListView(null, claimFilterState(EMPTY_CLAIM_FILTER, { from: '31.02.2025', to: 'morgen' }), new Date(2026, 0, 10));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    for (const e of v.errors) {
      const key = CLAIM_DATE_ERROR_KEYS[e.message].split('.')[2] as 'invalidStart' | 'invalidEnd';
      expect(en.claims.errors[key]).toBe(e.message);
      expect(de.claims.errors[key]).toMatch(/^Ungültiges (Start|End)datum$/);
    }
  });
  it('empty dates are no filter', () => {
    const v = claimListView('offen', claimFilterState({ ...EMPTY_CLAIM_FILTER, customer: { Id: 'k', Kundenname: '' } }, { from: ' ', to: '' }), new Date());
    expect(v.ok && v.filters).toEqual([
      { Property: 'Abschlusstag', Operator: 'IsEmpty', Value: true },
      { Property: 'Vertrag.Kunde.Id', Operator: 'Equal', Value: 'k' },
    ]);
  });
});
