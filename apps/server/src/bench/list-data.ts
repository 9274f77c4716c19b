/**
 * Bulk data for the list benchmarks, generated inside the database with set-based SQL
 * (INSERT … SELECT FROM generate_series): 1,000,000 contracts take about a minute on PostgreSQL instead
 * of the hours row-by-row seeding would need.
 *
 * Every value derives from hashtext(licence, salt, row number) rather than random(), so the data is the
 * same on every run and engine, and a claim can recompute its contract's customer and line of business
 * without a join. Secondary indexes are dropped before the inserts and recreated from their own
 * definitions afterwards (faster than maintaining them row by row), then VACUUM ANALYZE gives the planner
 * statistics and the visibility map that index-only scans need.
 *
 * Only constants of this file are spliced into the SQL text (names, weights); nothing comes from outside.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { executeRows } from '../platform/db/execute-rows.js';
import { branches, companies, intermediaries, licenses, memberships, users } from '../platform/db/schema.js';
import { hashPassword } from '../platform/auth/password.js';
import { ALL_FEATURES, DEFAULT_APPEARANCE } from '../test-support/fixtures.js';
import { permissionsForRole } from '../seed/accounts.js';
import { rebuildAnalysisTotals } from '../modules/portfolio-analysis/totals.js';
import {
  BRANCHES,
  CLAIM_KINDS,
  DOC_TYPES,
  CLOSED_CLAIM_STATUSES,
  COMMERCIAL_TYPE_WEIGHTS,
  INSURERS,
  LEGACY_PRODUCT,
  OPEN_CLAIM_STATUSES,
  PAYMENT_MODES,
  PREMIUM_RANGE,
  PRIVATE_TYPE_WEIGHTS,
  PRODUCTS,
  TYPED_CONTRACTS,
  TYPED_PRODUCTS,
} from '../seed/catalog.js';

export type TLicenseVolume = {
  id: string;
  name: string;
  customers: number;
  contracts: number;
  claims: number;
  /** Documents (Brief) for the documents page case and the zip download. */
  documents: number;
  numberBase: number;
};

export type TListVolumes = { main: TLicenseVolume; other: TLicenseVolume };

/**
 * The main licence holds `contracts` and `documents` (default: as many documents as contracts); a second,
 * small licence (1 %) makes the licence condition matter.
 */
export function listVolumes(contracts: number, documents = contracts): TListVolumes {
  const volume = (id: string, name: string, n: number, docs: number, numberBase: number): TLicenseVolume => ({
    id,
    name,
    contracts: n,
    customers: Math.max(10, Math.round(n * 0.3)),
    claims: Math.max(10, Math.round(n * 0.2)),
    documents: docs,
    numberBase,
  });
  return {
    main: volume('BENCH-MAKLER', 'Bench Makler GmbH', contracts, documents, 0),
    other: volume('BENCH-ZWEIT', 'Bench Zweitmakler AG', Math.max(100, Math.round(contracts / 100)), Math.max(100, Math.round(documents / 100)), 500_000),
  };
}

export const BENCH_USER_EMAIL = 'bench-admin@bench.test';
export const BENCH_USER_PASSWORD = 'bench password 2024';

// ───────────────────────────── vocabulary ─────────────────────────────

/** Common surnames, most frequent first; 'Müller' and 'Mueller' both occur (search folds umlauts), as do other umlaut pairs. */
const SURNAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch',
  'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Meier',
  'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Lehmann', 'Schmid', 'Schulze', 'Maier',
  'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß',
  'Jung', 'Hahn', 'Schubert', 'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz',
  'Baumann', 'Franke', 'Albrecht', 'Schuster', 'Simon', 'Ludwig', 'Böhm', 'Winter', 'Kraus', 'Martin', 'Schumacher', 'Krämer',
  'Vogt', 'Stein', 'Jäger', 'Otto', 'Sommer', 'Groß', 'Seidel', 'Heinrich', 'Brandt', 'Haas', 'Schreiber', 'Graf', 'Dietrich',
  'Ziegler', 'Kuhn', 'Kühn', 'Pohl', 'Engel', 'Horn', 'Busch', 'Bergmann', 'Voigt', 'Sauer', 'Arnold', 'Wolff', 'Pfeiffer',
  'Mueller', 'Schaefer', 'Oßwald', 'Müller-Lüdenscheidt',
];
/**
 * Share of customers per 10,000 for each common surname, roughly as in Germany (Müller about 0.9 %,
 * the spelling Mueller rare); together about 11 %. The others get one of the TAIL names below, so a
 * name search finds a realistic number of people (for 'mueller' about 1 % of the customers).
 */
