import { describe, expect, it } from 'vitest';
import { objectFilters } from '@portal/domain';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { EMPTY_OBJECT_FILTER, objectFilterFromSettings, objectFilterToSettings, OBJECT_FILTER_ERROR_KEYS } from './object-filter-form';

describe('object filter form', () => {
  it('round-trips through the grid settings', () => {
    const form = { riskGreater: '1.000', riskSmaller: '5000', validOn: '01.06.2025', address: 'Hauptstr. 5, 10115 Berlin' };
    expect(objectFilterFromSettings(objectFilterToSettings(form))).toEqual(form);
    expect(objectFilterFromSettings({ FilterGueltigAm: 3 })).toEqual(EMPTY_OBJECT_FILTER);
  });
  it('has a translation for every message of objectFilters; the spec Invalid date reads in the language of the UI', () => {
    const r = objectFilters({ riskGreater: 'viel', validOn: '32.01.2025' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    for (const e of r.errors) expect(OBJECT_FILTER_ERROR_KEYS[e.message]).toBeDefined();
    expect(de.addresses.filters.invalidDate).toBe('Ungültiges Datum');
    expect(en.addresses.filters.invalidDate).toBe('Invalid date');
  });
});
