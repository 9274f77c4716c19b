/**
 * A small, fixed data set for API tests: two licences of different kinds and members of every role,
 * with customers, contracts, documents, claims and processes whose counts per role are worked out by hand
 * (see EXPECTED_COUNTS). Licence B's rows exist so that tests can prove A's users never see them.
 */
import type { TAppearanceSettings, TFooterLinks, TLicenseFeatures, TMemberPermissions, TRole, TViewPreset } from '@portal/domain';
import { NO_PERMISSIONS } from '@portal/domain';
import type { Db } from '../platform/db/client.js';
import { claims, contracts, customers, documents, formProducts, formRisks, intermediaries, licenses, mailOutbox, memberships, processes, users } from '../platform/db/schema.js';
import { hashPassword } from '../platform/auth/password.js';
import { GUEST_ACCOUNT } from '../seed/demo-accounts.js';
import { rebuildAnalysisTotals } from '../modules/portfolio-analysis/totals.js';

export const FIXTURE_PASSWORD = 'correct horse battery';
export const LICENSE_A = 'LIC-A';
export const LICENSE_B = 'LIC-B';

export const ALL_FEATURES: TLicenseFeatures = {
  FileExport: true,
  Addresses: true,
  ObjectFilter: true,
  ComfortClaimReport: true,
  MultiLanguage: true,
  GuestLogin: true,
  Forms: true,
  NeedsAnalysis: true,
  NeedsAnalysisEnforced: false,
  QuickDocumentAccess: true,
  HidePremiums: false,
};

export const DEFAULT_APPEARANCE: TAppearanceSettings = {
  PrimaryColor: '#1a4d8f',
  SecondaryColor: '#f5a623',
  HeaderTextColor: '#ffffff',
  Theme: 'light',
  Banner: { Show: true, Title: 'Willkommen', Subtitle: 'Ihr Portal', TextColor: '#ffffff' },
  hidePostbox: false,
  hideServices: false,
  hideDashboard: false,
};

const FOOTER: TFooterLinks = {
  Impressum: 'https://example.test/impressum',
  Agb: '#disabled',
  Datenschutz: null,
  Cookies: null,
  Schlichtungsstellen: null,
  Beschwerdebearbeitung: null,
  FooterText: 'Makler A GmbH',
};

const ALL_PERMISSIONS: TMemberPermissions = Object.fromEntries(Object.keys(NO_PERMISSIONS).map((k) => [k, true])) as TMemberPermissions;

/** Users by key; e-mail `<key>@fixture.test`. */
export const FIXTURE_USERS = {
  admin: { license: LICENSE_A, role: 'licenseAdmin', preset: 'Vermittler' },
  broker: { license: LICENSE_A, role: 'intermediary', preset: 'Vermittler' },
  caseworker: { license: LICENSE_A, role: 'employee', preset: 'Sachbearbeiter' },
  customer: { license: LICENSE_A, role: 'customer', preset: 'Privat' },
  reporter: { license: LICENSE_A, role: 'claimReporter', preset: 'Schadenmelder' },
  commercial: { license: LICENSE_B, role: 'employee', preset: 'Gewerbe' },
} as const satisfies Record<string, { license: string; role: TRole; preset: TViewPreset }>;
export type TFixtureUserKey = keyof typeof FIXTURE_USERS | 'multi';
export const emailOf = (key: TFixtureUserKey): string => `${key}@fixture.test`;

type TCounts = {
  NewDocuments: number;
  Posteingang: number;
  ActiveAlerts: number;
  GesamtKunden: number;
  AktiveVertraege: number;
  UnreadProcesses: number;
  UnreadDocuments: number;
  Feed: number;
  OpenTasks: number;
};
/** What each member must see (worked out from the rows below; the comments there say why). */
export const EXPECTED_COUNTS: Record<'licenseA' | 'broker' | 'customer' | 'reporter' | 'licenseB', TCounts> = {
  licenseA: { NewDocuments: 5, Posteingang: 6, ActiveAlerts: 2, GesamtKunden: 3, AktiveVertraege: 5, UnreadProcesses: 3, UnreadDocuments: 5, Feed: 4, OpenTasks: 2 },
  broker: { NewDocuments: 3, Posteingang: 5, ActiveAlerts: 2, GesamtKunden: 2, AktiveVertraege: 2, UnreadProcesses: 2, UnreadDocuments: 3, Feed: 2, OpenTasks: 1 },
  customer: { NewDocuments: 1, Posteingang: 2, ActiveAlerts: 0, GesamtKunden: 1, AktiveVertraege: 1, UnreadProcesses: 1, UnreadDocuments: 1, Feed: 1, OpenTasks: 1 },
  reporter: { NewDocuments: 1, Posteingang: 1, ActiveAlerts: 0, GesamtKunden: 0, AktiveVertraege: 0, UnreadProcesses: 1, UnreadDocuments: 1, Feed: 1, OpenTasks: 0 },
  licenseB: { NewDocuments: 1, Posteingang: 1, ActiveAlerts: 0, GesamtKunden: 2, AktiveVertraege: 2, UnreadProcesses: 1, UnreadDocuments: 1, Feed: 1, OpenTasks: 0 },
};

