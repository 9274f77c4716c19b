import { describe, expect, it } from 'vitest';
import type { TPropertyDef } from '@portal/domain';
import { columnFilters, dayBoundary, filterKind, isFilled, parseAmount, parseFilterDate, restoreColumnFilters } from './column-filters';
import { readOfferGridFilter } from './offer-grid-settings';

const cols: TPropertyDef[] = [
  { name: 'Produkt', type: 'string' },
  { name: 'Praemie', type: 'money' },
  { name: 'Erstellt', type: 'datetime' },
  { name: 'Beginn', type: 'date' },
  { name: 'Aktiv', type: 'boolean' },
  { name: 'Vorgang.Id', type: 'id' },
];

describe('offer column filters', () => {
  it('chooses an input per value type', () => {
    expect(cols.map(filterKind)).toEqual(['text', 'numberRange', 'dateRange', 'dateRange', 'flag', 'none']);
  });

  it('parses German and plain amounts', () => {
    expect(parseAmount('120,50')).toBe(120.5);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1.234')).toBe(1234);
    expect(parseAmount('99.5')).toBe(99.5);
    expect(parseAmount(' 480 ')).toBe(480);
    expect(parseAmount('zwölf')).toBeNull();
    expect(parseAmount('1,2,3')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('maps texts to Contains, amounts and dates to ranges, flags to Equal', () => {
    const { filters, errors } = columnFilters(
      {
        Produkt: { text: '  Haus ' },
        Praemie: { from: '100', to: '500,5' },
        Beginn: { from: '01.01.2026' },
        Aktiv: { flag: 'no' },
      },
      cols,
    );
    expect(errors).toEqual([]);
    expect(filters).toEqual([
      { Property: 'Produkt', Operator: 'Contains', Value: 'Haus' },
      { Property: 'Praemie', Operator: 'Between', Lowest: 100, Highest: 500.5 },
      { Property: 'Beginn', Operator: 'Between', Lowest: '2026-01-01' },
      { Property: 'Aktiv', Operator: 'Equal', Value: false },
    ]);
  });

  it('covers whole local days for date-time columns', () => {
    const { filters } = columnFilters({ Erstellt: { from: '03.01.2026', to: '3.1.2026' } }, cols);
    expect(filters).toEqual([{ Property: 'Erstellt', Operator: 'Between', Lowest: dayBoundary('2026-01-03', false), Highest: dayBoundary('2026-01-03', true) }]);
    expect(new Date(dayBoundary('2026-01-03', true)!).getTime() - new Date(dayBoundary('2026-01-03', false)!).getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(dayBoundary('2026-02-30', false)).toBeNull();
  });

  it('names unusable inputs and leaves them out', () => {
    const { filters, errors } = columnFilters({ Praemie: { from: 'abc', to: '5' }, Beginn: { from: '01.02.2026', to: '01.01.2026' } }, cols);
    expect(filters).toEqual([]);
    expect(errors).toEqual([
      { property: 'Praemie', field: 'from', code: 'number' },
      { property: 'Beginn', field: 'to', code: 'order' },
    ]);
    expect(columnFilters({ Praemie: { from: '10', to: '5' } }, cols).errors).toEqual([{ property: 'Praemie', field: 'to', code: 'order' }]);
    expect(columnFilters({ Beginn: { from: '31.02.2026', to: '02/01/2026' } }, cols).errors).toEqual([
      { property: 'Beginn', field: 'from', code: 'date' },
      { property: 'Beginn', field: 'to', code: 'date' },
    ]);
  });

  it('reads dates as TT.MM.JJJJ, and the ISO dates of filters saved before', () => {
    expect(parseFilterDate('29.02.2024')).toBe('2024-02-29');
    expect(parseFilterDate('2026-01-05')).toBe('2026-01-05');
    expect(parseFilterDate('2026-02-30')).toBeNull();
    expect(parseFilterDate('02/01/2026')).toBeNull();
  });

  it('ignores empty inputs and columns that are not visible', () => {
    expect(columnFilters({ Produkt: { text: '   ' }, Status: { text: 'Offen' } }, cols).filters).toEqual([]);
    expect(isFilled({ text: ' ' })).toBe(false);
    expect(isFilled({ flag: 'yes' })).toBe(true);
  });

  it('restores stored values defensively', () => {
    expect(restoreColumnFilters({ Produkt: { text: 'Kfz', evil: 1 }, Praemie: { from: 5 }, Aktiv: { flag: 'maybe' }, X: 'y' })).toEqual({ Produkt: { text: 'Kfz' } });
    expect(restoreColumnFilters(null)).toEqual({});
    expect(restoreColumnFilters([1])).toEqual({});
  });
});

describe('offer grid settings', () => {
  it('reads the stored column filters and view defensively', () => {
    expect(readOfferGridFilter({ Columns: { Produkt: { text: 'Kfz' } }, View: 'feed' })).toEqual({ Columns: { Produkt: { text: 'Kfz' } }, View: 'feed', PhoneView: 'feed' });
    expect(readOfferGridFilter({ View: 'cards', Columns: 'x', PhoneView: 'grid' })).toEqual({ Columns: {}, View: 'grid', PhoneView: 'grid' });
    expect(readOfferGridFilter(undefined)).toEqual({ Columns: {}, View: 'grid', PhoneView: 'feed' });
  });
});
