import { describe, expect, it } from 'vitest';
import { canRecordEvb, canSeeVehicles } from './permissions.js';
import { isValidEvbNumber, vehicleSearchKey, ZEvbInput, ZVehicleListQuery } from './vehicles-api.js';

describe('isValidEvbNumber (the 7-character rule)', () => {
  it('takes exactly 7 upper-case letters and digits', () => {
    expect(isValidEvbNumber('A1B2C3D')).toBe(true);
    expect(isValidEvbNumber('ABCDEFG')).toBe(true);
    expect(isValidEvbNumber('1234567')).toBe(true);
  });
  it('refuses 6 and 8 characters and the empty text', () => {
    expect(isValidEvbNumber('A1B2C3')).toBe(false);
    expect(isValidEvbNumber('A1B2C3D4')).toBe(false);
    expect(isValidEvbNumber('')).toBe(false);
  });
  it('refuses lower case, umlauts, spaces, hyphens and other signs', () => {
    expect(isValidEvbNumber('a1b2c3d')).toBe(false);
    expect(isValidEvbNumber('A1B2C3d')).toBe(false);
    expect(isValidEvbNumber('ÄBCDEFG')).toBe(false);
    expect(isValidEvbNumber('A1B 2C3')).toBe(false);
    expect(isValidEvbNumber('A1B-2C3')).toBe(false);
    expect(isValidEvbNumber(' A1B2C3D')).toBe(false);
    expect(isValidEvbNumber('A1B2C3D\n')).toBe(false);
    expect(isValidEvbNumber('A1B2C3_')).toBe(false);
  });
  it('is what the API input checks, naming the field', () => {
    const bad = ZEvbInput.safeParse({ contractId: '00000000-0000-4000-8000-000000000000', evbNummer: 'abc', verwendungszweck: 'Neuzulassung' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['evbNummer']);
    expect(ZEvbInput.safeParse({ contractId: '00000000-0000-4000-8000-000000000000', evbNummer: 'X7Y8Z9A', verwendungszweck: 'Neuzulassung' }).success).toBe(true);
  });
});

describe('vehicle search', () => {
  it('ignores spaces, hyphens and case of a plate', () => {
    expect(vehicleSearchKey('m-ab 123')).toBe('MAB123');
    expect(vehicleSearchKey(' M - AB  123E ')).toBe('MAB123E');
  });
  it('defaults the list query to 20 rows sorted by contract number', () => {
    expect(ZVehicleListQuery.parse({})).toMatchObject({ page: 1, pageSize: 20, sort: 'vsnr', direction: 'asc' });
    expect(ZVehicleListQuery.safeParse({ sort: 'drop table' }).success).toBe(false);
  });
});

describe('who sees vehicles', () => {
  const base = { families: ['KOMPAKT'] as const, preset: 'Vermittler' as const, readOnly: false };
  it('brokers, staff, guests and customers; not claim reporters nor licences without motor products', () => {
    for (const role of ['licenseAdmin', 'employee', 'intermediary', 'customer', 'guest'] as const) expect(canSeeVehicles({ ...base, role })).toBe(true);
    expect(canSeeVehicles({ ...base, role: 'claimReporter' })).toBe(false);
    expect(canSeeVehicles({ ...base, role: 'employee', preset: 'Schadenmelder' })).toBe(false);
    expect(canSeeVehicles({ ...base, families: [], role: 'licenseAdmin' })).toBe(false);
  });
  it('only the broker side records eVB numbers, never read-only', () => {
    expect(canRecordEvb({ ...base, role: 'employee' })).toBe(true);
    expect(canRecordEvb({ ...base, role: 'intermediary' })).toBe(true);
    expect(canRecordEvb({ ...base, role: 'customer' })).toBe(false);
    expect(canRecordEvb({ ...base, role: 'guest', readOnly: true })).toBe(false);
    expect(canRecordEvb({ ...base, role: 'licenseAdmin', readOnly: true })).toBe(false);
  });
});
