import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import pl from './pl.json';

/** Every dotted key of a text tree. */
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v !== null && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('contract cover texts', () => {
  it('have the same keys in German, English and Polish, none empty', () => {
    expect(keys(en)).toEqual(keys(de));
    expect(keys(pl)).toEqual(keys(de));
    for (const tree of [de, en, pl]) expect(JSON.stringify(tree)).not.toMatch(/:\s*""/);
  });
});
