/**
 * The database schema (Drizzle, PostgreSQL dialect; the same on PGlite and a PostgreSQL server).
 * Every tenant-owned table carries `license_id` and leads its indexes with it, so every list query
 * of a licence is an index range scan. Column names are snake_case; the API maps them to the spec's names.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TAppearanceSettings,
  TCardView,
  TDetailColumn,
  TEndUserAppearance,
  TFooterLinks,
  TLicenseFamily,
  TLicenseFeatures,
  TLicenseKind,
  TMemberPermissions,
  TNeedsAnalysis,
  TPortfolioAnalysis,
  TRole,
  TServiceFormKey,
  TUserSettings,
  TViewPreset,
} from '@portal/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const id = () => uuid('id').primaryKey().defaultRandom();
/**
 * The id of a tenant table's row. Its primary key is (license_id, id), declared with the table, so that the
 * schema can be distributed by license_id (Citus requires the distribution column in every primary key and
 * unique constraint); see docs/operations.md and tenant-distribution.test.ts.
 */
const tenantId = () => uuid('id').notNull().defaultRandom();
/**
 * A reference to a row of another tenant table of the same licence: (license_id, column) → (license_id, id),
 * which Citus needs to keep both rows on one shard. Migration 0009 writes SET NULL actions as
 * `SET NULL (column)` (PostgreSQL 15+), so that a deleted parent never nulls license_id.
 */
const tenantFk = (
  name: string,
  licenseId: AnyPgColumn,
  column: AnyPgColumn,
  target: { licenseId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [licenseId, column], foreignColumns: [target.licenseId, target.id] });
/** Folded search text (lower case, umlauts spelled out) kept by the database itself; see migration 0001. */
const searchText = (expr: ReturnType<typeof sql>) => text('search_text').generatedAlwaysAs(expr);
const trigramIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);
const licenseRef = () =>
  text('license_id')
    .notNull()
    .references(() => licenses.id, { onDelete: 'cascade' });

// ───────────────────────────── licences, users, sessions ─────────────────────────────

export const licenses = pgTable('licenses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<TLicenseKind>().notNull(),
  families: jsonb('families').$type<TLicenseFamily[]>().notNull().default([]),
  features: jsonb('features').$type<TLicenseFeatures>().notNull(),
  appearance: jsonb('appearance').$type<TAppearanceSettings>().notNull(),
  footerLinks: jsonb('footer_links').$type<TFooterLinks>().notNull(),
  logoUrl: text('logo_url'),
  customDomain: text('custom_domain'),
  hasCustomCss: boolean('has_custom_css').notNull().default(false),
  /**
   * A demonstration licence (fictitious data only): the one kind of licence that may admit guests. Set by the
   * operator, never by a licence admin, so that switching GuestLogin on cannot expose a real broker's customers.
   */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    countryCode: text('country_code').notNull().default('DE'),
    language: text('language').notNull().default('de'),
    isGuest: boolean('is_guest').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseId: licenseRef(),
    role: text('role').$type<TRole>().notNull(),
    preset: text('preset').$type<TViewPreset>().notNull(),
    permissions: jsonb('permissions').$type<TMemberPermissions>().notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    /** For end customers: the customer record they are. */
    customerId: uuid('customer_id'),
    /** For intermediaries: their intermediary record. */
    intermediaryId: uuid('intermediary_id'),
    /** Invited employees (issue 14): sees only the customers in membership_customers and their rows. */
    assignedCustomersOnly: boolean('assigned_customers_only').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    lastActivityAt: ts('last_activity_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.licenseId] }), index('memberships_license_idx').on(t.licenseId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The absolute end of the session, fixed at login (the idle end follows from last_seen_at). */
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    /** The client address at login (shown in the user's list of active sessions). */
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Login attempts, kept in the database so that rate limiting holds across instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_at_idx').on(t.email, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
    index('login_attempts_email_ip_at_idx').on(t.email, t.ip, t.at),
  ],
);

export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseId: licenseRef(),
    settings: jsonb('settings').$type<TUserSettings>().notNull().default({}),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.licenseId] })],
);

/** Deployment-wide settings (maintenance lock and text, …), one row per key. */
export const globalSettings = pgTable('global_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Reference data (issue 14): every German postcode with its federal state (ARS 01–16), from plz_ort_land.csv
 * (© OpenStreetMap contributors, ODbL; see NOTICE). Filled by its migration; the 17 postcodes that lie in two
 * states count for the state with more of their places. Customers per federal state join on it.
 */
export const postcodeStates = pgTable('postcode_states', {
  plz: text('plz').primaryKey(),
  ars: text('ars').notNull(),
});

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').notNull(),
    licenseId: licenseRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'activity_log_pkey', columns: [t.licenseId, t.id] }),
    index('activity_log_license_at_idx').on(t.licenseId, t.at),
  ],
);

/**
 * Administrative changes to a licence (issue 12): who changed what and when, with the state before and after.
 * Written by platform/audit/record-admin-change.ts in the same transaction as the change itself.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').notNull(),
    licenseId: licenseRef(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'admin_audit_log_pkey', columns: [t.licenseId, t.id] }),
    index('admin_audit_log_license_at_idx').on(t.licenseId, t.at),
  ],
);

/** What the dev outbox keeps of an attachment: its name, type and size (not the bytes). */
export type TMailAttachmentInfo = { filename: string; contentType: string; size: number };

/** Dev mail outbox: mail goes here when no SMTP_URL is configured (platform/mail/mailer.ts). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    licenseId: text('license_id').references(() => licenses.id, { onDelete: 'cascade' }),
    from: text('from').notNull().default(''),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<TMailAttachmentInfo[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // The outbox page lists a licence's mails newest first, paged in the database.
  (t) => [index('mail_outbox_license_created_idx').on(t.licenseId, t.createdAt)],
);

/**
 * Scheduled reminder mails (platform/mail/reminders.ts): one row per recipient of a reminder series of some kind
 * (e.g. a sign request), sent every interval_seconds from next_at until `until`, cancelled or finished.
 */
export const mailReminders = pgTable(
  'mail_reminders',
  {
    id: uuid('id').notNull().defaultRandom(),
    licenseId: text('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    /** Which registered renderer writes the mail (registerReminderKind). */
    kind: text('kind').notNull(),
    /** What the reminder is about, in the kind's terms (a sign request's id, a process id …). */
    refId: text('ref_id').notNull(),
    to: text('to').notNull(),
    nextAt: ts('next_at').notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    /** No reminder after this time; null: until cancelled or obsolete. */
    until: ts('until'),
    sentCount: integer('sent_count').notNull().default(0),
    cancelledAt: ts('cancelled_at'),
    /** Set when the series ends by itself: `until` passed, or the renderer found the reminder obsolete. */
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'mail_reminders_pkey', columns: [t.licenseId, t.id] }),
    // The runner's scan: only rows still due some day are in it.
    index('mail_reminders_due_idx').on(t.nextAt).where(sql`cancelled_at is null and finished_at is null`),
    index('mail_reminders_ref_idx').on(t.licenseId, t.kind, t.refId),
  ],
);

// ───────────────────────────── reference data of a licence ─────────────────────────────

/** Lines of business (Sparten). */
export const branches = pgTable(
  'branches',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    kuerzel: text('kuerzel').notNull(),
    bezeichnung: text('bezeichnung').notNull(),
  },
  (t) => [
    primaryKey({ name: 'branches_pkey', columns: [t.licenseId, t.id] }),
    uniqueIndex('branches_license_kuerzel_uq').on(t.licenseId, t.kuerzel),
  ],
);

