/**
 * The permission model of spec 000 §6 and 001 §6, as pure functions of one context.
 * Server and web both call these; the server is the one that enforces.
 */
import { DATA_CATALOG } from './data-catalog.js';
import { offersNeedsAnalysis } from './needs-analysis.js';
import type { TLicenseFamily, TLicenseFeatures, TLicenseKind, TMemberPermissions, TRole, TViewPreset } from './roles.js';

export type TPermissionContext = {
  role: TRole;
  preset: TViewPreset;
  kind: TLicenseKind;
  families: readonly TLicenseFamily[];
  permissions: TMemberPermissions;
  features: TLicenseFeatures;
  readOnly: boolean;
};

export const isLicenseAdmin = (c: Pick<TPermissionContext, 'role'>): boolean => c.role === 'licenseAdmin';

/** Employees and licence admins of the broker firm. */
export const isStaff = (c: Pick<TPermissionContext, 'role'>): boolean => c.role === 'licenseAdmin' || c.role === 'employee';

/** Brokers: intermediaries, members flagged IsVermittler, or the Vermittler preset. */
export const isBroker = (c: Pick<TPermissionContext, 'role' | 'preset' | 'permissions'>): boolean =>
  c.role === 'intermediary' || c.permissions.IsVermittler || c.preset === 'Vermittler';

/** End customers see their own data only. */
export const isEndCustomer = (c: Pick<TPermissionContext, 'role'>): boolean => c.role === 'customer' || c.role === 'claimReporter';

/**
 * Who sees the portfolio analysis /auswertung: the broker firm's staff (licence admins, employees, guests read-only)
 * and intermediaries (their own customers' portfolio). End customers and claim reporters do not: it is the broker's
 * business view. Here, not in portfolio-analysis-api.ts, so the router's guard keeps zod out of the entry.
 */
export const canSeePortfolioAnalysis = (c: Pick<TPermissionContext, 'role'>): boolean => !isEndCustomer(c);

/** Anything that changes data is refused in read-only mode (guests). */
export const canWrite = (c: Pick<TPermissionContext, 'readOnly'>): boolean => !c.readOnly;

/** Spec 001 §6: logging off saves settings unless the user is caseworker or licence admin. */
export const savesSettingsOnLogout = (c: Pick<TPermissionContext, 'role' | 'preset' | 'readOnly'>): boolean =>
  !c.readOnly && c.preset !== 'Sachbearbeiter' && !isLicenseAdmin(c);

export const canApproveClaims = (c: TPermissionContext): boolean => c.permissions.CanApproveSchadenmeldung;
export const canReportClaims = (c: TPermissionContext): boolean => canWrite(c) && c.permissions.Schadenmeldung;
export const canCreateProcesses = (c: TPermissionContext): boolean => c.permissions.CanCreateProcesses;
/** Marking documents read/unread (spec 000 §5): needs process permission and write access. */
export const canMarkRead = (c: TPermissionContext): boolean => canWrite(c) && c.permissions.CanCreateProcesses;
/** The document tag subscription belongs to the licence: only its administrators change it (not read-only). */
export const canChangeTagSubscription = (c: Pick<TPermissionContext, 'role' | 'readOnly'>): boolean => canWrite(c) && isLicenseAdmin(c);
/** Files (document files, zips, exports) never go to guests: no masking covers what a file holds (issue 8). */
export const canOpenFiles = (c: Pick<TPermissionContext, 'role'>): boolean => c.role !== 'guest';
export const canExportFiles = (c: Pick<TPermissionContext, 'features' | 'role'>): boolean => c.features.FileExport && canOpenFiles(c);
export const canInviteEmployees = (c: TPermissionContext): boolean => canWrite(c) && c.permissions.ShowEmployeeInvite;
/** Agency pages are blocked for preset Sachbearbeiter (spec 000 §2.9). */
export const canSeeAgencies = (c: TPermissionContext): boolean => isBroker(c) && c.preset !== 'Sachbearbeiter';
/**
 * The vehicle list /fahrzeug and the eVB list /evb (spec 001 §2.5; issue 14): for licences with motor products
 * (families KOMPAKT, EUROMOBIL); every member but claim reporters, each seeing the vehicles of the contracts they may
 * see (end customers their own).
 */
export const canSeeVehicles = (c: Pick<TPermissionContext, 'families' | 'role' | 'preset'>): boolean =>
  (c.families.includes('KOMPAKT') || c.families.includes('EUROMOBIL')) && c.role !== 'claimReporter' && c.preset !== 'Schadenmelder';
