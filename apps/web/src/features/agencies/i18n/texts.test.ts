import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import pl from './pl.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('agency texts', () => {
  it('has the same keys in German, English and Polish', () => {
    expect(keys(en)).toEqual(keys(de));
    expect(keys(pl)).toEqual(keys(de));
  });

  it('names the map data as its licences require', () => {
    for (const texts of [de, en, pl]) {
      expect(texts.distribution.attribution).toContain('© GeoBasis-DE / BKG');
      expect(texts.distribution.attribution).toContain('OpenStreetMap');
    }
  });
});