/** Intermediaries (Vermittler). */
export const intermediaries = pgTable(
  'intermediaries',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    name2: text('name2'),
    name3: text('name3'),
    amsidnr: text('amsidnr'),
    active: boolean('active').notNull().default(true),
    /** The agency's account (company element, spec 000 §2.9): FIRMA (a firm) or PRIVAT (a person). */
    zuordnung: text('zuordnung').notNull().default('FIRMA'),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    telefon: text('telefon'),
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'intermediaries_pkey', columns: [t.licenseId, t.id] }),
    uniqueIndex('intermediaries_license_code_uq').on(t.licenseId, t.code),
    index('intermediaries_license_name_idx').on(t.licenseId, t.name),
    // Activity feed: newest first per licence.
    index('intermediaries_license_created_idx').on(t.licenseId, t.createdAt, t.id),
  ],
);

/** Companies (Gesellschaften, the insurers). */
export const companies = pgTable(
  'companies',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    suchname: text('suchname').notNull(),
    zuordnung: text('zuordnung').notNull().default('FIRMA'),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    telefon1: text('telefon1'),
    telefon2: text('telefon2'),
    email: text('email'),
    status: text('status'),
    matchcode: text('matchcode'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'companies_pkey', columns: [t.licenseId, t.id] }),
    index('companies_license_suchname_idx').on(t.licenseId, t.suchname),
  ],
);

// ───────────────────────────── customers, contracts, claims ─────────────────────────────