const SURNAME_WEIGHTS: readonly (readonly [string, number])[] = SURNAMES.map((name, rank) => {
  const top = [90, 65, 35, 30, 25, 22, 20, 18, 18, 17, 15, 14, 14, 13, 13, 12, 12, 11, 11, 10];
  const rare: Record<string, number> = { Mueller: 5, Schaefer: 3, Oßwald: 2, 'Müller-Lüdenscheidt': 1 };
  return [name, rare[name] ?? top[rank] ?? 8] as const;
});
const COMMON_SURNAME_SHARE = SURNAME_WEIGHTS.reduce((sum, [, w]) => sum + w, 0) / 10_000;
/** The long tail of surnames: prefix + suffix (600 names, none containing another list's name by accident). */
const TAIL_PREFIXES = [
  'Bran', 'Ost', 'Wester', 'Lin', 'Hol', 'Rosen', 'Eich', 'Kirch', 'Neu', 'Alt', 'Wald', 'Feld', 'Hasel', 'Brück', 'Sand', 'Tann',
  'Lau', 'Gold', 'Sieg', 'Ham', 'Rein', 'Falk', 'Dorn', 'Hel', 'Kamp', 'Strom', 'Ebers', 'Lichten', 'Grün', 'Blom',
];
const TAIL_SUFFIXES = ['mann', 'er', 'hoff', 'berg', 'dorf', 'kamp', 'haus', 'ling', 'brink', 'stedt', 'hagen', 'bach', 'wald', 'feld', 'beck', 'heim', 'rath', 'ow', 'inger', 'ke'];
const FIRST_NAMES = [
  'Anna', 'Hans', 'Peter', 'Maria', 'Thomas', 'Sabine', 'Michael', 'Andrea', 'Stefan', 'Claudia', 'Jürgen', 'Monika', 'Klaus',
  'Petra', 'Wolfgang', 'Susanne', 'Andreas', 'Birgit', 'Frank', 'Karin', 'Uwe', 'Ursula', 'Jörg', 'Gabriele', 'Markus', 'Heike',
  'Christian', 'Nicole', 'Matthias', 'Julia', 'Lukas', 'Lea', 'Jonas', 'Sophie', 'Felix', 'Emma', 'Günter', 'Renate', 'Dieter',
  'Zoë', 'René', 'Björn',
];
const FIRM_FORMS = ['GmbH', 'GmbH & Co. KG', 'AG', 'e.K.', 'KG', 'Bau GmbH', 'Logistik GmbH', 'Metallbau GmbH', 'Elektrotechnik GmbH', 'Holding AG'];
const TOWNS = [
  'Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dortmund', 'Essen', 'Bremen',
  'Dresden', 'Hannover', 'Nürnberg', 'Duisburg', 'Bochum', 'Wuppertal', 'Bielefeld', 'Bonn', 'Münster', 'Lüdenscheid', 'Göttingen',
  'Würzburg', 'Lübeck', 'Osnabrück', 'Saarbrücken', 'Kiel', 'Rostock', 'Erfurt', 'Gießen',
];
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Schulstraße', 'Dorfstraße', 'Lindenallee', 'Müllerstraße', 'Kirchweg', 'Am Markt', 'Goethestraße', 'Ringstraße', 'Bergstraße'];

const STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Police', 40], ['Eigen', 15], ['Police extern', 12], ['Fremdteil', 8], ['Angebot', 15], ['Anfrage', 10],
];
const BACK_OFFICE_STATUS: Readonly<Record<string, string>> = {
  Police: 'AKTIV', Eigen: 'EIGEN', 'Police extern': 'FREMD', Fremdteil: 'FREMDTEIL', Angebot: 'ANGEBOT', Anfrage: 'ANFRAGE',
};
/** Private customers hold about four of five contracts: their type weights count four times. */
const TYPE_WEIGHTS: readonly (readonly [string, number])[] = (() => {
  const sum = new Map<string, number>();
  for (const [t, w] of PRIVATE_TYPE_WEIGHTS) sum.set(t, (sum.get(t) ?? 0) + 4 * w);
  for (const [t, w] of COMMERCIAL_TYPE_WEIGHTS) sum.set(t, (sum.get(t) ?? 0) + w);
  return [...sum];
})();

