import { expect } from 'vitest';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

/** A feature's texts have the same keys in every language as in German (the type check misses extra keys). */
export function expectSameKeys(de: object, ...others: object[]): void {
  for (const other of others) expect(keys(other)).toEqual(keys(de));
}