export const customers = pgTable(
  'customers',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    amsidnr: text('amsidnr').notNull(),
    kundenname: text('kundenname').notNull(),
    vorname: text('vorname'),
    nachname: text('nachname'),
    /** PRIVAT or FIRMA. */
    zuordnung: text('zuordnung').notNull().default('PRIVAT'),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    /** ISO country code; DE for Germany. */
    land: text('land').notNull().default('DE'),
    kundenverbindung: text('kundenverbindung'),
    geburtstag: date('geburtstag', { mode: 'string' }),
    emailPrivat: text('email_privat'),
    telefonPrivat: text('telefon_privat'),
    emailGeschaeftlich: text('email_geschaeftlich'),
    telefonGeschaeftlich: text('telefon_geschaeftlich'),
    intermediaryId: uuid('intermediary_id'),
    /** VWFS_AUFPARTNER (Ja/Nein; null = not delivered): dunning is shown only for Ja (spec 001 §5; issue 13). */
    vwfsAufpartner: text('vwfs_aufpartner'),
    active: boolean('active').notNull().default(true),
    lastSynchronisation: ts('last_synchronisation'),
    createdAt: ts('created_at').notNull().defaultNow(),
    searchText: searchText(sql`portal_fold(kundenname || ' ' || amsidnr || ' ' || coalesce(ort, ''))`),
  },
  (t) => [
    primaryKey({ name: 'customers_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('customers_intermediary_id_fk', t.licenseId, t.intermediaryId, intermediaries).onDelete('set null'),
    trigramIndex('customers_search_trgm_idx', t.searchText),
    uniqueIndex('customers_license_amsidnr_uq').on(t.licenseId, t.amsidnr),
    index('customers_license_name_idx').on(t.licenseId, t.kundenname, t.id),
    index('customers_license_plz_idx').on(t.licenseId, t.plz),
    index('customers_license_intermediary_idx').on(t.licenseId, t.intermediaryId),
    index('customers_license_created_idx').on(t.licenseId, t.createdAt, t.id),
  ],
);

/** Customer notes (Anmerkung). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    customerId: uuid('customer_id').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    readAt: ts('read_at'),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSynchronisation: ts('last_synchronisation'),
  },
  (t) => [
    primaryKey({ name: 'customer_notes_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('customer_notes_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('cascade'),
    index('customer_notes_license_customer_idx').on(t.licenseId, t.customerId),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    customerId: uuid('customer_id').notNull(),
    vertragsnr: text('vertragsnr').notNull(),
    /** Branch code, KOMPAKTKRAFT, EUROMOBIL, … */
    typ: text('typ').notNull(),
    /** Status as delivered by the back office. */
    status: text('status').notNull(),
    /** Normalised status the filters work on: Angebot, Anfrage, Police, Police extern, Fremdteil, Eigen. */
    computedStatus: text('computed_status').notNull(),
    statusgrund: text('statusgrund'),
    produkt: text('produkt'),
    sparte: text('sparte'),
    companyId: uuid('company_id'),
    intermediaryId: uuid('intermediary_id'),
    abschlussvermittler: text('abschlussvermittler'),
    abschlussvermittlerName: text('abschlussvermittler_name'),
    zahlweise: text('zahlweise'),
    abbuchung: boolean('abbuchung').notNull().default(false),
    bruttopraemie: money('bruttopraemie'),
    praemieNetto: money('praemie_netto'),
    waehrung: text('waehrung').notNull().default('EUR'),
    wirksamAb: date('wirksam_ab', { mode: 'string' }),
    wirksamBis: date('wirksam_bis', { mode: 'string' }),
    vertragsbeginn: date('vertragsbeginn', { mode: 'string' }),
    vertragsablauf: date('vertragsablauf', { mode: 'string' }),
    /** Date of the offer or inquiry (offers older than two months are hidden). */
    angebotsdatum: date('angebotsdatum', { mode: 'string' }),
    risikoAllgemein: text('risiko_allgemein'),
    beratungErforderlich: boolean('beratung_erforderlich').notNull().default(false),
    beratungsgebiet: text('beratungsgebiet'),
    abrechenbar: boolean('abrechenbar').notNull().default(false),
    sammelvertrag: boolean('sammelvertrag').notNull().default(false),
    parentId: uuid('parent_id'),
    sammelvertragsnr: text('sammelvertragsnr'),
    lokalpolice: boolean('lokalpolice').notNull().default(false),
    entwurf: boolean('entwurf').notNull().default(false),
    storno: boolean('storno').notNull().default(false),
    inkassoStatus: text('inkasso_status'),
    active: boolean('active').notNull().default(true),
    lastSynchronisation: ts('last_synchronisation'),
    createdAt: ts('created_at').notNull().defaultNow(),
    searchText: searchText(sql`portal_fold(vertragsnr)`),
  },
  (t) => [
    primaryKey({ name: 'contracts_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('contracts_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('cascade'),
    tenantFk('contracts_company_id_fk', t.licenseId, t.companyId, companies).onDelete('set null'),
    tenantFk('contracts_intermediary_id_fk', t.licenseId, t.intermediaryId, intermediaries).onDelete('set null'),
    trigramIndex('contracts_search_trgm_idx', t.searchText),
    index('contracts_license_created_idx').on(t.licenseId, t.createdAt, t.id),
    index('contracts_license_status_idx').on(t.licenseId, t.computedStatus),
    index('contracts_license_customer_idx').on(t.licenseId, t.customerId),
    // Sort keys end in id (the tie-breaker of every list order), so keyset pages start right at their cursor.
    index('contracts_license_vertragsnr_idx').on(t.licenseId, t.vertragsnr, t.id),
    // Filtered by line of business and sorted by number: one ordered range per Sparte (compile-query splits IN lists).
    index('contracts_license_sparte_vertragsnr_idx').on(t.licenseId, t.sparte, t.vertragsnr, t.id),
    index('contracts_license_typ_idx').on(t.licenseId, t.typ),
    // The vehicle list (issue 14): the motor contracts in contract-number order, so its first page is an index range.
    index('contracts_license_motor_vertragsnr_idx').on(t.licenseId, t.vertragsnr, t.id).where(sql`${t.typ} in ('KOMPAKTKRAFT', 'EUROMOBIL')`),
    index('contracts_license_intermediary_idx').on(t.licenseId, t.intermediaryId),
    index('contracts_parent_idx').on(t.parentId),
    // Risk management (issue 14): policies running out in a date window, and the contracts flagged for advice.
    index('contracts_license_ablauf_idx').on(t.licenseId, t.vertragsablauf, t.id),
    index('contracts_license_beratung_idx').on(t.licenseId, t.id).where(sql`beratung_erforderlich`),
    // Portfolio analysis (issue 14): new business per month and Storno per month read one date range of the licence
    // with every column they sum in the index (index-only scans; the rest of the licence is never touched).
    index('contracts_analysis_begin_idx').on(t.licenseId, t.vertragsbeginn, t.computedStatus, t.entwurf, t.zahlweise, t.waehrung, t.bruttopraemie, t.customerId, t.intermediaryId),
    index('contracts_analysis_storno_idx')
      .on(t.licenseId, t.wirksamBis, t.zahlweise, t.waehrung, t.bruttopraemie, t.customerId, t.intermediaryId)
      .where(sql`storno`),
  ],
);

/** Typed line data entries of a contract (Spartendaten); Typ starting with ZUS_ are additional data. */
export const contractLineData = pgTable(
  'contract_line_data',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    contractId: uuid('contract_id').notNull(),
    typ: text('typ').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ name: 'contract_line_data_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('contract_line_data_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('cascade'),
    index('contract_line_data_license_contract_idx').on(t.licenseId, t.contractId),
    // Vehicle search (issue 14, modules/vehicles): plate without spaces and hyphens, and chassis number, of the motor
    // lines' entries; the expression is vehicles/repository.ts's VEHICLE_KEY, character for character.
    index('contract_line_data_vehicle_key_trgm_idx')
      .using('gin', sql`(upper(translate(coalesce(${t.data}->>'kennzeichen', '') || '|' || coalesce(${t.data}->>'fahrgestellnr', ''), ' -', ''))) gin_trgm_ops`)
      .where(sql`${t.typ} in ('KOMPAKTKRAFT', 'EUROMOBIL')`),
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    contractId: uuid('contract_id'),
    customerId: uuid('customer_id'),
    nummerMakler: text('nummer_makler').notNull(),
    nummerVu: text('nummer_vu'),
    /** Includes Entwurf and 'Prüfung durch Makler'. */
    schadenstatus: text('schadenstatus').notNull(),
    draft: boolean('draft').notNull().default(false),
    active: boolean('active').notNull().default(true),
    schadenZeitpunkt: ts('schaden_zeitpunkt'),
    meldungtag: date('meldungtag', { mode: 'string' }),
    /** Empty means the claim is open. */
    abschlusstag: date('abschlusstag', { mode: 'string' }),
    schadenhoehe: money('schadenhoehe'),
    waehrung: text('waehrung').notNull().default('EUR'),
    schadenart: text('schadenart'),
    schadenort: text('schadenort'),
    hergang: text('hergang'),
    headline: text('headline'),
    sparte: text('sparte'),
    kundenStatus: text('kunden_status'),
    /** Waiting for a broker's approval (approvalPendingSchaeden). */
    approvalPending: boolean('approval_pending').notNull().default(false),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Vehicle identification number for motor claims. */
    fin: text('fin'),
    createdAt: ts('created_at').notNull().defaultNow(),
    searchText: searchText(sql`portal_fold(nummer_makler || ' ' || coalesce(nummer_vu, ''))`),
  },
  (t) => [
    primaryKey({ name: 'claims_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('claims_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('set null'),
    tenantFk('claims_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('cascade'),
    trigramIndex('claims_search_trgm_idx', t.searchText),
    index('claims_license_zeitpunkt_idx').on(t.licenseId, t.schadenZeitpunkt, t.id),
    index('claims_license_abschluss_idx').on(t.licenseId, t.abschlusstag),
    index('claims_license_customer_idx').on(t.licenseId, t.customerId),
    index('claims_license_contract_idx').on(t.licenseId, t.contractId),
    index('claims_license_nummer_idx').on(t.licenseId, t.nummerMakler),
    index('claims_license_reporter_idx').on(t.licenseId, t.reporterUserId),
    index('claims_license_created_idx').on(t.licenseId, t.createdAt, t.id),
    // Portfolio analysis (issue 14): claims reported in a period per line of business, open or closed (index-only).
    index('claims_analysis_meldungtag_idx').on(t.licenseId, t.meldungtag, t.sparte, t.draft, t.abschlusstag, t.customerId),
  ],
);

/** Reference addresses and objects. */
export const addresses = pgTable(
  'addresses',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    customerId: uuid('customer_id'),
    /** PRIVAT or business (GESCHAEFTLICH). */
    zuordnung: text('zuordnung').notNull().default('PRIVAT'),
    kontaktname: text('kontaktname'),
    nachname: text('nachname'),
    adresszeile1: text('adresszeile1'),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    land: text('land').notNull().default('DE'),
    telefon1: text('telefon1'),
    mobil: text('mobil'),
    email: text('email'),
    geburtstag: date('geburtstag', { mode: 'string' }),
    privateAddress: boolean('private_address').notNull().default(false),
    businessAddress: boolean('business_address').notNull().default(false),
    /** The object property: set for objects (/objekte). */
    isObject: boolean('is_object').notNull().default(false),
    objectNumber: text('object_number'),
    /** Object field 149. */
    riskSum: money('risk_sum'),
    /** Object fields 119 and 120. */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** The remaining object fields of the Xml set, by field number. */
    objectFields: jsonb('object_fields').$type<Record<string, string>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'addresses_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('addresses_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('cascade'),
    index('addresses_license_name_idx').on(t.licenseId, t.kontaktname, t.id),
    index('addresses_license_object_idx').on(t.licenseId, t.isObject),
    index('addresses_license_customer_idx').on(t.licenseId, t.customerId),
  ],
);

// ───────────────────────────── documents, tags, processes, offers ─────────────────────────────

/** Processes (Vorgang) with their message threads. */
export const processes = pgTable(
  'processes',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    headline: text('headline').notNull(),
    /** task, message, offer, inquiry */
    kind: text('kind').notNull().default('message'),
    /** Open (true) or closed. */
    active: boolean('active').notNull().default(true),
    readAt: ts('read_at'),
    /** 'Ok' means done for the customer. */
    kundenStatus: text('kunden_status').notNull().default('Offen'),
    /** What the process asks of its reader: none, confirmation, answer, documents. */
    requiredAction: text('required_action').notNull().default('none'),
    /** Pending confirmation. */
    dirty: boolean('dirty').notNull().default(false),
    /** Active notification (Meldung) on the post box. */
    isAlert: boolean('is_alert').notNull().default(false),
    /** in: to the portal user (post box); out: sent by the portal user (outbox). */
    direction: text('direction').notNull().default('in'),
    customerId: uuid('customer_id'),
    contractId: uuid('contract_id'),
    claimId: uuid('claim_id'),
    intermediaryId: uuid('intermediary_id'),
    accessToken: text('access_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'processes_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('processes_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('set null'),
    tenantFk('processes_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('set null'),
    tenantFk('processes_claim_id_fk', t.licenseId, t.claimId, claims).onDelete('set null'),
    tenantFk('processes_intermediary_id_fk', t.licenseId, t.intermediaryId, intermediaries).onDelete('set null'),
    index('processes_license_last_idx').on(t.licenseId, t.lastMessageAt, t.id),
    index('processes_license_customer_idx').on(t.licenseId, t.customerId),
    // Activity feeds scoped to a contract or a claim.
    index('processes_license_contract_idx').on(t.licenseId, t.contractId),
    index('processes_license_claim_idx').on(t.licenseId, t.claimId),
    uniqueIndex('processes_license_access_token_uq').on(t.licenseId, t.accessToken),
  ],
);

export const processMessages = pgTable(
  'process_messages',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    processId: uuid('process_id').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Written by the broker's side. */
    fromMakler: boolean('from_makler').notNull().default(true),
    /** Info, Antwort, Datei, Bestaetigung */
    type: text('type').notNull().default('Info'),
    text: text('text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    primaryKey({ name: 'process_messages_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('process_messages_process_id_fk', t.licenseId, t.processId, processes).onDelete('cascade'),
    index('process_messages_license_process_idx').on(t.licenseId, t.processId, t.createdAt),
  ],
);

/** Stored files (documents and process attachments) in the storage layer. */
export const files = pgTable(
  'files',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'files_pkey', columns: [t.licenseId, t.id] }),
    index('files_license_idx').on(t.licenseId),
    uniqueIndex('files_license_storage_key_uq').on(t.licenseId, t.storageKey),
  ],
);

export const processFiles = pgTable(
  'process_files',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    processId: uuid('process_id').notNull(),
    messageId: uuid('message_id'),
    fileId: uuid('file_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'process_files_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('process_files_process_id_fk', t.licenseId, t.processId, processes).onDelete('cascade'),
    tenantFk('process_files_message_id_fk', t.licenseId, t.messageId, processMessages).onDelete('set null'),
    tenantFk('process_files_file_id_fk', t.licenseId, t.fileId, files).onDelete('cascade'),
    index('process_files_license_process_idx').on(t.licenseId, t.processId),
  ],
);

/** Documents (Brief). */
export const documents = pgTable(
  'documents',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    titel: text('titel').notNull(),
    /** ANGEBOT, ANTRAG, BEITRAGSRECHNUNG, LETZTER_NACHTRAG, POLICE, SCHADENABSCHLUSSMELDUNG, SCHADENMELDUNG, … */
    brieftyp: text('brieftyp').notNull(),
    folder: text('folder'),
    erstellt: ts('erstellt').notNull().defaultNow(),
    bearbeitet: ts('bearbeitet'),
    /** Read is the time it was marked read; null is unread. */
    readAt: ts('read_at'),
    hasBeenUploaded: boolean('has_been_uploaded').notNull().default(false),
    waehrung: text('waehrung').notNull().default('EUR'),
    /** Document key for quick access. */
    key: text('key'),
    fileId: uuid('file_id'),
    customerId: uuid('customer_id'),
    contractId: uuid('contract_id'),
    claimId: uuid('claim_id'),
    processId: uuid('process_id'),
    intermediaryId: uuid('intermediary_id'),
    isService: boolean('is_service').notNull().default(false),
    isSynced: boolean('is_synced').notNull().default(true),
    isStock: boolean('is_stock').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'documents_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('documents_file_id_fk', t.licenseId, t.fileId, files).onDelete('set null'),
    tenantFk('documents_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('set null'),
    tenantFk('documents_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('set null'),
    tenantFk('documents_claim_id_fk', t.licenseId, t.claimId, claims).onDelete('set null'),
    tenantFk('documents_process_id_fk', t.licenseId, t.processId, processes).onDelete('set null'),
    tenantFk('documents_intermediary_id_fk', t.licenseId, t.intermediaryId, intermediaries).onDelete('set null'),
    index('documents_license_erstellt_idx').on(t.licenseId, t.erstellt, t.id),
    index('documents_license_unread_idx').on(t.licenseId, t.erstellt).where(sql`${t.readAt} is null`),
    index('documents_license_customer_idx').on(t.licenseId, t.customerId),
    index('documents_license_contract_idx').on(t.licenseId, t.contractId),
    index('documents_license_claim_idx').on(t.licenseId, t.claimId),
    index('documents_license_process_idx').on(t.licenseId, t.processId),
    // Folder values: a loose index scan, one probe per folder.
    index('documents_license_folder_idx').on(t.licenseId, t.folder),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    name: text('name').notNull(),
    matchcode: text('matchcode').notNull(),
  },
  (t) => [
    primaryKey({ name: 'tags_pkey', columns: [t.licenseId, t.id] }),
    uniqueIndex('tags_license_matchcode_uq').on(t.licenseId, t.matchcode),
  ],
);

export const documentTags = pgTable(
  'document_tags',
  {
    licenseId: licenseRef(),
    documentId: uuid('document_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    tenantFk('document_tags_document_id_fk', t.licenseId, t.documentId, documents).onDelete('cascade'),
    tenantFk('document_tags_tag_id_fk', t.licenseId, t.tagId, tags).onDelete('cascade'),
    primaryKey({ columns: [t.licenseId, t.documentId, t.tagId] }), index('document_tags_license_tag_idx').on(t.licenseId, t.tagId),
  ],
);

/** Brief tag subscription per licence (spec 000 §3 Brief tags). */
export const tagSubscriptions = pgTable('tag_subscriptions', {
  licenseId: text('license_id')
    .primaryKey()
    .references(() => licenses.id, { onDelete: 'cascade' }),
  allowAll: boolean('allow_all').notNull().default(true),
  allowedTagIds: jsonb('allowed_tag_ids').$type<string[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Zip downloads of documents: POST Brief/Zip stores what was asked for; a GET of its Url streams the
 * archive for the same user and licence until expires_at. Kept in the database so any instance can serve it.
 */
export const zipRequests = pgTable(
  'zip_requests',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: every new (unread) document the user may see, resolved when the zip is streamed. */
    documentIds: jsonb('document_ids').$type<string[]>(),
    onlyUnread: boolean('only_unread').notNull().default(false),
    fileName: text('file_name').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'zip_requests_pkey', columns: [t.licenseId, t.id] }),
    index('zip_requests_expires_idx').on(t.expiresAt),
  ],
);

/** Offers (Angebot rows of the offers list). */
export const offers = pgTable(
  'offers',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    processId: uuid('process_id'),
    customerId: uuid('customer_id'),
    contractId: uuid('contract_id'),
    status: text('status').notNull(),
    produkt: text('produkt'),
    praemie: money('praemie'),
    waehrung: text('waehrung').notNull().default('EUR'),
    anschrift: text('anschrift'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'offers_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('offers_process_id_fk', t.licenseId, t.processId, processes).onDelete('cascade'),
    tenantFk('offers_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('set null'),
    tenantFk('offers_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('set null'),
    index('offers_license_created_idx').on(t.licenseId, t.createdAt, t.id),
  ],
);

// ───────────────────────────── detail customization (views and columns) ─────────────────────────────

/** Named column sets per type (spec 000 §3 Detail customization definition). */
export const detailDefinitions = pgTable(
  'detail_definitions',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    columns: jsonb('columns').$type<TDetailColumn[]>().notNull().default([]),
    columnsLocked: boolean('columns_locked').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'detail_definitions_pkey', columns: [t.licenseId, t.id] }),
    index('detail_definitions_license_type_idx').on(t.licenseId, t.type),
  ],
);

/** Sets of definitions; one per licence is the standard set. */
export const detailSets = pgTable(
  'detail_sets',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    name: text('name').notNull(),
    isStandard: boolean('is_standard').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'detail_sets_pkey', columns: [t.licenseId, t.id] }),
    index('detail_sets_license_idx').on(t.licenseId),
    // One standard set per licence (issue 12): it is created on demand, so two requests must not make two.
    uniqueIndex('detail_sets_one_standard_uq').on(t.licenseId).where(sql`is_standard`),
  ],
);