// ───────────────────────────── SQL text helpers (constants only) ─────────────────────────────

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (xs: readonly string[]) => `ARRAY[${xs.map(lit).join(', ')}]::text[]`;
/** The element of `xs` that the uniform value `u` in [0, 1) selects. */
const pick = (xs: readonly string[], u: string) => `(${textArray(xs)})[1 + floor(${u} * ${xs.length})::int]`;
/** CASE over cumulative weights: the value whose share of [0, 1) contains `u`. */
function weighted(pairs: readonly (readonly [string, number])[], u: string): string {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  const whens = pairs.slice(0, -1).map(([v, w]) => {
    acc += w;
    return `WHEN ${u} < ${(acc / total).toFixed(6)} THEN ${lit(v)}`;
  });
  return `CASE ${whens.join(' ')} ELSE ${lit(pairs.at(-1)![0])} END`;
}
/** CASE key WHEN k THEN value(k) … */
const caseOf = (key: string, entries: readonly (readonly [string, string])[], otherwise: string) =>
  `CASE ${key} ${entries.map(([k, v]) => `WHEN ${lit(k)} THEN ${v}`).join(' ')} ELSE ${otherwise} END`;

/** Uniform in [0, 1) from the licence, a salt and a row number: deterministic on every engine. */
const hashU = (license: string, salt: string, g: string) => `((hashtext(${lit(`${license}:${salt}:`)} || ${g}) & 2147483647)::float8 / 2147483648)`;
/**
 * A stable uuid for row `g` of a kind within the licence: md5 with the version (4) and variant (8) digits
 * set, so the ids pass the API's uuid validation (e.g. BriefIds of a zip request).
 */
const stableId = (license: string, kind: string, g: string) => `overlay(overlay(md5(${lit(`${license}:${kind}:`)} || ${g}) placing '4' from 13) placing '8' from 17)::uuid`;

const typedEntries = Object.entries(TYPED_CONTRACTS) as [string, string][];
/** sparte of a contract type (KOMPAKTSACH: Hausrat). */
const sparteOfType = (typ: string) => caseOf(typ, typedEntries.map(([t, s]) => [t, lit(s)]), typ);
const customerIndexFor = (license: string, customers: number, g: string) => `(1 + floor(${hashU(license, 'cust', g)} * ${customers})::int)`;

// ───────────────────────────── generation ─────────────────────────────

/** The uuid stableId gives in SQL, for rows inserted from JS. */
function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text, 'utf8').digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

async function insertLicense(db: Db, v: TLicenseVolume): Promise<void> {
  await db.insert(licenses).values({
    id: v.id,
    name: v.name,
    kind: 'MAKLER',
    families: ['KOMPAKT', 'EUROMOBIL'],
    features: ALL_FEATURES,
    appearance: DEFAULT_APPEARANCE,
    footerLinks: { Impressum: null, Agb: null, Datenschutz: null, Cookies: null, Schlichtungsstellen: null, Beschwerdebearbeitung: null, FooterText: null },
  });
  await db.insert(branches).values(BRANCHES.map((b) => ({ licenseId: v.id, kuerzel: b.kuerzel, bezeichnung: b.bezeichnung })));
  await db
    .insert(companies)
    .values(INSURERS.map((c, i) => ({ id: md5Uuid(`${v.id}:co:${i + 1}`), licenseId: v.id, suchname: c.short, strasse: c.street, ort: c.town, status: 'aktiv', matchcode: c.short })));
  await db.insert(intermediaries).values(
    Array.from({ length: INTERMEDIARIES }, (_, i) => ({
      id: md5Uuid(`${v.id}:vm:${i + 1}`),
      licenseId: v.id,
      code: `V${String(i + 1).padStart(3, '0')}`,
      name: `Agentur ${SURNAMES[i % SURNAMES.length]}`,
    })),
  );
}

const INTERMEDIARIES = 40;

