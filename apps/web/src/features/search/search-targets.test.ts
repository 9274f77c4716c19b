import { describe, expect, it } from 'vitest';
import { groupHits, normaliseSearchType, notFoundMessage, readResolveParam, suggestionQuery } from './search-targets';

describe('search links', () => {
  it('reads the one resolve parameter, trimmed, in a fixed order', () => {
    expect(readResolveParam({ VSNR: ' KF-1 ' })).toEqual({ param: 'VSNR', value: 'KF-1' });
    expect(readResolveParam({ KUNDE: 'K1', SCHADENNR: 'S1' })).toEqual({ param: 'SCHADENNR', value: 'S1' });
    expect(readResolveParam({ kennzeichen: 'M-AB 12' })).toEqual({ param: 'kennzeichen', value: 'M-AB 12' });
    expect(readResolveParam({ vorgang: 12345 })).toEqual({ param: 'vorgang', value: '12345' });
    expect(readResolveParam({ q: 'x', VSNR: '  ' })).toBeNull();
    expect(readResolveParam({ VSNR: 'x'.repeat(101) })).toBeNull();
  });
  it('suggestions need 2 to 100 characters', () => {
    expect(suggestionQuery(' m ')).toBeNull();
    expect(suggestionQuery(' mü ')).toBe('mü');
    expect(suggestionQuery('x'.repeat(101))).toBeNull();
  });
  it('picks the message of a miss', () => {
    expect(notFoundMessage('SCHADENNR')).toBe('noClaim');
    expect(notFoundMessage('kennzeichen')).toBe('noVehicle');
    expect(notFoundMessage('VSNR')).toBe('noResults');
    expect(notFoundMessage(null, 'gewerbe_schaden')).toBe('noClaim');
    expect(notFoundMessage(null, 'Brief')).toBe('noResults');
  });
  it('types of /suche/{type}/{id}', () => {
    expect(normaliseSearchType('vertrag')).toBe('Vertrag');
    expect(normaliseSearchType('GEWERBE_SCHADEN')).toBe('gewerbe_schaden');
    expect(normaliseSearchType('Adresse')).toBeNull();
  });
  it('groups hits in the display order', () => {
    const hits = [
      { Type: 'Vertrag', Id: '1' },
      { Type: 'Schaden', Id: '2' },
      { Type: 'Kunde', Id: '3' },
      { Type: 'Vertrag', Id: '4' },
      { Type: 'Vorgang', Id: '5' },
    ];
    expect(groupHits(hits).map((g) => [g.type, g.hits.map((h) => h.Id)])).toEqual([
      ['Kunde', ['3']],
      ['Vertrag', ['1', '4']],
      ['Schaden', ['2']],
    ]);
  });
});
