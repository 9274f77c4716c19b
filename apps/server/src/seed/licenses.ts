/**
 * The two demo licences: a broker firm (MAKLER) and a commercial customer's portal (GEWERBEKUNDE).
 * Their settings objects are complete and validated with the domain schemas before they are inserted.
 */
import {
  ZAppearanceSettings,
  ZFooterLinks,
  ZLicenseFeatures,
  type TAppearanceSettings,
  type TFooterLinks,
  type TLicenseFamily,
  type TLicenseFeatures,
  type TLicenseKind,
} from '@portal/domain';
import { DEMO_LICENSE_BROKER, DEMO_LICENSE_COMMERCIAL } from './demo-accounts.js';

export type DemoLicense = {
  id: string;
  name: string;
  kind: TLicenseKind;
  families: TLicenseFamily[];
  features: TLicenseFeatures;
  appearance: TAppearanceSettings;
  footerLinks: TFooterLinks;
  /** Letterhead of the generated PDFs. */
  senderAddress: string;
  senderTown: string;
  /** How the licence's data is generated. */
  profile: {
    /** Per-licence volumes at scale 1. */
    customers: number;
    /** Share of commercial customers. */
    firmShare: number;
    /** EUROMOBIL contracts only where the family is licensed. */
    euromobil: boolean;
    /** Customer 0 is the end customer who logs in (privat@ or gewerbe@). */
    firstCustomer: { kind: 'PRIVAT'; firstName: string; lastName: string } | { kind: 'FIRMA'; name: string };
    /** Numbering bases, so the two licences' numbers differ. */
    customerNumberBase: number;
    contractNumberBase: number;
    claimNumberBase: number;
  };
};

const broker: DemoLicense = {
  id: DEMO_LICENSE_BROKER,
  name: 'Mustermann Versicherungsmakler GmbH',
  kind: 'MAKLER',
  families: ['KOMPAKT', 'EUROMOBIL'],
  features: ZLicenseFeatures.parse({
    FileExport: true,
    Addresses: true,
    ObjectFilter: true,
    ComfortClaimReport: true,
    ClaimReportApproval: true,
    MultiLanguage: true,
    GuestLogin: true,
    Forms: true,
    NeedsAnalysis: true,
    NeedsAnalysisEnforced: false,
    QuickDocumentAccess: true,
    HidePremiums: false,
  }),
  appearance: ZAppearanceSettings.parse({
    PrimaryColor: '#0B5CAD',
    SecondaryColor: '#F2A900',
    HeaderTextColor: '#FFFFFF',
    Theme: 'light',
    Banner: {
      Show: true,
      Title: 'Willkommen im Kundenportal',
      Subtitle: 'Ihre Verträge, Schäden und Dokumente – jederzeit an einem Ort.',
      TextColor: '#FFFFFF',
    },
    hidePostbox: false,
    hideServices: false,
    hideDashboard: false,
  }),
  footerLinks: ZFooterLinks.parse({
    Impressum: 'https://www.mustermann-makler.example/impressum',
    Agb: 'https://www.mustermann-makler.example/agb',
    Datenschutz: 'https://www.mustermann-makler.example/datenschutz',
    // An empty link opens the cookie information dialog (spec 001 §2.12).
    Cookies: '',
    Schlichtungsstellen: 'https://www.versicherungsombudsmann.de',
    // '#disabled' hides the link.
    Beschwerdebearbeitung: '#disabled',
    FooterText:
      'Mustermann Versicherungsmakler GmbH · Jungfernstieg 7 · 20354 Hamburg · Registriert als Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO, Register-Nr. D-ABCD-EFGHI-12',
  }),
  senderAddress: 'Jungfernstieg 7 · 20354 Hamburg',
  senderTown: 'Hamburg',
  profile: {
    customers: 380,
    firmShare: 0.22,
    euromobil: true,
    firstCustomer: { kind: 'PRIVAT', firstName: 'Paula', lastName: 'Privat' },
    customerNumberBase: 100_000,
    contractNumberBase: 4_700,
    claimNumberBase: 120,
  },
};

const commercial: DemoLicense = {
  id: DEMO_LICENSE_COMMERCIAL,
  name: 'Nordlicht Logistik AG – Versicherungsportal',
  kind: 'GEWERBEKUNDE',
  families: ['KOMPAKT'],
  features: ZLicenseFeatures.parse({
    FileExport: false,
    Addresses: true,
    ObjectFilter: false,
    ComfortClaimReport: false,
    MultiLanguage: false,
    GuestLogin: false,
    Forms: false,
    NeedsAnalysis: false,
    NeedsAnalysisEnforced: false,
    QuickDocumentAccess: false,
    HidePremiums: false,
  }),
  appearance: ZAppearanceSettings.parse({
    PrimaryColor: '#1E6B52',
    SecondaryColor: '#8FD3C1',
    HeaderTextColor: '#FFFFFF',
    Theme: 'light',
    Banner: {
      Show: false,
      Title: 'Versicherungsportal der Nordlicht Logistik AG',
      Subtitle: 'Fuhrpark, Lager und Transporte im Blick.',
      TextColor: '#FFFFFF',
    },
    hidePostbox: false,
    hideServices: true,
    hideDashboard: false,
  }),
  footerLinks: ZFooterLinks.parse({
    Impressum: 'https://www.nordlicht-logistik.example/impressum',
    Agb: '#disabled',
    Datenschutz: 'https://www.nordlicht-logistik.example/datenschutz',
    Cookies: 'https://www.nordlicht-logistik.example/cookies',
    Schlichtungsstellen: '#disabled',
    Beschwerdebearbeitung: 'https://www.nordlicht-logistik.example/kontakt',
    FooterText: 'Nordlicht Logistik AG · Am Sandtorkai 50 · 20457 Hamburg',
  }),
  senderAddress: 'Am Sandtorkai 50 · 20457 Hamburg',
  senderTown: 'Hamburg',
  profile: {
    customers: 320,
    firmShare: 0.7,
    euromobil: false,
    firstCustomer: { kind: 'FIRMA', name: 'Nordlicht Logistik AG' },
    customerNumberBase: 500_000,
    contractNumberBase: 8_100,
    claimNumberBase: 560,
  },
};

export const DEMO_LICENSES: readonly DemoLicense[] = [broker, commercial];
