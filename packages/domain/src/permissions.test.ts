import { describe, expect, it } from 'vitest';
import { DATA_CATALOG } from './data-catalog.js';
import { CLAIM_REPORTER_CLAIM_PROPERTIES, hiddenProperties, navigationEntries, savesSettingsOnLogout, canSeeServices, isBroker, type TNavContext } from './permissions.js';
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
  it('offers the forms to start only with the licence\'s Forms feature, to members who may write', () => {
    const forms = { ...features, Forms: true };
    expect(keys(base)).not.toContain('forms');
    expect(keys({ ...base, features: forms })).toContain('forms');
    expect(keys({ ...base, features: forms, readOnly: true })).not.toContain('forms');
    expect(keys({ ...base, features: forms, role: 'claimReporter', preset: 'Schadenmelder' })).toEqual(['claims']);
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
  it('shows the services to members who may see them, unless the licence hides them', () => {
    const p = { ...NO_PERMISSIONS, CanWriteAmsObjects: true, Angebotserstellung: true };
    expect(keys({ ...base, permissions: p })).toContain('services');
    expect(keys({ ...base, permissions: p, hideServices: true })).not.toContain('services');
    expect(keys({ ...base, permissions: { ...p, CanWriteAmsObjects: false } })).not.toContain('services');
  });
  it('shows the dev outbox to licence admins only, and only while mail goes to it', () => {
    expect(keys({ ...base, role: 'licenseAdmin', devOutbox: true })).toContain('devOutbox');
    expect(keys({ ...base, role: 'licenseAdmin', devOutbox: false })).not.toContain('devOutbox');
    expect(keys({ ...base, role: 'employee', devOutbox: true })).not.toContain('devOutbox');
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

describe('hiddenProperties', () => {
  const withPremiums = (HidePremiums: boolean): TLicenseFeatures => ({ ...features, HidePremiums });
  it('hides premiums from end customers only when the licence says so', () => {
    expect([...hiddenProperties('Angebot', { features: withPremiums(true), role: 'customer' })]).toEqual(['Praemie']);
    expect(hiddenProperties('Angebot', { features: withPremiums(false), role: 'customer' }).size).toBe(0);
    expect(hiddenProperties('Angebot', { features: withPremiums(true), role: 'intermediary' }).size).toBe(0);
  });
  it('shows a claim reporter what they entered and the status of a claim, nothing of its contract, customer or insurer', () => {
    const hidden = hiddenProperties('Schaden', { features: withPremiums(false), role: 'claimReporter' });
    for (const name of ['Key', 'NummerVU', 'Vertrag.Id', 'Vertrag.VertragsNr', 'Vertrag.Kunde.Kundenname', 'Vertrag.Kunde.Strasse', 'Gesellschaft.Suchname']) expect(hidden.has(name), name).toBe(true);
    for (const name of ['Schadenstatus', 'KundenStatus', 'Schadenart', 'Schadenort', 'SchadenZeitpunkt', 'Schadenhoehe', 'NummerMakler']) expect(hidden.has(name), name).toBe(false);
    // Every property is either shown or hidden: a property added to the catalogue later is hidden until chosen.
    expect(DATA_CATALOG.Schaden.filter((p) => !hidden.has(p.name)).map((p) => p.name).sort()).toEqual([...CLAIM_REPORTER_CLAIM_PROPERTIES].sort());
    expect(hiddenProperties('Schaden', { features: withPremiums(false), role: 'customer' }).size).toBe(0);
  });
});
