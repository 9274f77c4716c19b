import { describe, expect, it } from 'vitest';
import { navigationEntries, savesSettingsOnLogout, canSeeServices, isBroker, type TNavContext } from './permissions.js';
import { NO_PERMISSIONS, type TLicenseFeatures } from './roles.js';

const features: TLicenseFeatures = {
  FileExport: false,
  Addresses: false,
  ObjectFilter: false,
  ComfortClaimReport: false,
  MultiLanguage: true,
  GuestLogin: false,
  Forms: false,
  NeedsAnalysis: false,
  NeedsAnalysisEnforced: false,
  QuickDocumentAccess: false,
  HidePremiums: false,
};
const base: TNavContext = {
  role: 'employee',
  preset: 'Sachbearbeiter',
  kind: 'MAKLER',
  families: [],
  permissions: NO_PERMISSIONS,
  features,
  readOnly: false,
  totalCustomers: 0,
};
const keys = (c: TNavContext) => navigationEntries(c).map((e) => e.key);

describe('navigationEntries', () => {
  it('shows customers only when the licence has more than one customer', () => {
    expect(keys({ ...base, totalCustomers: 1 })).not.toContain('customers');
    expect(keys({ ...base, totalCustomers: 2 })).toContain('customers');
  });
  it('gives claim reporters claims only', () => {
    expect(keys({ ...base, role: 'claimReporter', preset: 'Schadenmelder', totalCustomers: 5 })).toEqual(['claims']);
  });
  it('hides agencies from caseworkers and shows them to brokers', () => {
    expect(keys({ ...base, preset: 'Sachbearbeiter' })).not.toContain('agencies');
    expect(keys({ ...base, role: 'intermediary', preset: 'Vermittler' })).toContain('agencies');
  });
  it('shows addresses and objects only when the licence has them', () => {
    expect(keys(base)).not.toContain('addresses');
    expect(keys({ ...base, features: { ...features, Addresses: true } })).toEqual(expect.arrayContaining(['addresses', 'objects']));
  });
  it('shows employee invite only with the permission and write access', () => {
    const p = { ...NO_PERMISSIONS, ShowEmployeeInvite: true };
    expect(keys({ ...base, permissions: p })).toContain('employeeInvite');
    expect(keys({ ...base, permissions: p, readOnly: true })).not.toContain('employeeInvite');
  });
});

describe('rules', () => {
  it('saves settings on logout except for caseworkers, licence admins and read-only sessions', () => {
    expect(savesSettingsOnLogout({ role: 'employee', preset: 'Sachbearbeiter', readOnly: false })).toBe(false);
    expect(savesSettingsOnLogout({ role: 'licenseAdmin', preset: 'Vermittler', readOnly: false })).toBe(false);
    expect(savesSettingsOnLogout({ role: 'intermediary', preset: 'Vermittler', readOnly: false })).toBe(true);
    expect(savesSettingsOnLogout({ role: 'guest', preset: 'Privat', readOnly: true })).toBe(false);
  });
  it('shows services only with write-object permission, a service and not for claim reporters', () => {
    const p = { ...NO_PERMISSIONS, CanWriteAmsObjects: true, Schadenmeldung: true };
    expect(canSeeServices({ ...base, permissions: p })).toBe(true);
    expect(canSeeServices({ ...base, permissions: { ...p, CanWriteAmsObjects: false } })).toBe(false);
    expect(canSeeServices({ ...base, permissions: p, preset: 'Schadenmelder' })).toBe(false);
  });
  it('treats IsVermittler members as brokers', () => {
    expect(isBroker({ role: 'employee', preset: 'Sachbearbeiter', permissions: { ...NO_PERMISSIONS, IsVermittler: true } })).toBe(true);
  });
});