export type TFixtures = {
  userIds: Record<TFixtureUserKey | 'guest', string>;
  customerA1: string;
  /** A form product of each licence, and a draft risk on it (A: the customer's, B: the commercial member's). */
  formProducts: Record<typeof LICENSE_A | typeof LICENSE_B, string>;
  formRisks: Record<typeof LICENSE_A | typeof LICENSE_B, string>;
};

/**
 * A small claim report: a required name, an e-mail, a witness group whose entries need a name, and a count of
 * the witnesses (a calculation), so that drafts, issues and calculations can be seen through the API.
 */
export const FIXTURE_FORM = {
  Titel: 'Kleine Schadenmeldung',
  pages: [
    {
      id: 'p1',
      type: 'page',
      properties: { Überschrift: 'Schaden' },
      controls: [
        { id: 'Name', type: 'textInput', properties: { Kennung: 'Name', Überschrift: 'Name', Erforderlich: true, 'Maximale Länge': 50 } },
        { id: 'EMail', type: 'textInput', properties: { Kennung: 'EMail', Überschrift: 'E-Mail', Textformat: 'E-mail' } },
        {
          id: 'Zeugen',
          type: 'group',
          properties: { Kennung: 'Zeugen', Überschrift: 'Zeuge', repeating: true },
          controls: [{ id: 'ZeugeName', type: 'textInput', properties: { Kennung: 'ZeugeName', Überschrift: 'Name des Zeugen', Erforderlich: true } }],
        },
        { id: 'Anzahl', type: 'displayValue', properties: { Kennung: 'Anzahl', calculation: { steps: [{ calculationType: 'addition', controlName: 'Zeugen' }] } } },
      ],
    },
  ],
};

