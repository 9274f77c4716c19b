import { describe, expect, it } from 'vitest';
import { SERVICE_FORM_KEYS } from '@portal/domain';
import de from './de.json';
import en from './en.json';
import pl from './pl.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('services texts', () => {
  it('has the same keys in German, English and Polish', () => {
    expect(keys(en)).toEqual(keys(de));
    expect(keys(pl)).toEqual(keys(de));
  });

  it('names and describes every service form', () => {
    expect(Object.keys(de.names).sort()).toEqual([...SERVICE_FORM_KEYS].sort());
    expect(Object.keys(de.descriptions).sort()).toEqual([...SERVICE_FORM_KEYS].sort());
  });
});
