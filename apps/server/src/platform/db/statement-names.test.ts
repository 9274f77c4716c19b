import { describe, expect, it } from 'vitest';
import { StatementNames } from './statement-names.js';

describe('names of prepared statements', () => {
  it('names a text only once it has been run often enough, and always with the same name', () => {
    const names = new StatementNames(3, 10);
    expect(names.nameFor('select 1')).toBeUndefined();
    expect(names.nameFor('select 1')).toBeUndefined();
    const name = names.nameFor('select 1');
    expect(name).toMatch(/^portal_[0-9a-f]{24}$/);
    expect(names.nameFor('select 1')).toBe(name);
    expect(names.nameFor('select 2')).toBeUndefined();
  });

  it('gives different texts different names', () => {
    const names = new StatementNames(1, 10);
    expect(names.nameFor('select 1')).not.toBe(names.nameFor('select 2'));
  });

  it('names no more than its limit: later texts run unnamed, named ones keep their names', () => {
    const names = new StatementNames(1, 2);
    const a = names.nameFor('a');
    const b = names.nameFor('b');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    for (let i = 0; i < 5; i++) expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe(a);
    expect(names.size).toBe(2);
  });
});