export const detailSetDefinitions = pgTable(
  'detail_set_definitions',
  {
    licenseId: licenseRef(),
    setId: uuid('set_id').notNull(),
    definitionId: uuid('definition_id').notNull(),
  },
  (t) => [
    tenantFk('detail_set_definitions_set_id_fk', t.licenseId, t.setId, detailSets).onDelete('cascade'),
    tenantFk('detail_set_definitions_definition_id_fk', t.licenseId, t.definitionId, detailDefinitions).onDelete('restrict'),
    primaryKey({ columns: [t.licenseId, t.setId, t.definitionId] }), index('detail_set_definitions_license_idx').on(t.licenseId),
  ],
);

// ───────────────────────────── dashboard cards ─────────────────────────────

/** Dashboard cards (spec 000 §3 Card config); lists apply a card's filter through ?cardId=. */
export const cards = pgTable(
  'cards',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    name: jsonb('name').$type<{ de: string; en: string }>().notNull(),
    icon: text('icon').notNull().default('dashboard'),
    link: text('link'),
    action: text('action'),
    /** The card group (a card with action `group`) it belongs to; null on the start page (issue 12). */
    parentId: uuid('parent_id'),
    /** Property, Operator and Value of the card's filter, plus further properties (spec 001 §3 Report card). */
    additionalProperties: jsonb('additional_properties').$type<Record<string, unknown>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cards_pkey', columns: [t.licenseId, t.id] }),
    index('cards_license_idx').on(t.licenseId, t.sortOrder),
  ],
);

