import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, type TMemberPermissions } from './roles.js';
import type { TPermissionContext } from './permissions.js';
import { canDecideClaimApproval, canStartService, claimReportPathFor, SERVICE_ROUTE_SEGMENTS, serviceFormOfSegment, serviceOfForm } from './services.js';

const ctx = (permissions: Partial<TMemberPermissions>, o: Partial<TPermissionContext> = {}): TPermissionContext => ({
  role: 'customer',
  preset: 'Privat',
  kind: 'MAKLER',
  families: [],
  permissions: { ...NO_PERMISSIONS, ...permissions },
  features: { FileExport: false, Addresses: false, ObjectFilter: false, ComfortClaimReport: false, MultiLanguage: false, GuestLogin: false, Forms: true, NeedsAnalysis: false, NeedsAnalysisEnforced: false, QuickDocumentAccess: false, HidePremiums: false },
  readOnly: false,
  ...o,
});

describe('service routes', () => {
  it('finds the service of every segment, the ü typed, percent-encoded or decomposed', () => {
    for (const [key, segment] of Object.entries(SERVICE_ROUTE_SEGMENTS)) expect(serviceFormOfSegment(segment)).toBe(key);
    expect(serviceFormOfSegment('bestands%C3%BCbertragung')).toBe('inventoryTransfer');
    expect(serviceFormOfSegment('bestandsu\u0308bertragung')).toBe('inventoryTransfer');
    expect(serviceFormOfSegment('bestandsuebertragung')).toBeNull();
    expect(serviceFormOfSegment('%E0%A4%A')).toBeNull();
    expect(serviceFormOfSegment('Schaden')).toBeNull();
  });

  it('links the claim report with a contract', () => {
    expect(claimReportPathFor(true, 'abc')).toBe('/meldung/spartenschaden?vertrag=abc');
    expect(claimReportPathFor(false)).toBe('/meldung/schaden');
  });
});

describe('service permissions (spec 000 §6)', () => {
  it('needs write access and the service\'s flag; both claim forms need Schadenmeldung', () => {
    expect(canStartService(ctx({ Schadenmeldung: true }), serviceOfForm('claimReportComfort'))).toBe(true);
    expect(canStartService(ctx({ Schadenmeldung: true }), 'newOffer')).toBe(false);
    expect(canStartService(ctx({ Vertragserfassung: true }), 'newApplication')).toBe(true);
    expect(canStartService(ctx({ Vertragserfassung: true }), 'foreignContract')).toBe(true);
    expect(canStartService(ctx({ Bestandsübertragung: true }), 'inventoryTransfer')).toBe(true);
    expect(canStartService(ctx({ InteressentenAnlegen: true }), 'newProspect')).toBe(true);
    expect(canStartService(ctx({ Schadenmeldung: true }, { readOnly: true }), 'claimReport')).toBe(false);
  });

  it('lets a claim reporter report claims though the services menu is not theirs', () => {
    expect(canStartService(ctx({ Schadenmeldung: true }, { role: 'claimReporter', preset: 'Schadenmelder' }), 'claimReport')).toBe(true);
  });

  it('lets only approvers who may write decide on claim reports', () => {
    expect(canDecideClaimApproval(ctx({ CanApproveSchadenmeldung: true }))).toBe(true);
    expect(canDecideClaimApproval(ctx({ CanApproveSchadenmeldung: true }, { readOnly: true }))).toBe(false);
    expect(canDecideClaimApproval(ctx({ Schadenmeldung: true }))).toBe(false);
  });
});
