import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencySymbol, formatDate, formatMoney, orMissing, parseGermanDate } from './format.js';

describe('currency and money', () => {
  it('uses symbols for EUR, USD and GBP, else the code, EUR by default', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('CHF')).toBe('CHF');
    expect(currencySymbol(null)).toBe('€');
  });
  it('formats money in German style', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('1.234,50 €');
    expect(formatMoney('99.9', 'CHF')).toBe('99,90 CHF');
    expect(formatMoney(null)).toBeNull();
  });
});

describe('dates', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDate('2025-03-07')).toBe('07.03.2025');
    expect(formatDate('')).toBeNull();
    expect(formatDate('kaputt')).toBeNull();
  });
  it('parses only real calendar dates', () => {
    expect(parseGermanDate('29.02.2024')).toBe('2024-02-29');
    expect(parseGermanDate('29.02.2023')).toBeNull();
    expect(parseGermanDate('1.1.2020')).toBe('2020-01-01');
    expect(parseGermanDate('2020-01-01')).toBeNull();
  });
  it('round-trips every date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const shown = formatDate(iso);
        expect(shown).not.toBeNull();
        expect(parseGermanDate(shown as string)).toBe(iso);
      }),
    );
  });
  it('shows --- for missing address parts', () => {
    expect(orMissing('')).toBe('---');
    expect(orMissing(null)).toBe('---');
    expect(orMissing('Berlin')).toBe('Berlin');
  });
});