// ───── FAQ (issue 14) ─────

/** FAQ entries of a licence (spec 001 §3 FAQ entry), grouped by Kategorie on the page; licence admins edit them. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    kategorie: text('kategorie').notNull(),
    frage: text('frage').notNull(),
    antwort: text('antwort').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'faq_entries_pkey', columns: [t.licenseId, t.id] }), index('faq_entries_license_order_idx').on(t.licenseId, t.kategorie, t.sortOrder)],
);

// ───── dashboards (issue 12) ─────

/**
 * A user's small client documents per licence (spec 000 §7 "custom data get/set"): the dashboard layout under
 * BoxContent_V{version}, hostCheck. Keys are whitelisted and values capped by the API (dashboard-api.ts).
 */
export const customData = pgTable(
  'custom_data',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseId: licenseRef(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'custom_data_pkey', columns: [t.licenseId, t.userId, t.key] })],
);

/** The licence's end-user dashboard appearance (spec 000 §3): the fields of the Privat contract card. */
export const endUserAppearance = pgTable('end_user_appearance', {
  licenseId: text('license_id')
    .primaryKey()
    .references(() => licenses.id, { onDelete: 'cascade' }),
  value: jsonb('value').$type<TEndUserAppearance>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ───── card view administration (issue 12) ─────

/**
 * The licence's card view (spec 000 §3 Card config, §4 Admin mode): `custom` says whether the live view shows the
 * licence's own cards (the `cards` rows) or the product's default cards; `draft` is the licence admins' working
 * copy (the whole view as JSON, so that edits never touch what members see) until it is published.
 */
export const cardConfigs = pgTable('card_configs', {
  licenseId: licenseRef().primaryKey(),
  custom: boolean('custom').notNull().default(true),
  draft: jsonb('draft').$type<TCardView>(),
  draftUpdatedAt: ts('draft_updated_at'),
  publishedAt: ts('published_at'),
});

/** Backups of a card view, saved when an admin leaves admin mode with unpublished changes; restorable into the draft. */
export const cardBackups = pgTable(
  'card_backups',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    view: jsonb('view').$type<TCardView>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'card_backups_pkey', columns: [t.licenseId, t.id] }), index('card_backups_license_idx').on(t.licenseId, t.createdAt)],
);

// ───── detail views, permission profiles, info widget (issue 12) ─────

/** Images the info widget may show (spec 000 §3 Info widget image); the bytes live in the storage. */
export const infoWidgetImages = pgTable(
  'info_widget_images',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'info_widget_images_pkey', columns: [t.licenseId, t.id] }), index('info_widget_images_license_idx').on(t.licenseId)],
);

/**
 * Permission profile templates (spec 000 §3): one per role of the licence; a member gets the profile of their
 * role: which detail-view set their lists use and whether they see the info widget.
 */
export const permissionTemplates = pgTable(
  'permission_templates',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    role: text('role').$type<TRole>().notNull(),
    name: text('name').notNull(),
    detailSetId: uuid('detail_set_id').notNull(),
    infoWidgetActive: boolean('info_widget_active').notNull().default(false),
    infoWidgetClosable: boolean('info_widget_closable').notNull().default(true),
    infoWidgetImageId: uuid('info_widget_image_id'),
    infoWidgetText: text('info_widget_text').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'permission_templates_pkey', columns: [t.licenseId, t.id] }),
    uniqueIndex('permission_templates_license_role_uq').on(t.licenseId, t.role),
    tenantFk('permission_templates_detail_set_id_fk', t.licenseId, t.detailSetId, detailSets).onDelete('restrict'),
    tenantFk('permission_templates_info_widget_image_id_fk', t.licenseId, t.infoWidgetImageId, infoWidgetImages).onDelete('restrict'),
  ],
);

/** A member closed the info widget of their profile (remembered per user until the text changes). */
export const infoWidgetDismissals = pgTable(
  'info_widget_dismissals',
  {
    licenseId: licenseRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').notNull(),
    closedAt: ts('closed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenseId, t.userId, t.templateId] }),
    tenantFk('info_widget_dismissals_template_id_fk', t.licenseId, t.templateId, permissionTemplates).onDelete('cascade'),
  ],
);

// ───── needs analysis and licence appearance (issue 12) ─────

/** One member's needs analysis (Bedarfsanalyse, spec 000 §3) per licence; the answers as the API takes them. */
export const needsAnalyses = pgTable(
  'needs_analyses',
  {
    licenseId: licenseRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<TNeedsAnalysis>().notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'needs_analyses_pkey', columns: [t.licenseId, t.userId] })],
);

/** The images a licence admin uploaded for the appearance: at most one logo and one banner image per licence. */
export const licenseImages = pgTable(
  'license_images',
  {
    licenseId: licenseRef(),
    /** 'logo' or 'banner'. */
    kind: text('kind').$type<'logo' | 'banner'>().notNull(),
    /** New with every upload: part of the image's URL, so browsers may cache each version for good. */
    version: uuid('version').notNull().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'license_images_pkey', columns: [t.licenseId, t.kind] })],
);

// ───────────────────────────── forms (issue 10) ─────────────────────────────

/**
 * Form products: a form definition (packages/forms, spec 001 §3) a licence offers. `startRoles` names the roles
 * that may start a risk on it; empty means every member who may write. The definition is checked with
 * @portal/forms' ZFormDefinition before it is stored (seed, later the form builder), never here.
 */
export const formProducts = pgTable(
  'form_products',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    startRoles: jsonb('start_roles').$type<TRole[]>().notNull().default([]),
    /** The service (/meldung/*, issue 13) this form runs, if any: one form per service form key and licence. */
    serviceKey: text('service_key').$type<TServiceFormKey>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'form_products_pkey', columns: [t.licenseId, t.id] }),
    uniqueIndex('form_products_license_name_uq').on(t.licenseId, t.name),
    uniqueIndex('form_products_license_service_uq').on(t.licenseId, t.serviceKey),
  ],
);

/**
 * Form risks: one filling-in of a form product by a member (its owner). `version` grows by one with every save,
 * so that a save names the version it was based on and two tabs never overwrite each other silently.
 * status draft → signing → transferred (then read-only; `processId` is the process (Vorgang) it became), or expired.
 */