export async function insertFixtures(db: Db): Promise<TFixtures> {
  // One cheap hash shared by all users (the cost parameters travel in the hash, so login still verifies it).
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const read = new Date('2026-01-10T10:00:00Z');

  await db.insert(licenses).values([
    { id: LICENSE_A, name: 'Makler A GmbH', kind: 'MAKLER', families: ['KOMPAKT'], features: ALL_FEATURES, appearance: DEFAULT_APPEARANCE, footerLinks: FOOTER, isDemo: true },
    {
      id: LICENSE_B,
      name: 'Gewerbe B AG',
      kind: 'GEWERBEKUNDE',
      families: [],
      features: { ...ALL_FEATURES, GuestLogin: false, FileExport: false },
      appearance: { ...DEFAULT_APPEARANCE, PrimaryColor: '#006400' },
      footerLinks: { ...FOOTER, FooterText: null },
      customDomain: 'portal.gewerbe-b.test',
    },
  ]);

  const [i1, i2] = await db
    .insert(intermediaries)
    .values([
      { licenseId: LICENSE_A, code: 'V1', name: 'Vermittler Eins' },
      { licenseId: LICENSE_A, code: 'V2', name: 'Vermittler Zwei' },
    ])
    .returning({ id: intermediaries.id });

  const customerRows = await db
    .insert(customers)
    .values([
      { licenseId: LICENSE_A, amsidnr: 'A1', kundenname: 'Anna Eins', intermediaryId: i1!.id },
      { licenseId: LICENSE_A, amsidnr: 'A2', kundenname: 'Bernd Zwei', intermediaryId: i1!.id },
      { licenseId: LICENSE_A, amsidnr: 'A3', kundenname: 'Carla Drei', intermediaryId: i2!.id },
      { licenseId: LICENSE_A, amsidnr: 'A4', kundenname: 'Dieter Vier', intermediaryId: i2!.id, active: false },
      { licenseId: LICENSE_B, amsidnr: 'B1', kundenname: 'Firma Eins', zuordnung: 'FIRMA' },
      { licenseId: LICENSE_B, amsidnr: 'B2', kundenname: 'Firma Zwei', zuordnung: 'FIRMA' },
      { licenseId: LICENSE_B, amsidnr: 'B3', kundenname: 'Firma Drei', zuordnung: 'FIRMA', active: false },
    ])
    .returning({ id: customers.id });
  const [cA1, cA2, cA3, cA4, cB1, cB2] = customerRows.map((r) => r.id) as [string, string, string, string, string, string];

  // Active policies: A 5 (A1 Police, A2 Eigen, A3 Fremdteil + Police extern, A4 Police), broker (A1, A2) 2, B 2.
  const contract = (licenseId: string, customerId: string, nr: string, computedStatus: string, active = true) => ({
    licenseId,
    customerId,
    vertragsnr: nr,
    typ: 'KOMPAKTKRAFT',
    status: computedStatus.toUpperCase(),
    computedStatus,
    active,
  });
  await db.insert(contracts).values([
    contract(LICENSE_A, cA1, 'A1-1', 'Police'),
    contract(LICENSE_A, cA1, 'A1-2', 'Angebot'),
    contract(LICENSE_A, cA2, 'A2-1', 'Eigen'),
    contract(LICENSE_A, cA2, 'A2-2', 'Police', false),
    contract(LICENSE_A, cA3, 'A3-1', 'Fremdteil'),
    contract(LICENSE_A, cA3, 'A3-2', 'Police extern'),
    contract(LICENSE_A, cA3, 'A3-3', 'Anfrage'),
    contract(LICENSE_A, cA4, 'A4-1', 'Police'),
    contract(LICENSE_B, cB1, 'B1-1', 'Police'),
    contract(LICENSE_B, cB1, 'B1-2', 'Angebot'),
    contract(LICENSE_B, cB2, 'B2-1', 'Eigen'),
  ]);

  const userRows: { key: TFixtureUserKey | 'guest'; email: string; isGuest?: boolean }[] = [
    ...(Object.keys(FIXTURE_USERS) as (keyof typeof FIXTURE_USERS)[]).map((key) => ({ key, email: emailOf(key) })),
    { key: 'multi', email: emailOf('multi') },
    { key: 'guest', email: GUEST_ACCOUNT.email, isGuest: true },
  ];
  const inserted = await db
    .insert(users)
    .values(
      userRows.map((u) => ({
        email: u.email,
        passwordHash: u.isGuest ? null : passwordHash,
        firstName: u.key,
        lastName: 'Fixture',
        isGuest: u.isGuest ?? false,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = Object.fromEntries(userRows.map((u) => [u.key, inserted.find((r) => r.email === u.email)!.id])) as TFixtures['userIds'];

  await db.insert(memberships).values([
    ...(Object.entries(FIXTURE_USERS) as [keyof typeof FIXTURE_USERS, (typeof FIXTURE_USERS)[keyof typeof FIXTURE_USERS]][]).map(([key, m]) => ({
      userId: userIds[key],
      licenseId: m.license,
      role: m.role,
      preset: m.preset,
      permissions: m.role === 'licenseAdmin' || m.role === 'employee' ? ALL_PERMISSIONS : { ...NO_PERMISSIONS, Schadenmeldung: true },
      customerId: key === 'customer' ? cA1 : null,
      intermediaryId: key === 'broker' ? i1!.id : null,
    })),
    { userId: userIds.multi, licenseId: LICENSE_A, role: 'employee', preset: 'Karten', permissions: ALL_PERMISSIONS, sortOrder: 0 },
    { userId: userIds.multi, licenseId: LICENSE_B, role: 'employee', preset: 'Gewerbe', permissions: ALL_PERMISSIONS, sortOrder: 1 },
  ]);

  // A claim reported by the claim reporter on A3, and one on A1.
  const [claimR] = await db
    .insert(claims)
    .values([
      { licenseId: LICENSE_A, customerId: cA3, nummerMakler: 'S-1', schadenstatus: 'Offen', reporterUserId: userIds.reporter },
      { licenseId: LICENSE_A, customerId: cA1, nummerMakler: 'S-2', schadenstatus: 'Offen' },
    ])
    .returning({ id: claims.id });

  // The portfolio analysis' running totals of the contracts and claims above (as after any bulk load).
  for (const licenseId of [LICENSE_A, LICENSE_B]) await rebuildAnalysisTotals(db, licenseId);

  // New (unread, active) documents: A 5 (d1 d3 d4 d6 d7), broker 3 (d1 d3 d6), customer 1 (d1), reporter 1 (d7), B 1.
  const doc = (licenseId: string, titel: string, o: Partial<typeof documents.$inferInsert>) => ({ licenseId, titel, brieftyp: 'POLICE', ...o });
  await db.insert(documents).values([
    doc(LICENSE_A, 'd1', { customerId: cA1 }),
    doc(LICENSE_A, 'd2', { customerId: cA1, readAt: read }),
    doc(LICENSE_A, 'd3', { customerId: cA2 }),
    doc(LICENSE_A, 'd4', { customerId: cA3 }),
    doc(LICENSE_A, 'd5', { customerId: cA3, active: false }),
    doc(LICENSE_A, 'd6', { intermediaryId: i1!.id }),
    doc(LICENSE_A, 'd7', { customerId: cA3, claimId: claimR!.id }),
    doc(LICENSE_B, 'e1', { customerId: cB1 }),
    doc(LICENSE_B, 'e2', { customerId: cB2, readAt: read }),
  ]);

  // Inbox (in, open, unread or not Ok): A p1 p2 p6 p7; alerts (open, is_alert): p3 p6; unread open in: p1 p6 p7;
  // feed (unread open): p1 p5 p6 p7; open tasks (open, action): p2 p5. Broker sees p1 p2 p3 p6; customer p1 p2; reporter p7.
  const proc = (licenseId: string, headline: string, o: Partial<typeof processes.$inferInsert>) => ({ licenseId, headline, ...o });
  await db.insert(processes).values([
    proc(LICENSE_A, 'p1', { customerId: cA1 }),
    proc(LICENSE_A, 'p2', { customerId: cA1, readAt: read, requiredAction: 'answer' }),
    proc(LICENSE_A, 'p3', { customerId: cA2, readAt: read, kundenStatus: 'Ok', isAlert: true }),
    proc(LICENSE_A, 'p4', { customerId: cA3, active: false, isAlert: true, requiredAction: 'confirmation' }),
    proc(LICENSE_A, 'p5', { customerId: cA3, direction: 'out', requiredAction: 'documents' }),
    proc(LICENSE_A, 'p6', { intermediaryId: i1!.id, kundenStatus: 'Ok', isAlert: true }),
    proc(LICENSE_A, 'p7', { customerId: cA3, claimId: claimR!.id }),
    proc(LICENSE_B, 'q1', { customerId: cB1 }),
    proc(LICENSE_B, 'q2', { customerId: cB2, readAt: read, kundenStatus: 'Ok' }),
  ]);

  // Form products: the claim report for every role; in A also one only staff may start.
  const products = await db
    .insert(formProducts)
    .values([
      { licenseId: LICENSE_A, name: 'Kleine Schadenmeldung', definition: FIXTURE_FORM, startRoles: [] },
      { licenseId: LICENSE_A, name: 'Interner Bogen', definition: FIXTURE_FORM, startRoles: ['licenseAdmin', 'employee'] },
      { licenseId: LICENSE_B, name: 'Kleine Schadenmeldung', definition: FIXTURE_FORM, startRoles: [] },
    ])
    .returning({ id: formProducts.id, licenseId: formProducts.licenseId });
  const productA = products[0]!.id;
  const productB = products[2]!.id;
  const risks = await db
    .insert(formRisks)
    .values([
      { licenseId: LICENSE_A, productId: productA, ownerUserId: userIds.customer, data: { Name: 'Anna Eins' } },
      { licenseId: LICENSE_B, productId: productB, ownerUserId: userIds.commercial, data: { Name: 'Firma Eins' } },
    ])
    .returning({ id: formRisks.id });

  // One mail in each licence's dev outbox (the outbox routes are walked by the tenant-isolation test).
  await db.insert(mailOutbox).values(
    [LICENSE_A, LICENSE_B].map((license) => ({
      licenseId: license,
      from: '"Maklerportal" <no-reply@portal.localhost>',
      to: `kunde@${license.toLowerCase()}.test`,
      subject: `Ihre Unterlagen (${license})`,
      text: `Bitte sehen Sie sich Ihre Unterlagen an: https://portal.test/${license}/unterlagen`,
      html: `<p>Bitte sehen Sie sich <a href="https://portal.test/${license}/unterlagen">Ihre Unterlagen</a> an.</p>`,
      createdAt: read,
    })),
  );

  return {
    userIds,
    customerA1: cA1,
    formProducts: { [LICENSE_A]: productA, [LICENSE_B]: productB } as TFixtures['formProducts'],
    formRisks: { [LICENSE_A]: risks[0]!.id, [LICENSE_B]: risks[1]!.id } as TFixtures['formRisks'],
  };
}
