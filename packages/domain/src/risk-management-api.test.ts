import { describe, expect, it } from 'vitest';
import { addDaysIso, objectValidityState } from './risk-management-api.js';

describe('risk management', () => {
  it('adds days across months and years', () => {
    expect(addDaysIso('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDaysIso('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('tells how an object\'s validity stands on a day', () => {
    const today = '2026-11-26';
    const warn = addDaysIso(today, 90);
    expect(objectValidityState('2020-01-01', '2026-11-25', today, warn)).toBe('ABGELAUFEN');
    expect(objectValidityState('2020-01-01', '2026-11-26', today, warn)).toBe('LAEUFT_AB');
    expect(objectValidityState(null, warn, today, warn)).toBe('LAEUFT_AB');
    expect(objectValidityState(null, addDaysIso(warn, 1), today, warn)).toBe('GUELTIG');
    expect(objectValidityState('2027-01-01', null, today, warn)).toBe('NOCH_NICHT_GUELTIG');
    expect(objectValidityState(null, null, today, warn)).toBe('OHNE_ZEITRAUM');
    expect(objectValidityState('2020-01-01', null, today, warn)).toBe('GUELTIG');
  });
});