/** Recording an eVB number the insurer issued is the broker side's work (staff, intermediaries), never read-only. */
export const canRecordEvb = (c: Pick<TPermissionContext, 'families' | 'role' | 'preset' | 'readOnly'>): boolean =>
  canSeeVehicles(c) && canWrite(c) && (c.role === 'licenseAdmin' || c.role === 'employee' || c.role === 'intermediary');
/** Spec 001 §6: the FAQ is for one licence family only (here, not in faq-api.ts: the shell must not load zod). */
/** Risk management (/risikomanagement, issue 14): a view across the broker's book; not for end customers, claim reporters or guests. */
export const canSeeRiskManagement = (c: Pick<TPermissionContext, 'role'>): boolean => c.role === 'licenseAdmin' || c.role === 'employee' || c.role === 'intermediary';
export const hasFaq = (c: Pick<TPermissionContext, 'families'>): boolean => c.families.includes('KOMPAKT');
/** Only brokers load stock documents (spec 000 §6). */
export const canSeeStockDocuments = (c: TPermissionContext): boolean => isBroker(c);
/** Customer notes load only for non-brokers. */
export const loadsCustomerNotes = (c: TPermissionContext): boolean => !isBroker(c);

export type TServiceKey =
  | 'claimReport'
  | 'foreignContract'
  | 'inventoryTransfer'
  | 'newApplication'
  | 'newOffer'
  | 'newProspect';

/** The service routes of spec 000 §2.1 and the flag each needs. */
export const SERVICES: readonly { key: TServiceKey; flag: keyof TMemberPermissions }[] = [
  { key: 'claimReport', flag: 'Schadenmeldung' },
  { key: 'foreignContract', flag: 'Vertragserfassung' },
  { key: 'inventoryTransfer', flag: 'Bestandsübertragung' },
  { key: 'newApplication', flag: 'Vertragserfassung' },
  { key: 'newOffer', flag: 'Angebotserstellung' },
  { key: 'newProspect', flag: 'InteressentenAnlegen' },
];

export function servicePath(key: TServiceKey, c: Pick<TPermissionContext, 'features'>): string {
  switch (key) {
    case 'claimReport':
      return c.features.ComfortClaimReport ? '/meldung/spartenschaden' : '/meldung/schaden';
    case 'foreignContract':
      return '/meldung/fremdvertrag';
    case 'inventoryTransfer':
      return '/meldung/bestandsübertragung';
    case 'newApplication':
      return '/meldung/neueantragErfassen';
    case 'newOffer':
      return '/meldung/neuesAngebot';
    case 'newProspect':
      return '/meldung/neuenInteressenten';
  }
}

/** Services the user may start. */
export function availableServices(c: TPermissionContext): TServiceKey[] {
  if (!canWrite(c)) return [];
  return SERVICES.filter((s) => c.permissions[s.flag]).map((s) => s.key);
}

/** Spec 000 §6: services only if the user may write objects, a service is available and the preset is not claim reporter. */
export const canSeeServices = (c: TPermissionContext): boolean =>
  c.permissions.CanWriteAmsObjects && c.preset !== 'Schadenmelder' && availableServices(c).length > 0;

export type TNavKey =
  | 'start'
  | 'postbox'
  | 'documents'
  | 'processes'
  | 'contracts'
  | 'claims'
  | 'customers'
  | 'addresses'
  | 'objects'
  | 'companies'
  | 'agencies'
  | 'riskManagement'
  | 'vehicles'
  | 'evb'
  | 'forms'
  | 'formsProcesses'
  | 'services'
  | 'needsAnalysis'
  | 'faq'
  | 'employeeInvite'
  | 'devOutbox'
  | 'settings';

export type TNavEntry = { key: TNavKey; path: string };

export type TNavContext = TPermissionContext & {
  /** Customers in the licence visible to the user (Summary.GesamtKunden). */
  totalCustomers: number;
  /** Licence appearance switches. */
  hidePostbox?: boolean;
  hideDashboard?: boolean;
  /** The licence hides the services (appearance hideServices). */
  hideServices?: boolean;
  /** Mail goes to the dev outbox (no SMTP server configured; User/Init's DevOutbox). */
  devOutbox?: boolean;
};

/**
 * The sidenav entries the user may see, in order (spec 000 §2.1, §2.2, §6).
 * The web renders only the entries whose route is built; the rules live here once.
 */
