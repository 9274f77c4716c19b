import { describe, expect, it } from 'vitest';
import { FORM_PAGES_KEY, forgetSavedFormPages, parseFormPages, readFormPagesEntry, writeFormPagesEntry, type TStorageLike } from './form-pages-store';

function memoryStorage(initial: Record<string, string> = {}): TStorageLike & { items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: (k) => items[k] ?? null, setItem: (k, v) => void (items[k] = v) };
}

describe('formPages store', () => {
  it('writes an entry per risk and reads it back, leaving other risks alone', () => {
    const s = memoryStorage();
    expect(writeFormPagesEntry(s, 'r1', { data: { Name: 'A' }, baseVersion: 3, page: 1, dirty: true }, 10)).toBe(true);
    writeFormPagesEntry(s, 'r2', { data: { Name: 'B' }, baseVersion: 1, page: 0, dirty: false }, 20);
    expect(readFormPagesEntry(s, 'r1')).toEqual({ data: { Name: 'A' }, baseVersion: 3, page: 1, dirty: true, updatedAt: 10 });
    expect(readFormPagesEntry(s, 'r2')?.data).toEqual({ Name: 'B' });
    expect(readFormPagesEntry(s, 'r3')).toBeNull();
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(parseFormPages('not json')).toEqual({});
    expect(parseFormPages('[1,2]')).toEqual({});
    expect(parseFormPages(JSON.stringify({ r1: { data: 'x', baseVersion: 1, page: 0, dirty: true, updatedAt: 1 }, r2: { data: {}, baseVersion: 0, page: 0, dirty: false, updatedAt: 1 } }))).toEqual({});
    const s = memoryStorage({ [FORM_PAGES_KEY]: '{broken' });
    writeFormPagesEntry(s, 'r1', { data: {}, baseVersion: 1, page: 0, dirty: false });
    expect(Object.keys(parseFormPages(s.items[FORM_PAGES_KEY] ?? null))).toEqual(['r1']);
  });

  it('drops the oldest saved entries beyond twenty but never an unsent one', () => {
    const s = memoryStorage();
    writeFormPagesEntry(s, 'unsent', { data: { x: 1 }, baseVersion: 1, page: 0, dirty: true }, 0);
    for (let i = 1; i <= 25; i++) writeFormPagesEntry(s, `saved${i}`, { data: {}, baseVersion: 1, page: 0, dirty: false }, i);
    const store = parseFormPages(s.items[FORM_PAGES_KEY] ?? null);
    expect(store.unsent?.dirty).toBe(true);
    expect(Object.keys(store)).toHaveLength(21);
    expect(store.saved1).toBeUndefined();
    expect(store.saved25).toBeDefined();
  });

  it('answers false when the browser refuses to store', () => {
    const full: TStorageLike = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(writeFormPagesEntry(full, 'r1', { data: {}, baseVersion: 1, page: 0, dirty: true })).toBe(false);
    expect(writeFormPagesEntry(null, 'r1', { data: {}, baseVersion: 1, page: 0, dirty: true })).toBe(false);
  });

  it('forgets the saved entries on logout and keeps the unsent ones', () => {
    const s = memoryStorage();
    writeFormPagesEntry(s, 'saved', { data: { IBAN: 'DE02120300000000202051' }, baseVersion: 2, page: 0, dirty: false });
    writeFormPagesEntry(s, 'unsent', { data: { Name: 'x' }, baseVersion: 1, page: 0, dirty: true });
    forgetSavedFormPages(s);
    expect(Object.keys(parseFormPages(s.items[FORM_PAGES_KEY] ?? null))).toEqual(['unsent']);
  });
});
