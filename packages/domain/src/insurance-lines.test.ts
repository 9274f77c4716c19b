import { describe, expect, it } from 'vitest';
import { contractPath, INSURANCE_LINES, insuranceLineOf, isKompaktType } from './insurance-lines.js';

describe('insurance lines of the legend', () => {
  it('has 20 distinct lines', () => {
    expect(INSURANCE_LINES).toHaveLength(20);
    expect(new Set(INSURANCE_LINES).size).toBe(20);
  });
  it('maps branch codes to themselves and typed contracts to their line', () => {
    expect(insuranceLineOf('HR')).toBe('HR');
    expect(insuranceLineOf(' d&o ')).toBe('D&O');
    expect(insuranceLineOf('KOMPAKTKRAFT')).toBe('KFZ');
    expect(insuranceLineOf('EUROMOBIL')).toBe('KFZ');
    expect(insuranceLineOf('KOMPAKTHAGEL')).toBe('GEW');
    expect(insuranceLineOf('UNBEKANNT')).toBeNull();
    expect(insuranceLineOf(null)).toBeNull();
    expect(insuranceLineOf('')).toBeNull();
  });
});

describe('contract opening rules', () => {
  it('KOMPAKT types open at /kompakt, everything else (EUROMOBIL too) at /vertrag', () => {
    expect(isKompaktType('KOMPAKTSACH')).toBe(true);
    expect(isKompaktType('kompaktrsv')).toBe(true);
    expect(isKompaktType('EUROMOBIL')).toBe(false);
    expect(isKompaktType(undefined)).toBe(false);
    expect(contractPath('a1', 'KOMPAKTKRAFT')).toBe('/kompakt/a1');
    expect(contractPath('a1', 'HAFT')).toBe('/vertrag/a1');
    expect(contractPath('a1', null)).toBe('/vertrag/a1');
  });
});
