import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import pl from './pl.json';
import { expectSameKeys } from '../../../i18n/same-keys.testing';

describe('agency texts', () => {
  it('has the same keys in German, English and Polish', () => {
    expectSameKeys(de, en, pl);
  });

  it('names the map data as its licences require', () => {
    for (const texts of [de, en, pl]) {
      expect(texts.distribution.attribution).toContain('© GeoBasis-DE / BKG');
      expect(texts.distribution.attribution).toContain('OpenStreetMap');
    }
  });
});