/** The ids of the licence's companies or intermediaries as a constant array; `index` counts from 1. */
const idArray = (license: string, kind: 'co' | 'vm', count: number) => `(ARRAY[${Array.from({ length: count }, (_, i) => lit(md5Uuid(`${license}:${kind}:${i + 1}`))).join(', ')}]::uuid[])`;

/*
 * The statements below compute in layers, `SELECT r.*, <new columns> FROM (<previous layer>) r OFFSET 0`:
 * OFFSET 0 keeps PostgreSQL from flattening a layer, so every CASE is evaluated once per row instead of
 * being copied into each expression that uses its result.
 */

export function customersSql(v: TLicenseVolume): string {
  const L = v.id;
  const u = (salt: string) => hashU(L, salt, 'g');
  return `
INSERT INTO customers (id, license_id, amsidnr, kundenname, vorname, nachname, zuordnung, strasse, plz, ort, land,
  kundenverbindung, geburtstag, email_privat, intermediary_id, active, created_at)
SELECT ${stableId(L, 'k', 'g')}, ${lit(L)}, 'K' || lpad((${v.numberBase} + g)::text, 7, '0'),
  CASE WHEN firm THEN surname || ' ' || form ELSE surname || ', ' || first END,
  CASE WHEN firm THEN NULL ELSE first END, CASE WHEN firm THEN NULL ELSE surname END,
  CASE WHEN firm THEN 'FIRMA' ELSE 'PRIVAT' END,
  street || ' ' || (1 + floor(u_house * 120)::int), lpad((1067 + floor(u_plz * 98000)::int)::text, 5, '0'), town,
  CASE WHEN u_land < 0.01 THEN 'AT' WHEN u_land < 0.015 THEN 'CH' ELSE 'DE' END,
  CASE WHEN u_house < 0.15 THEN 'Familie ' || surname END,
  CASE WHEN firm THEN NULL ELSE (date '1940-01-01' + floor(u_birth * 25000)::int) END,
  CASE WHEN u_mail < 0.7 THEN lower(translate(first || '.' || surname, 'äöüßÄÖÜ -', 'aousAOU..')) || '@example.com' END,
  -- Three in ten customers belong to the first intermediary (the broker's own agency).
  ${idArray(L, 'vm', INTERMEDIARIES)}[CASE WHEN u_vm < 0.3 THEN 1 ELSE 2 + floor((u_vm - 0.3) / 0.7 * ${INTERMEDIARIES - 1})::int END],
  u_active < 0.97,
  date_trunc('second', now() - u_created * interval '3650 days')
FROM (
  SELECT r.*,
    CASE WHEN u_surname < ${COMMON_SURNAME_SHARE.toFixed(6)} THEN ${weighted(SURNAME_WEIGHTS, `(u_surname / ${COMMON_SURNAME_SHARE.toFixed(6)})`)}
      ELSE ${pick(TAIL_PREFIXES, 'u_tail1')} || ${pick(TAIL_SUFFIXES, 'u_tail2')} END AS surname, ${pick(FIRST_NAMES, 'u_first')} AS first, ${pick(FIRM_FORMS, 'u_form')} AS form,
    ${pick(STREETS, 'u_street')} AS street, ${pick(TOWNS, 'u_town')} AS town
  FROM (
    SELECT g, ${u('firm')} < 0.1 AS firm, ${u('surname')} AS u_surname, ${u('first')} AS u_first, ${u('form')} AS u_form, ${u('tail1')} AS u_tail1, ${u('tail2')} AS u_tail2,
      ${u('street')} AS u_street, ${u('town')} AS u_town, ${u('house')} AS u_house, ${u('plz')} AS u_plz, ${u('land')} AS u_land,
      ${u('birth')} AS u_birth, ${u('mail')} AS u_mail, ${u('vm')} AS u_vm, ${u('active')} AS u_active, ${u('created')} AS u_created
    FROM generate_series(${'$FROM'}, ${'$TO'}) g
    OFFSET 0
  ) r
  OFFSET 0
) n`;
}

