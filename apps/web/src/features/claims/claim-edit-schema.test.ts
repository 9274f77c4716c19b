import { describe, expect, it } from 'vitest';
import { claimUpdateBody, formatAmountInput, parseAmountInput, ZClaimEditForm } from './claim-edit-schema';

describe('claim amount input', () => {
  it('reads German and plain numbers', () => {
    expect(parseAmountInput('1.234,56')).toBe(1234.56);
    expect(parseAmountInput('1234,5')).toBe(1234.5);
    expect(parseAmountInput('1234.56')).toBe(1234.56);
    expect(parseAmountInput('1.234')).toBe(1234);
    expect(parseAmountInput('12.500.000')).toBe(12500000);
    expect(parseAmountInput('  800 € ')).toBe(800);
    expect(parseAmountInput('')).toBeNull();
  });
  it('refuses what is not an amount', () => {
    expect(parseAmountInput('abc')).toBeUndefined();
    expect(parseAmountInput('-5')).toBeUndefined();
    expect(parseAmountInput('1,2,3')).toBeUndefined();
    expect(parseAmountInput('12.34.5')).toBeUndefined();
  });
  it('formats for the form', () => {
    expect(formatAmountInput(1234.5)).toBe('1.234,50');
    expect(formatAmountInput(null)).toBe('');
  });
});

describe('claim edit form', () => {
  const initial = { Schadenort: 'Köln', Schadenart: 'Sturm', Hergang: 'Ast auf Dach', Schadenhoehe: '1.200,00' };
  it('limits the narrative to 5000 characters', () => {
    expect(ZClaimEditForm.safeParse({ ...initial, Hergang: 'x'.repeat(5000) }).success).toBe(true);
    expect(ZClaimEditForm.safeParse({ ...initial, Hergang: 'x'.repeat(5001) }).success).toBe(false);
    expect(ZClaimEditForm.safeParse({ ...initial, Schadenhoehe: 'viel' }).success).toBe(false);
  });
  it('sends only what changed', () => {
    expect(claimUpdateBody(initial, initial)).toEqual({});
    expect(claimUpdateBody({ ...initial, Schadenort: ' Bonn ', Schadenhoehe: '1200' }, initial)).toEqual({ Schadenort: 'Bonn' });
    expect(claimUpdateBody({ ...initial, Schadenhoehe: '' }, initial)).toEqual({ Schadenhoehe: null });
    expect(claimUpdateBody({ ...initial, Hergang: '' }, initial)).toEqual({ Hergang: '' });
  });
});
