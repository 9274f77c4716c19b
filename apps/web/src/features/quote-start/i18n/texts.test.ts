import { describe, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import pl from './pl.json';
import { expectSameKeys } from '../../../i18n/same-keys.testing';

describe('quote start texts', () => {
  it('has the same keys in German, English and Polish', () => {
    expectSameKeys(de, en, pl);
  });
});