export const formRisks = pgTable(
  'form_risks',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    productId: uuid('product_id').notNull(),
    ownerUserId: uuid('owner_user_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** draft, signing, transferred, expired */
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    processId: uuid('process_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    transferredAt: ts('transferred_at'),
    // Forms process metadata (issue 11): the record the form was started for, until when it is valid, its group.
    /** Kunde, Vertrag, Schaden, Vermittler, Adresse (null: started without a record). */
    contextKind: text('context_kind'),
    customerId: uuid('customer_id'),
    contractId: uuid('contract_id'),
    claimId: uuid('claim_id'),
    intermediaryId: uuid('intermediary_id'),
    addressId: uuid('address_id'),
    validUntil: ts('valid_until'),
    groupName: text('group_name'),
    /** The member who started it; the owner unless staff started it for someone else. */
    createdByUserId: uuid('created_by_user_id'),
    expiredAt: ts('expired_at'),
    /** The portal address the last forms-created mail linked to (without PUBLIC_URL): its reminders link there too. */
    mailLinkOrigin: text('mail_link_origin'),
  },
  (t) => [
    primaryKey({ name: 'form_risks_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('form_risks_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('set null'),
    tenantFk('form_risks_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('set null'),
    tenantFk('form_risks_claim_id_fk', t.licenseId, t.claimId, claims).onDelete('set null'),
    tenantFk('form_risks_intermediary_id_fk', t.licenseId, t.intermediaryId, intermediaries).onDelete('set null'),
    tenantFk('form_risks_address_id_fk', t.licenseId, t.addressId, addresses).onDelete('set null'),
    // The forms process list: newest first within the licence (its default sort), and by group.
    index('form_risks_license_created_idx').on(t.licenseId, t.createdAt),
    index('form_risks_license_group_idx').on(t.licenseId, t.groupName),
    // A product with risks is not deleted under them; a member's risks leave with their membership.
    tenantFk('form_risks_product_id_fk', t.licenseId, t.productId, formProducts).onDelete('restrict'),
    foreignKey({ name: 'form_risks_owner_fk', columns: [t.licenseId, t.ownerUserId], foreignColumns: [memberships.licenseId, memberships.userId] }).onDelete('cascade'),
    tenantFk('form_risks_process_id_fk', t.licenseId, t.processId, processes).onDelete('set null'),
    index('form_risks_license_owner_idx').on(t.licenseId, t.ownerUserId, t.updatedAt),
    index('form_risks_license_product_idx').on(t.licenseId, t.productId),
  ],
);

/**
 * Receivers of a forms process (issue 11): members who may open and fill the risk and get its mails. E-mails are
 * stored lower case; the (licence, email) index answers "the forms processes I receive" for the list.
 */
export const formRiskReceivers = pgTable(
  'form_risk_receivers',
  {
    licenseId: licenseRef(),
    riskId: uuid('risk_id').notNull(),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'form_risk_receivers_pkey', columns: [t.licenseId, t.riskId, t.email] }),
    tenantFk('form_risk_receivers_risk_id_fk', t.licenseId, t.riskId, formRisks).onDelete('cascade'),
    index('form_risk_receivers_license_email_idx').on(t.licenseId, t.email),
  ],
);

/**
 * A licence's custom mail of a form product (spec 001 §2.3, §7): sent to receivers on request ("forms created"),
 * subject and body with the placeholders of MAIL_TEMPLATE_PLACEHOLDERS. At most one per product.
 */
export const formMailTemplates = pgTable(
  'form_mail_templates',
  {
    licenseId: licenseRef(),
    productId: uuid('product_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'form_mail_templates_pkey', columns: [t.licenseId, t.productId] }),
    tenantFk('form_mail_templates_product_id_fk', t.licenseId, t.productId, formProducts).onDelete('cascade'),
  ],
);

/**
 * Files uploaded into a form risk (upload controls): the stored file is a row of `files` (as process attachments
 * are), so that the transfer attaches it to the process without a copy. `controlName` is the upload control it was
 * sent for, when the client named one. A risk's files go with the risk; the file rows stay while a process holds them.
 */
export const formRiskFiles = pgTable(
  'form_risk_files',
  {
    licenseId: licenseRef(),
    fileId: uuid('file_id').notNull(),
    riskId: uuid('risk_id').notNull(),
    controlName: text('control_name'),
    uploadedByUserId: uuid('uploaded_by_user_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'form_risk_files_pkey', columns: [t.licenseId, t.fileId] }),
    tenantFk('form_risk_files_file_id_fk', t.licenseId, t.fileId, files).onDelete('cascade'),
    tenantFk('form_risk_files_risk_id_fk', t.licenseId, t.riskId, formRisks).onDelete('cascade'),
    index('form_risk_files_license_risk_idx').on(t.licenseId, t.riskId, t.createdAt),
  ],
);

// ───────────────────────────── signing (issue 11) ─────────────────────────────

/**
 * A sign request (envelope): the rendered documents of a form risk at one data version, frozen, and one signer per
 * distinct signature field. status pending → completed (every signer signed; the documents are sealed and the risk
 * transferred) | revoked (by its creator or staff) | expired (a signer's link ran out before everyone signed).
 */
export const signEnvelopes = pgTable(
  'sign_envelopes',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    riskId: uuid('risk_id').notNull(),
    riskVersion: integer('risk_version').notNull(),
    formTitle: text('form_title').notNull(),
    createdByUserId: uuid('created_by_user_id').notNull(),
    /** Where the signers' links point (PUBLIC_URL or the origin the request came from), for reminders. */
    linkOrigin: text('link_origin').notNull(),
    /** pending, completed, revoked, expired */
    status: text('status').notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    revokedAt: ts('revoked_at'),
    /** The process the completed, sealed documents were transferred into. */
    processId: uuid('process_id'),
  },
  (t) => [
    primaryKey({ name: 'sign_envelopes_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('sign_envelopes_risk_id_fk', t.licenseId, t.riskId, formRisks).onDelete('cascade'),
    index('sign_envelopes_license_risk_idx').on(t.licenseId, t.riskId, t.createdAt),
  ],
);

/**
 * A document of an envelope. `storageKey` is the PDF as it stands (the signatures drawn so far), `originalSha256`
 * the frozen rendering's hash; after sealing `sealedStorageKey`/`sealedSha256` name the final, signed PDF, which
 * verification looks up by its hash. `widgets` are the signature fields' rectangles read from the PDF.
 */
export const signDocuments = pgTable(
  'sign_documents',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    envelopeId: uuid('envelope_id').notNull(),
    position: integer('position').notNull(),
    /** The rendered document's id (v<Version>-<key>) it was frozen from. */
    sourceDocumentId: text('source_document_id').notNull(),
    name: text('name').notNull(),
    documentType: text('document_type').notNull(),
    storageKey: text('storage_key').notNull(),
    originalSha256: text('original_sha256').notNull(),
    currentSha256: text('current_sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    widgets: jsonb('widgets').$type<{ field: string; page: number; x: number; y: number; width: number; height: number }[]>().notNull().default([]),
    sealedStorageKey: text('sealed_storage_key'),
    sealedSha256: text('sealed_sha256'),
    sealedAt: ts('sealed_at'),
    /** SHA-256 (hex) of the DER of the certificate that sealed it. */
    sealCertificateSha256: text('seal_certificate_sha256'),
  },
  (t) => [
    primaryKey({ name: 'sign_documents_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('sign_documents_envelope_id_fk', t.licenseId, t.envelopeId, signEnvelopes).onDelete('cascade'),
    index('sign_documents_license_envelope_idx').on(t.licenseId, t.envelopeId, t.position),
    index('sign_documents_sealed_sha256_idx').on(t.sealedSha256),
  ],
);

/** A signer of an envelope: the e-mail named for one signature field, and what they did. */
export const signSigners = pgTable(
  'sign_signers',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    envelopeId: uuid('envelope_id').notNull(),
    position: integer('position').notNull(),
    field: text('field').notNull(),
    email: text('email').notNull(),
    /** pending, signed, revoked, expired */
    status: text('status').notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    signedAt: ts('signed_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The drawn signature as the signer's browser sent it. */
    xfdf: text('xfdf'),
    lastMailAt: ts('last_mail_at'),
  },
  (t) => [
    primaryKey({ name: 'sign_signers_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('sign_signers_envelope_id_fk', t.licenseId, t.envelopeId, signEnvelopes).onDelete('cascade'),
    index('sign_signers_license_envelope_idx').on(t.licenseId, t.envelopeId, t.position),
  ],
);

/**
 * A signer's personal links: only the SHA-256 of each token is kept. A signer has one per mail (the request, each
 * reminder); all of them stop working once the signer signed. Looked up by the hash alone (the link names no
 * licence), hence a table of its own kept outside the licence's shards (as sessions are).
 */
export const signLinks = pgTable(
  'sign_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    licenseId: text('license_id').notNull(),
    envelopeId: uuid('envelope_id').notNull(),
    signerId: uuid('signer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sign_links_license_signer_idx').on(t.licenseId, t.signerId)],
);

/**
 * The audit trail of an envelope: created, mailed, opened, signed, reminded, revoked, expired, completed, sealed —
 * who (a member's user id or a signer), when, from where, and the SHA-256 of a document before and after.
 */
export const signEvents = pgTable(
  'sign_events',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    envelopeId: uuid('envelope_id').notNull(),
    kind: text('kind').notNull(),
    at: ts('at').notNull().defaultNow(),
    signerId: uuid('signer_id'),
    documentId: uuid('document_id'),
    userId: uuid('user_id'),
    actor: text('actor'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    sha256Before: text('sha256_before'),
    sha256After: text('sha256_after'),
  },
  (t) => [
    primaryKey({ name: 'sign_events_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('sign_events_envelope_id_fk', t.licenseId, t.envelopeId, signEnvelopes).onDelete('cascade'),
    index('sign_events_license_envelope_idx').on(t.licenseId, t.envelopeId, t.at),
  ],
);

/** Failed sign-link lookups and verification uploads per client address, for the rate limits (kept outside the shards). */
export const signAttempts = pgTable(
  'sign_attempts',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    kind: text('kind').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('sign_attempts_ip_kind_at_idx').on(t.ip, t.kind, t.at)],
);

/**
 * The certificate a licence seals completed documents with: a PKCS#12 (key and certificate), encrypted at rest
 * (AES-256-GCM, key derived from SIGNING_SECRET) together with its passphrase. The certificate itself (public) is
 * kept in PEM to recognise the licence's seals.
 */
export const licenseSigningCertificates = pgTable(
  'license_signing_certificates',
  {
    licenseId: licenseRef().primaryKey(),
    p12Encrypted: text('p12_encrypted').notNull(),
    passphraseEncrypted: text('passphrase_encrypted').notNull(),
    certificatePem: text('certificate_pem').notNull(),
    certificateSha256: text('certificate_sha256').notNull(),
    subject: text('subject').notNull(),
    issuer: text('issuer').notNull(),
    notBefore: ts('not_before').notNull(),
    notAfter: ts('not_after').notNull(),
    selfSigned: boolean('self_signed').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
);

// ───── report cards and PDF templates (issue 13) ─────

/** PDF templates of the report cards: data a licence admin edits (Mustache body over the context's placeholders). */
export const pdfTemplates = pgTable(
  'pdf_templates',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    name: text('name').notNull(),
    /** Kunde, Vertrag, Schaden or Spartendaten: the record a rendering shows. */
    context: text('context').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'pdf_templates_pkey', columns: [t.licenseId, t.id] }), index('pdf_templates_license_name_idx').on(t.licenseId, t.name)],
);

/** A rendered report PDF in the storage: downloadable only by the member who rendered it. */
export const pdfRenderings = pgTable(
  'pdf_renderings',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id'),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'pdf_renderings_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('pdf_renderings_template_id_fk', t.licenseId, t.templateId, pdfTemplates).onDelete('set null'),
    index('pdf_renderings_license_user_idx').on(t.licenseId, t.userId, t.createdAt),
  ],
);

// ───── contract detail (issue 13) ─────

/**
 * Sicherungsscheine of a contract (spec 001 §3): the security certificates a lender holds on the insured object,
 * with up to ten extra fields S21_F1…S21_F10 whose titles come with the certificate from the back office.
 */
export const securityCertificates = pgTable(
  'security_certificates',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    contractId: uuid('contract_id').notNull(),
    art: text('art'),
    nummer: text('nummer'),
    aktenzeichen: text('aktenzeichen'),
    scheindatum: date('scheindatum', { mode: 'string' }),
    gueltigAb: date('gueltig_ab', { mode: 'string' }),
    gueltigBis: date('gueltig_bis', { mode: 'string' }),
    wert: money('wert'),
    /** S21_F1 … S21_F10 → value. */
    extraValues: jsonb('extra_values').$type<Record<string, string>>().notNull().default({}),
    /** S21_F1 … S21_F10 → title. */
    extraTitles: jsonb('extra_titles').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ name: 'security_certificates_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('security_certificates_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('cascade'),
    index('security_certificates_license_contract_idx').on(t.licenseId, t.contractId),
  ],
);

/** Customer settlements (Kundenabrechnung, spec 001 §3): Soll and a status such as '2. Mahnung'. */
export const customerSettlements = pgTable(
  'customer_settlements',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    customerId: uuid('customer_id').notNull(),
    /** The settlement's booking reference in the back office. */
    belegnummer: text('belegnummer'),
    faelligkeit: date('faelligkeit', { mode: 'string' }),
    soll: money('soll').notNull(),
    status: text('status').notNull(),
  },
  (t) => [
    primaryKey({ name: 'customer_settlements_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('customer_settlements_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('cascade'),
    index('customer_settlements_license_customer_idx').on(t.licenseId, t.customerId),
  ],
);

/**
 * Premium-free periods of a contract (LeistungsfreieZeitreume, spec 001 §3): one row per Von/Bis period. A table
 * rather than a JSON column on contracts: the back office delivers them as records, and none means 'Keine Information'.
 */
export const contractPremiumFreePeriods = pgTable(
  'contract_premium_free_periods',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    contractId: uuid('contract_id').notNull(),
    von: date('von', { mode: 'string' }),
    bis: date('bis', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'contract_premium_free_periods_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('contract_premium_free_periods_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('cascade'),
    index('contract_premium_free_periods_license_contract_idx').on(t.licenseId, t.contractId),
  ],
);

// ───── portfolio analysis (issue 14) ─────

/**
 * Answers of the portfolio analysis (/auswertung), kept a few minutes per licence, visibility scope and period:
 * the stock of a large licence is a pass over all its contracts, which a broker paging between charts and periods
 * should not pay on every view. In the database, so every instance behind a load balancer shares it.
 */
export const portfolioAnalysisCache = pgTable(
  'portfolio_analysis_cache',
  {
    licenseId: licenseRef(),
    /** 'all' (the whole licence) or 'intermediary:<id>'; premiums hidden or not. */
    scopeKey: text('scope_key').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    computedAt: ts('computed_at').notNull().defaultNow(),
    payload: jsonb('payload').$type<TPortfolioAnalysis>().notNull(),
  },
  (t) => [primaryKey({ name: 'portfolio_analysis_cache_pkey', columns: [t.licenseId, t.scopeKey, t.periodFrom, t.periodTo] })],
);

// ───── employee invite (issue 14) ─────

/** The customers a member restricted to assigned customers (memberships.assigned_customers_only) may see. */
export const membershipCustomers = pgTable(
  'membership_customers',
  {
    licenseId: licenseRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.licenseId, t.userId, t.customerId] }),
    index('membership_customers_customer_idx').on(t.licenseId, t.customerId),
    tenantFk('membership_customers_customer_id_fk', t.licenseId, t.customerId, customers).onDelete('cascade'),
    foreignKey({ name: 'membership_customers_membership_fk', columns: [t.licenseId, t.userId], foreignColumns: [memberships.licenseId, memberships.userId] }).onDelete('cascade'),
  ],
);

/**
 * An employee invitation: who invited whom into which licence, and the one-time link (only its SHA-256 is stored;
 * the token travels only in the invitee's e-mail). accepted_at set = used; a new invitation replaces the row.
 */
export const employeeInvites = pgTable(
  'employee_invites',
  {
    licenseId: licenseRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // Found by its token's hash alone (the link names no licence); 256 random bits need no unique index, which on a
  // table distributed by license_id would have to contain it.
  (t) => [primaryKey({ columns: [t.licenseId, t.userId] }), index('employee_invites_token_idx').on(t.tokenHash)],
);

// ───── content pages (issue 14) ─────

/**
 * A licence's content pages (/content/{slug}): Markdown written by licence admins and its sanitised HTML, rendered
 * once on save so that reading a page never runs the renderer.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    licenseId: licenseRef(),
    slug: text('slug').notNull(),
    titel: text('titel').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    /** ALLE, MITARBEITER or KUNDEN (TContentAudience). */
    zielgruppe: text('zielgruppe').notNull().default('ALLE'),
    published: boolean('published').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'content_pages_pkey', columns: [t.licenseId, t.slug] }), index('content_pages_license_order_idx').on(t.licenseId, t.sortOrder, t.titel)],
);

