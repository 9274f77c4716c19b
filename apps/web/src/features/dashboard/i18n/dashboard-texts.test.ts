import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import pl from './pl.json';
import { expectSameKeys } from '../../../i18n/same-keys.testing';

describe('dashboard texts', () => {
  it('has the same keys in German, English and Polish', () => {
    expectSameKeys(de, en, pl);
  });

  it('quotes the spec\'s reset texts (000 §8)', () => {
    expect(de.reset.confirm).toBe('Soll die Ansicht wirklich wieder auf die Standardansicht zurückgesetzt werden?');
    expect([de.reset.ok, de.reset.cancel, de.reset.done]).toEqual(['Zurücksetzen', 'Abbrechen', 'Ansicht wurde zurückgesetzt.']);
  });
});