export function contractsSql(v: TLicenseVolume): string {
  const L = v.id;
  const u = (salt: string) => hashU(L, salt, 'g');
  const prefixes = BRANCHES.map((b) => [b.kuerzel, lit(b.prefix)] as const);
  const products = [
    ...Object.entries(TYPED_PRODUCTS).map(([t, list]) => [t, pick(list, 'u_product')] as const),
    ...Object.entries(PRODUCTS).map(([s, list]) => [s, pick(list, 'u_product')] as const),
  ];
  const premium = Object.entries(PREMIUM_RANGE).map(([s, [lo, hi]]) => [s, `round((${lo} + u_premium * ${hi - lo})::numeric, 2)`] as const);
  return `
INSERT INTO contracts (id, license_id, customer_id, vertragsnr, typ, status, computed_status, produkt, sparte, company_id,
  intermediary_id, abschlussvermittler, abschlussvermittler_name, zahlweise, abbuchung, bruttopraemie, praemie_netto,
  vertragsbeginn, vertragsablauf, angebotsdatum, beratung_erforderlich, beratungsgebiet, abrechenbar, sammelvertrag, lokalpolice,
  entwurf, active, last_synchronisation, created_at)
SELECT ${stableId(L, 'v', 'g')}, ${lit(L)}, ${stableId(L, 'k', 'cust::text')},
  ${caseOf('sparte', prefixes, "'VT'")} || '-' || to_char(begin_date, 'YYYY') || '-' || lpad(((${v.numberBase} + g) % 1000000)::text, 6, '0'),
  typ, ${caseOf('cs', Object.entries(BACK_OFFICE_STATUS).map(([k, s]) => [k, lit(s)]), "'AKTIV'")}, cs,
  CASE WHEN u_product < 0.02 THEN ${lit(LEGACY_PRODUCT)} ELSE ${caseOf('typ', products, caseOf('sparte', products, 'NULL'))} END,
  sparte, ${idArray(L, 'co', INSURERS.length)}[1 + floor(u_company * ${INSURERS.length})::int],
  ${idArray(L, 'vm', INTERMEDIARIES)}[1 + floor(u_vm * ${INTERMEDIARIES})::int], 'V' || lpad((1 + floor(u_vm * ${INTERMEDIARIES})::int)::text, 3, '0'),
  'Agentur ' || ${pick(SURNAMES, 'u_vm')},
  ${weighted(PAYMENT_MODES, 'u_pay')}, u_pay < 0.6,
  premium, round(premium / 1.19, 2),
  begin_date, begin_date + make_interval(years => 1 + floor(u_term * 10)::int),
  CASE WHEN offer_days IS NOT NULL THEN current_date - offer_days END,
  u_flags < 0.05, CASE WHEN u_flags < 0.05 THEN 'Vorsorge' END,
  u_flags >= 0.05 AND u_flags < 0.15, u_flags >= 0.15 AND u_flags < 0.16, u_flags >= 0.16 AND u_flags < 0.18,
  u_flags >= 0.18 AND u_flags < 0.19, u_active < 0.93,
  date_trunc('second', now() - u_sync * interval '30 days'),
  CASE
    -- A quarter came in through twelve monthly imports: many rows share one created_at (the id breaks ties).
    WHEN u_import < 0.25 THEN date_trunc('day', now()) - (1 + floor(u_import * 48)::int) * interval '30 days' + interval '2 hours'
    ELSE date_trunc('second', now() - u_created * interval '3650 days')
  END
FROM (
  SELECT b.*,
    CASE WHEN offer_days IS NOT NULL THEN current_date - offer_days + 30 ELSE current_date - (20 + floor(u_begin * 3650)::int) END AS begin_date,
    ${caseOf('sparte', premium, 'round((100 + u_premium * 900)::numeric, 2)')} AS premium
  FROM (
    SELECT a.*, ${sparteOfType('typ')} AS sparte,
      CASE WHEN cs IN ('Angebot', 'Anfrage') THEN
        -- Offers: half within the two months the lists show, half older.
        CASE WHEN u_offer < 0.5 THEN 1 + floor(u_offer * 2 * 58)::int ELSE 62 + floor((u_offer - 0.5) * 2 * 700)::int END
      END AS offer_days
    FROM (
      SELECT r.*, ${weighted(TYPE_WEIGHTS, 'u_type')} AS typ, ${weighted(STATUS_WEIGHTS, 'u_status')} AS cs
      FROM (
        SELECT g, ${customerIndexFor(L, v.customers, 'g')} AS cust, ${hashU(L, 'type', 'g')} AS u_type, ${u('status')} AS u_status,
          ${u('offer')} AS u_offer, ${u('product')} AS u_product, ${u('company')} AS u_company, ${u('vm')} AS u_vm, ${u('pay')} AS u_pay,
          ${u('premium')} AS u_premium, ${u('term')} AS u_term, ${u('flags')} AS u_flags, ${u('active')} AS u_active, ${u('sync')} AS u_sync,
          ${u('import')} AS u_import, ${u('created')} AS u_created, ${u('begin')} AS u_begin
        FROM generate_series(${'$FROM'}, ${'$TO'}) g
        OFFSET 0
      ) r
      OFFSET 0
    ) a
    OFFSET 0
  ) b
  OFFSET 0
) d`;
}