export function navigationEntries(c: TNavContext): TNavEntry[] {
  const e: TNavEntry[] = [];
  const claimReporter = c.preset === 'Schadenmelder';
  if (!c.hideDashboard && !claimReporter) e.push({ key: 'start', path: '/startseite' });
  if (!c.hidePostbox && !claimReporter) e.push({ key: 'postbox', path: '/vorgang/posteingang' });
  if (!claimReporter) e.push({ key: 'documents', path: '/dokumente' });
  if (!isEndCustomer(c)) e.push({ key: 'processes', path: '/vorgangsliste' });
  if (!claimReporter) e.push({ key: 'contracts', path: '/vertrag' });
  e.push({ key: 'claims', path: '/schaden' });
  if (c.totalCustomers > 1 && !claimReporter) e.push({ key: 'customers', path: '/kontakte' });
  if (c.features.Addresses && !claimReporter) {
    e.push({ key: 'addresses', path: '/adresse' });
    e.push({ key: 'objects', path: '/objekte' });
  }
  if (!isEndCustomer(c)) e.push({ key: 'companies', path: '/gesellschaften' });
  if (canSeeAgencies(c)) e.push({ key: 'agencies', path: '/vermittlerkonten' });
  // Risk management (issue 14): a view across the broker's book, for licence admins, employees and intermediaries.
  if (canSeeRiskManagement(c)) e.push({ key: 'riskManagement', path: '/risikomanagement' });
  if (canSeeVehicles(c)) {
    e.push({ key: 'vehicles', path: '/fahrzeug' });
    e.push({ key: 'evb', path: '/evb' });
  }
  // The forms a member may start (issue 10); which ones, the server decides by the form's start roles. Claim
  // reporters keep their one entry (they open forms by link: /assfinetforms/{id}); read-only members start none.
  if (c.features.Forms && canWrite(c) && !claimReporter) e.push({ key: 'forms', path: '/formulare' });
  if (c.features.Forms && !claimReporter) e.push({ key: 'formsProcesses', path: '/forms-processes' });
  // The services (/meldung, issue 13): as the navbar's services menu (spec 000 §2.2: the sidenav repeats the entries).
  if (!c.hideServices && canSeeServices(c)) e.push({ key: 'services', path: '/meldung' });
  if (offersNeedsAnalysis(c)) e.push({ key: 'needsAnalysis', path: '/bedarfsanalyse' });
  if (hasFaq(c)) e.push({ key: 'faq', path: '/faq' });
  if (canInviteEmployees(c)) e.push({ key: 'employeeInvite', path: '/employee-invite' });
  // Development only: what the portal would have mailed, for the licence's admins (issue 11).
  if (c.devOutbox && isLicenseAdmin(c)) e.push({ key: 'devOutbox', path: '/dev-postausgang' });
  if (!claimReporter) e.push({ key: 'settings', path: '/einstellungen' });
  return e;
}

/** The start page a preset lands on (spec 000 §2.5: claim reporters go to /schaden). */
export function defaultStartPath(preset: TViewPreset): string {
  return preset === 'Schadenmelder' ? '/schaden' : '/startseite';
}

/** Premium properties of each data type (spec 000 §6: removed when the licence hides premiums). */
export const PREMIUM_PROPERTIES: Partial<Record<string, readonly string[]>> = {
  Vertrag: ['BruttopraemieGemaessZahlweise', 'PraemieNetto'],
  Angebot: ['Praemie'],
};

/**
 * What a claim reporter sees of a claim (issue 8): what they entered, its status and the claim's own number to
 * refer to it — never the contract, the customer, the insurer or the insurer's claim number, which belong to
 * records a claim reporter cannot open.
 */
export const CLAIM_REPORTER_CLAIM_PROPERTIES: ReadonlySet<string> = new Set([
  'Id',
  'Draft',
  'Active',
  'Schadenstatus',
  'KundenStatus',
  'ApprovalPending',
  'SchadenZeitpunkt',
  'Meldungtag',
  'Abschlusstag',
  'Schadenhoehe',
  'Waehrung',
  'Headline',
  'Sparte',
  'NummerMakler',
  'Schadenart',
  'Schadenort',
  'Erstellt',
]);

export const isClaimReporter = (c: Pick<TPermissionContext, 'role'>): boolean => c.role === 'claimReporter';

/**
 * Properties a member may not see, in lists, details, exports and as filter or sort alike: premiums for end
 * customers when the licence hides them; of claims, for claim reporters, all but CLAIM_REPORTER_CLAIM_PROPERTIES.
 */
export function hiddenProperties(type: string, c: Pick<TPermissionContext, 'features' | 'role'>): ReadonlySet<string> {
  const hidden = new Set<string>();
  if (c.features.HidePremiums && isEndCustomer(c)) for (const name of PREMIUM_PROPERTIES[type] ?? []) hidden.add(name);
  if (type === 'Schaden' && isClaimReporter(c)) {
    for (const { name } of DATA_CATALOG.Schaden) if (!CLAIM_REPORTER_CLAIM_PROPERTIES.has(name)) hidden.add(name);
  }
  return hidden;
}
