import { describe, expect, it } from 'vitest';
import { expectedZipBytes, zipProgressPercent } from './zip-progress';

describe('zip download progress', () => {
  it('counts against the estimate and stays below 100 % until done', () => {
    expect(zipProgressPercent(0, 1000)).toBe(0);
    expect(zipProgressPercent(500, 1000)).toBe(50);
    expect(zipProgressPercent(1200, 1000)).toBe(99);
    expect(zipProgressPercent(10, null)).toBeNull();
  });
  it('reads the header defensively', () => {
    expect(expectedZipBytes('12345')).toBe(12345);
    expect(expectedZipBytes(null)).toBeNull();
    expect(expectedZipBytes('12k')).toBeNull();
  });
});
