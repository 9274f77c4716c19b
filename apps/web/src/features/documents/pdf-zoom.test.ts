import { describe, expect, it } from 'vitest';
import { clampZoom } from './pdf-zoom';

describe('clampZoom', () => {
  it('keeps the zoom between 50 % and 300 % on 25 % steps', () => {
    expect(clampZoom(0)).toBe(0.5);
    expect(clampZoom(Infinity)).toBe(3);
    expect(clampZoom(1.1)).toBe(1);
    expect(clampZoom(1.2)).toBe(1.25);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});
