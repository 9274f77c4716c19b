import { describe, expect, it } from 'vitest';
import { claimDateOf, contractDetailSearch, contractIds } from './contract-search';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

describe('contract detail query parameters', () => {
  it('keeps the known parameters', () => {
    expect(contractDetailSearch({ amspk: `${B};${C}`, schadentag: '2026-03-10', focus: 'Nachricht', x: 'y', kennzeichen: '' })).toEqual({ amspk: `${B};${C}`, schadentag: '2026-03-10', focus: 'Nachricht' });
  });
  it('main contract first, then the amspk ones, each once; vertrag overrides the path id', () => {
    expect(contractIds(A, { amspk: `${B}; ${C};${A};kaputt` })).toEqual([A, B, C]);
    expect(contractIds(A, { vertrag: B })).toEqual([B]);
    expect(contractIds(A, {})).toEqual([A]);
  });
  it('reads the claim date as ISO or German date', () => {
    expect(claimDateOf('2026-03-10')).toBe('2026-03-10');
    expect(claimDateOf('2026-03-10T08:00:00Z')).toBe('2026-03-10');
    expect(claimDateOf('10.03.2026')).toBe('2026-03-10');
    expect(claimDateOf('gestern')).toBeNull();
    expect(claimDateOf(undefined)).toBeNull();
  });
});