export function claimsSql(v: TLicenseVolume): string {
  const L = v.id;
  const u = (salt: string) => hashU(L, salt, 'g');
  const kinds = Object.entries(CLAIM_KINDS).map(([s, list]) => [s, pick(list.map(([k]) => k), 'u_kind')] as const);
  const closed = weighted(CLOSED_CLAIM_STATUSES, '((u_status - 0.35) / 0.65)');
  return `
INSERT INTO claims (id, license_id, contract_id, customer_id, nummer_makler, nummer_vu, schadenstatus, schaden_zeitpunkt, meldungtag,
  abschlusstag, schadenhoehe, schadenart, schadenort, headline, sparte, kunden_status, approval_pending, created_at)
SELECT ${stableId(L, 's', 'g')}, ${lit(L)}, ${stableId(L, 'v', 'j::text')}, ${stableId(L, 'k', 'cust::text')},
  'S-' || to_char(happened, 'YYYY') || '-' || lpad((${v.numberBase} + g)::text, 7, '0'),
  CASE WHEN u_vu < 0.6 THEN 'VU' || lpad(floor(u_vu * 1e9)::int::text, 9, '0') END,
  CASE WHEN u_status < 0.35 THEN ${pick(OPEN_CLAIM_STATUSES, '(u_status / 0.35)')} ELSE ${closed} END,
  happened, (happened + floor(u_report * 30)::int * interval '1 day')::date,
  CASE WHEN u_status >= 0.35 THEN (happened + (30 + floor(u_report * 300)::int) * interval '1 day')::date END,
  round((50 + u_amount * u_amount * 25000)::numeric, 2), kind, ${pick(TOWNS, 'u_kind')}, kind, sparte,
  CASE WHEN u_status < 0.35 THEN 'Offen' ELSE 'Ok' END, u_report < 0.02,
  happened + floor(u_report * 30)::int * interval '1 day'
FROM (
  SELECT b.*, ${caseOf('sparte', kinds, "'Sonstiger Schaden'")} AS kind
  FROM (
    SELECT a.*, ${sparteOfType('typ')} AS sparte, date_trunc('minute', now() - u_when * interval '1825 days') AS happened
    FROM (
      SELECT r.*, ${weighted(TYPE_WEIGHTS, 'u_type')} AS typ
      FROM (
        -- The contract j the claim belongs to; its customer and line of business are recomputed from j.
        SELECT g, j, ${customerIndexFor(L, v.customers, 'j')} AS cust, ${hashU(L, 'type', 'j')} AS u_type, ${u('when')} AS u_when,
          ${u('vu')} AS u_vu, ${u('status')} AS u_status, ${u('report')} AS u_report, ${u('amount')} AS u_amount, ${u('kind')} AS u_kind
        FROM (SELECT g, 1 + floor(${u('contract')} * ${v.contracts})::int AS j FROM generate_series(${'$FROM'}, ${'$TO'}) g OFFSET 0) q
        OFFSET 0
      ) r
      OFFSET 0
    ) a
    OFFSET 0
  ) b
  OFFSET 0
) c`;
}

/** Share of unread ("new") documents: a broker's inbox holds the last weeks' post, not years of it. */
export const UNREAD_DOCUMENT_SHARE = 0.01;