// ───── portfolio analysis totals (issue 14) ─────

/**
 * Running totals behind the portfolio analysis (/auswertung), kept in the same transaction as every write of a contract
 * or claim (modules/portfolio-analysis/totals.ts): the page reads a few hundred rows instead of scanning a licence's
 * million contracts. Each row counts for one audience: '*' (the whole licence: brokers, staff) or one intermediary
 * (the contracts addressed to them plus those of the customers they look after — what contractVisibility shows them).
 * kind 'stock' = contracts in force by Sparte and insurer (day null); 'new' = new business by Vertragsbeginn and
 * 'storno' = cancellations by Wirksam bis (per day, so any period sums exactly; Sparte and insurer null);
 * 'claim' = claims (no drafts) by Meldungtag and Sparte, `closed` of them with an Abschlusstag. Each dated kind has a
 * monthly twin (new_m, storno_m, claim_m: day = the first of the month), so a period sums whole months from few rows
 * and only its partial edge months by day. Rows reaching n = 0 go.
 */
export type TAnalysisTotalsKind = 'stock' | 'new' | 'storno' | 'claim' | 'new_m' | 'storno_m' | 'claim_m';
export const portfolioAnalysisTotals = pgTable(
  'portfolio_analysis_totals',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    /** '*' = the whole licence; otherwise an intermediary's id. */
    audience: text('audience').notNull(),
    kind: text('kind').$type<TAnalysisTotalsKind>().notNull(),
    day: date('day', { mode: 'string' }),
    sparte: text('sparte'),
    companyId: uuid('company_id'),
    n: integer('n').notNull(),
    closed: integer('closed').notNull().default(0),
    /** Annual gross premium in EUR (EUR contracts only; 0 for claims). */
    premium: numeric('premium', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  // One row per key; nulls are a key value here (no Sparte, no insurer), and the key leads with license_id (Citus).
  (t) => [
    primaryKey({ name: 'portfolio_analysis_totals_pkey', columns: [t.licenseId, t.id] }),
    unique('portfolio_analysis_totals_key').on(t.licenseId, t.audience, t.kind, t.day, t.sparte, t.companyId).nullsNotDistinct(),
  ],
);

// ───── vehicles and eVB (issue 14) ─────

/**
 * The eVB numbers (elektronische Versicherungsbestätigung) issued for the vehicles of motor contracts (spec 001 §2.5,
 * §3 Vehicle / eVB record). A broker records the number the insurer issued on a sent eVB request; the confirmation
 * letter, when filed, is a document of the contract (documents.id), downloaded through the documents' file route.
 */
export const evbNumbers = pgTable(
  'evb_numbers',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    contractId: uuid('contract_id').notNull(),
    evbNummer: text('evb_nummer').notNull(),
    verwendungszweck: text('verwendungszweck').notNull(),
    vbArt: text('vb_art'),
    ausgestellt: date('ausgestellt', { mode: 'string' }).notNull(),
    documentId: uuid('document_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evb_numbers_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('evb_numbers_contract_id_fk', t.licenseId, t.contractId, contracts).onDelete('cascade'),
    tenantFk('evb_numbers_document_id_fk', t.licenseId, t.documentId, documents).onDelete('set null'),
    // An eVB number is issued once: the same number twice in a licence is a typing error.
    uniqueIndex('evb_numbers_license_number_uq').on(t.licenseId, t.evbNummer),
    // The latest eVB of a contract (vehicle list) and the list by issue date (eVB list).
    index('evb_numbers_license_contract_idx').on(t.licenseId, t.contractId, t.ausgestellt, t.id),
    index('evb_numbers_license_issued_idx').on(t.licenseId, t.ausgestellt, t.id),
  ],
);

// ───── quote start (issue 14) ─────

/**
 * The external calculation products (Vergleichsrechner / calculation centre) a licence offers on the quote start
 * page (spec 001 §2.7): licence data kept by its admins. The signing secret of the hand-over token (HS256) is
 * agreed with the product; it is never answered and never written to the audit log.
 */
export const quoteProducts = pgTable(
  'quote_products',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    headline: text('headline').notNull(),
    ccProductId: text('cc_product_id').notNull(),
    slug: text('slug').notNull(),
    lines: jsonb('lines').$type<string[]>().notNull().default([]),
    objectKinds: jsonb('object_kinds').$type<string[]>().notNull().default([]),
    handoverUrl: text('handover_url').notNull(),
    secret: text('secret').notNull(),
    secretSetAt: ts('secret_set_at').notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'quote_products_pkey', columns: [t.licenseId, t.id] }),
    uniqueIndex('quote_products_cc_product_uq').on(t.licenseId, t.ccProductId),
    uniqueIndex('quote_products_slug_uq').on(t.licenseId, t.slug),
  ],
);

/**
 * Each hand-over to a calculation product (its token's jti): who gave which customer's data to which product, and
 * the way back — with autoImport, the product posts the finished offer once (imported_offer_id), signed with its
 * secret; the offer is filed for the hand-over's customer and contract, never for ones the product names.
 */
export const quoteHandovers = pgTable(
  'quote_handovers',
  {
    id: tenantId(),
    licenseId: licenseRef(),
    productId: uuid('product_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id'),
    contractId: uuid('contract_id'),
    objectId: uuid('object_id'),
    processId: text('process_id'),
    foreignProcessId: text('foreign_process_id'),
    autoImport: boolean('auto_import').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    importedOfferId: uuid('imported_offer_id'),
  },
  (t) => [
    primaryKey({ name: 'quote_handovers_pkey', columns: [t.licenseId, t.id] }),
    tenantFk('quote_handovers_product_id_fk', t.licenseId, t.productId, quoteProducts).onDelete('cascade'),
    index('quote_handovers_license_created_idx').on(t.licenseId, t.createdAt),
  ],
);
