import { describe, expect, it } from 'vitest';
import { hasSignatureStrokes } from '@portal/domain/signature-xfdf';
import { fitStrokes, padAspect, padStrokesOf, strokesPath } from './pad-strokes';

describe('padStrokesOf', () => {
  it('turns pixel points into fractions of the pad, clamped to it', () => {
    const strokes = padStrokesOf([{ points: [{ x: 0, y: 0 }, { x: 150, y: 50 }, { x: 400, y: -3 }] }], 300, 100);
    expect(strokes).toEqual([[[0, 0], [0.5, 0.5], [1, 0]]]);
    expect(hasSignatureStrokes(strokes)).toBe(true);
  });
  it('drops empty strokes; a pad without size gives nothing', () => {
    expect(padStrokesOf([{ points: [] }], 300, 100)).toEqual([]);
    expect(padStrokesOf([{ points: [{ x: 1, y: 1 }] }], 0, 100)).toEqual([]);
  });
  it('a single dot is not a signature', () => {
    expect(hasSignatureStrokes(padStrokesOf([{ points: [{ x: 10, y: 10 }] }], 300, 100))).toBe(false);
  });
});

describe('strokesPath', () => {
  it('draws each stroke as a path in the box', () => {
    expect(strokesPath([[[0, 0], [0.5, 1]]], 200, 50)).toBe('M0 0 L100 50');
    expect(strokesPath([[[0.5, 0.5]]], 200, 50)).toBe('M100 25 l0.5 0.5');
  });
});

describe('padAspect', () => {
  it('follows the field, within 1.5 to 6', () => {
    expect(padAspect(200, 50)).toBe(4);
    expect(padAspect(100, 100)).toBe(1.5);
    expect(padAspect(600, 20)).toBe(6);
    expect(padAspect(0, 10)).toBe(3);
  });
});

describe('fitStrokes', () => {
  it('keeps the drawing as it is when pad and field have one shape', () => {
    expect(fitStrokes([[[0, 0], [1, 1]]], 4, 4)).toEqual([[[0, 0], [1, 1]]]);
  });
  it('a narrower pad is centred in a wider field, a flatter one vertically', () => {
    expect(fitStrokes([[[0, 0], [1, 1]]], 2, 4)).toEqual([[[0.25, 0], [0.75, 1]]]);
    expect(fitStrokes([[[0, 0], [1, 1]]], 4, 2)).toEqual([[[0, 0.25], [1, 0.75]]]);
  });
});