export function documentsSql(v: TLicenseVolume): string {
  const L = v.id;
  const u = (salt: string) => hashU(L, salt, 'g');
  const claimTypes = new Set(['SCHADENMELDUNG', 'SCHADENABSCHLUSSMELDUNG']);
  const labels = DOC_TYPES.map((t) => [t.brieftyp, lit(t.label)] as const);
  const folders = DOC_TYPES.map((t) => [t.brieftyp, lit(t.folder)] as const);
  return `
INSERT INTO documents (id, license_id, titel, brieftyp, folder, erstellt, read_at, has_been_uploaded, customer_id, contract_id, claim_id,
  is_synced, is_stock, active)
SELECT ${stableId(L, 'd', 'g')}, ${lit(L)}, ${caseOf('brieftyp', labels, "'Dokument'")} || ' ' || to_char(erstellt, 'DD.MM.YYYY'), brieftyp,
  ${caseOf('brieftyp', folders, 'NULL')}, erstellt,
  -- Unread documents are the newest ones (an inbox), read ones were read a few days after they came.
  CASE WHEN g > ${Math.round(v.documents * UNREAD_DOCUMENT_SHARE)} THEN erstellt + (1 + floor(u_read * 10)::int) * interval '1 day' END,
  u_flags < 0.05,
  -- One in twenty is addressed to the customer only (no contract).
  ${stableId(L, 'k', 'cust::text')}, CASE WHEN u_flags < 0.95 OR claim THEN ${stableId(L, 'v', 'j::text')} END,
  CASE WHEN claim THEN ${stableId(L, 's', 'k::text')} END,
  u_flags >= 0.05, u_flags >= 0.3 AND u_flags < 0.5, u_active < 0.99
FROM (
  SELECT r.*, ${customerIndexFor(L, v.customers, 'j')} AS cust
  FROM (
    SELECT q.*, CASE WHEN claim THEN 1 + floor(${hashU(L, 'contract', 'k')} * ${v.contracts})::int ELSE 1 + floor(u_contract * ${v.contracts})::int END AS j
    FROM (
      SELECT t.*, brieftyp IN (${[...claimTypes].map(lit).join(', ')}) AS claim
      FROM (
        -- Row g = 1 is the newest document: erstellt falls with g, so the unread (newest) ones are the first rows.
        SELECT g, ${weighted(DOC_TYPES.map((t) => [t.brieftyp, t.weight] as const), u('type'))} AS brieftyp,
          date_trunc('second', now() - (g::float8 / ${v.documents}) * interval '3650 days' - ${u('jitter')} * interval '20 minutes') AS erstellt,
          1 + floor(${u('claim')} * ${v.claims})::int AS k, ${u('contract')} AS u_contract, ${u('read')} AS u_read, ${u('flags')} AS u_flags,
          ${u('active')} AS u_active
        FROM generate_series(${'$FROM'}, ${'$TO'}) g
        OFFSET 0
      ) t
      OFFSET 0
    ) q
    OFFSET 0
  ) r
  OFFSET 0
) d`;
}

const BULK_TABLES = ['customers', 'contracts', 'claims', 'documents'];
/** Rows per INSERT statement: progress in the log, and chunks for parallel connections. */
const CHUNK_ROWS = 100_000;

/** Secondary indexes of the bulk tables (not those behind primary keys or constraints), to drop and recreate. */
async function secondaryIndexes(db: Db): Promise<{ table: string; name: string; def: string }[]> {
  return executeRows<{ table: string; name: string; def: string }>(
    db,
    sql`SELECT i.tablename AS "table", i.indexname AS "name", i.indexdef AS "def" FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename IN ${BULK_TABLES}
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
        ORDER BY i.tablename, i.indexname`,
  );
}

