import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import pl from './pl.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('dashboard texts', () => {
  it('has the same keys in German, English and Polish', () => {
    expect(keys(en)).toEqual(keys(de));
    expect(keys(pl)).toEqual(keys(de));
  });

  it('quotes the spec\'s reset texts (000 §8)', () => {
    expect(de.reset.confirm).toBe('Soll die Ansicht wirklich wieder auf die Standardansicht zurückgesetzt werden?');
    expect([de.reset.ok, de.reset.cancel, de.reset.done]).toEqual(['Zurücksetzen', 'Abbrechen', 'Ansicht wurde zurückgesetzt.']);
  });
});
