import { describe, expect, it } from 'vitest';
import { formatLineValue, isAdditionalData, lineDataEntries, lineDataLabel } from './line-data';

const words = { yes: 'Ja', no: 'Nein' };

describe('line data', () => {
  it('formats values', () => {
    expect(formatLineValue('2024-03-01', 'de', words)).toBe('01.03.2024');
    expect(formatLineValue(15000000, 'de', words)).toBe('15.000.000');
    expect(formatLineValue(15000000, 'en', words)).toBe('15,000,000');
    expect(formatLineValue(true, 'de', words)).toBe('Ja');
    expect(formatLineValue(' ', 'de', words)).toBeNull();
    expect(formatLineValue(null, 'de', words)).toBeNull();
    expect(formatLineValue(['a', null, 'b'], 'de', words)).toBe('a, b');
    expect(formatLineValue('SF 12', 'de', words)).toBe('SF 12');
  });
  it('marks ZUS_ entries as additional data and puts them last; the selected line first', () => {
    const data = [
      { Typ: 'ZUS_KOMPAKTKRAFT', Data: { Schutzbrief: 'Ja' } },
      { Typ: 'KOMPAKTKRAFT', Data: { kennzeichen: 'M-AB 123', erstzulassung: '2020-01-31' } },
    ];
    const entries = lineDataEntries(data, 'de', words);
    expect(entries.map((e) => [e.typ, e.additional])).toEqual([
      ['KOMPAKTKRAFT', false],
      ['ZUS_KOMPAKTKRAFT', true],
    ]);
    expect(entries[0]?.rows).toEqual([
      { key: 'kennzeichen', value: 'M-AB 123' },
      { key: 'erstzulassung', value: '31.01.2020' },
    ]);
    expect(lineDataEntries(data, 'de', words, 'zus_kompaktkraft')[0]?.typ).toBe('ZUS_KOMPAKTKRAFT');
    expect(lineDataEntries(null, 'de', words)).toEqual([]);
  });
  it('labels and flags', () => {
    expect(isAdditionalData('ZUS_KOMPAKTHAGEL')).toBe(true);
    expect(isAdditionalData('KOMPAKTHAGEL')).toBe(false);
    expect(lineDataLabel('fahrzeugmarke')).toBe('Fahrzeugmarke');
  });
});