/** Foreign keys of the bulk tables: dropped for the inserts (each would check every row), re-added (and validated) afterwards. */
async function foreignKeys(db: Db): Promise<{ table: string; name: string; def: string }[]> {
  return executeRows<{ table: string; name: string; def: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS "table", c.conname AS "name", pg_get_constraintdef(c.oid) AS "def" FROM pg_constraint c
        WHERE c.contype = 'f' AND c.conrelid::regclass::text IN ${BULK_TABLES} ORDER BY 1, 2`,
  );
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

export type TGenerateResult = { rows: Record<string, number>; ms: number };

/**
 * Fills an empty, migrated database: both licences with reference data, customers, contracts, claims and documents,
 * and a licence admin of the main licence (BENCH_USER_EMAIL) for logging in.
 * `dbs` are handles of ONE connection each: the first does everything sequential, all of them share the
 * INSERT chunks (PostgreSQL: two connections use both cores; PGlite has one).
 */
export async function generateListData(dbs: readonly Db[], volumes: TListVolumes, log: (msg: string) => void, options: { analysisTotals?: boolean } = {}): Promise<TGenerateResult> {
  const started = performance.now();
  const db = dbs[0]!;
  const exec = async (query: string, on: Db = db) => {
    await on.execute(sql.raw(query));
  };
  const step = async (name: string, fn: () => Promise<void>) => {
    const t = performance.now();
    await fn();
    log(`${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };

  for (const d of dbs) {
    await exec(`SET synchronous_commit = off`, d);
    await exec(`SET maintenance_work_mem = '256MB'`, d);
  }
  for (const v of [volumes.main, volumes.other]) await insertLicense(db, v);
  const passwordHash = await hashPassword(BENCH_USER_PASSWORD);
  const [user] = await db.insert(users).values({ email: BENCH_USER_EMAIL, passwordHash, firstName: 'Bench', lastName: 'Admin' }).returning({ id: users.id });
  await db.insert(memberships).values({ userId: user!.id, licenseId: volumes.main.id, role: 'licenseAdmin', preset: 'Vermittler', permissions: permissionsForRole('licenseAdmin') });

  const indexes = await secondaryIndexes(db);
  const fks = await foreignKeys(db);
  for (const fk of fks) await exec(`ALTER TABLE ${quoteIdent(fk.table)} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
  for (const i of indexes) await exec(`DROP INDEX ${quoteIdent(i.name)}`);

  /** Runs the statements, each connection taking the next one when it is free. */
  const spread = async (statements: readonly string[]) => {
    let next = 0;
    await Promise.all(
      dbs.map(async (d) => {
        while (next < statements.length) await exec(statements[next++]!, d);
      }),
    );
  };
  /** One INSERT … SELECT per chunk of rows. */
  const fill = async (label: string, template: string, rows: number) => {
    const chunks: string[] = [];
    for (let from = 1; from <= rows; from += CHUNK_ROWS) chunks.push(template.replace('$FROM', String(from)).replace('$TO', String(Math.min(rows, from + CHUNK_ROWS - 1))));
    await step(`${label}: ${rows.toLocaleString('en')}`, () => spread(chunks));
  };
  for (const v of [volumes.main, volumes.other]) {
    await fill(`${v.id} customers`, customersSql(v), v.customers);
    await fill(`${v.id} contracts`, contractsSql(v), v.contracts);
    await fill(`${v.id} claims`, claimsSql(v), v.claims);
    if (v.documents > 0) await fill(`${v.id} documents`, documentsSql(v), v.documents);
  }
  // Largest tables first, so that the connections finish at about the same time.
  const order = (t: string) => ['contracts', 'documents', 'customers', 'claims'].indexOf(t);
  const byTable = [...indexes].sort((a, b) => order(a.table) - order(b.table));
  await step(`recreate ${indexes.length} indexes`, () => spread(byTable.map((i) => i.def)));
  await step(`re-add ${fks.length} foreign keys`, async () => {
    for (const fk of fks) await exec(`ALTER TABLE ${quoteIdent(fk.table)} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.def}`);
  });
  // The portfolio analysis' running totals: a bulk load builds them from scratch (one licence per connection). About
  // two minutes at a million contracts, so only for the cases that read the analysis.
  if (options.analysisTotals) {
    await step('portfolio analysis totals', () => Promise.all([volumes.main, volumes.other].map((v, i) => rebuildAnalysisTotals(dbs[i % dbs.length]!, v.id))).then(() => undefined));
  }
  await step('VACUUM ANALYZE', () => exec('VACUUM ANALYZE'));
  // Flush the bulk load now, so that no checkpoint writes a gigabyte while requests are being timed
  // (needs superuser or pg_checkpoint; without it the next timed checkpoint does it).
  await exec('CHECKPOINT').catch(() => log('CHECKPOINT not allowed for this user; skipped'));
  const counts = await executeRows<{ t: string; n: number }>(
    db,
    sql`SELECT 'customers' AS t, count(*)::int AS n FROM customers UNION ALL SELECT 'contracts', count(*)::int FROM contracts UNION ALL SELECT 'claims', count(*)::int FROM claims
        UNION ALL SELECT 'documents', count(*)::int FROM documents`,
  );
  return { rows: Object.fromEntries(counts.map((c) => [c.t, Number(c.n)])), ms: performance.now() - started };
}
