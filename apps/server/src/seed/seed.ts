/**
 * Seeds the deterministic demo data: the two demo licences with everything in them, the demo logins,
 * and a real PDF for (nearly) every document. Same seed and reference day → same data.
 *
 * Generation is chunked: records are generated BATCH at a time, inserted with multi-row inserts and
 * dropped, so memory stays flat at any scale. Everything runs in one transaction: a failed seed leaves
 * an empty database (and at most some orphaned files), never a half-seeded one.
 */
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  addresses,
  branches,
  cards,
  claims,
  companies,
  contractLineData,
  pdfTemplates,
  contractPremiumFreePeriods,
  contracts,
  customerNotes,
  customers,
  customerSettlements,
  detailDefinitions,
  detailSetDefinitions,
  permissionTemplates,
  faqEntries,
  contentPages,
  quoteProducts,
  detailSets,
  documents,
  documentTags,
  files,
  formMailTemplates,
  formProducts,
  formRiskReceivers,
  formRisks,
  intermediaries,
  licenses,
  memberships,
  offers,
  processes,
  processFiles,
  processMessages,
  securityCertificates,
  tags,
  tagSubscriptions,
  users,
} from '../platform/db/schema.js';
import { createLocalStorage } from '../platform/storage/local-storage.js';
import { filesRoot, type Storage } from '../platform/storage/storage.js';
import { buildAccounts } from './accounts.js';
import { createLicenseContext, type LicenseContext } from './context.js';
import { startOfUtcDay } from './dates.js';
import { generateClaim } from './generate-claims.js';
import { generateContractDetailShowcase } from './generate-contract-details.js';
import { generateContract } from './generate-contracts.js';
import { generateCustomer, generateNote } from './generate-customers.js';
import { generateDocument } from './generate-documents.js';
import { generateProcess, type FileToStore } from './generate-processes.js';
import { generateAddress, generateBranches, generateCompany, generateIntermediary, generateTags } from './generate-reference.js';
import { generateFaq } from './generate-faq.js';
import { generateContentPages } from './generate-content-pages.js';
import { generateQuoteProducts } from './generate-quote-products.js';
import { generateViews } from './generate-views.js';
import { generateReportCards } from './generate-report-cards.js';
import { inBatches, insertRows, mapLimit, type Inserter } from './insert.js';
import { rebuildAnalysisTotals } from '../modules/portfolio-analysis/totals.js';
import { seedEvbNumbers } from './generate-evb.js';
import { DEMO_LICENSES } from './licenses.js';
import { demoFormProducts, serviceFormProducts } from './generate-forms.js';
import { demoFormsProcesses } from './generate-forms-processes.js';
import { createLetterTemplate, type LetterTemplate } from './pdf-letter.js';
import { loadPostcodes } from './postcodes.js';

export const DEFAULT_SEED = 4711;
/** Records generated and inserted per round. */
const BATCH = 500;
/** File writes in flight at once. */
const FILE_CONCURRENCY = 16;

export type SeedOptions = {
  /** Multiplies every per-licence volume (not the users). 1 = about 380 customers and 1,200 contracts per licence. */
  scale: number;
  /** DATA_DIR: files go to `${dataDir}/files`. */
  dataDir: string;
  seed?: number;
  onProgress?: (msg: string) => void;
  /** The day relative dates count from (default: today, UTC). Fix it for data identical across days. */
  refDate?: Date;
  /** Storage for the PDFs; default the local folder under dataDir. */
  storage?: Storage;
  /** The demo forms (form products); default true. Off only for a database migrated before their tables (0010). */
  withForms?: boolean;
  /** The permission profiles, card groups (issue 12), FAQ and agency accounts (issue 14); default true. Off only for a database migrated before their tables and columns. */
  withAdministration?: boolean;
  /** Seed the eVB numbers (issue 14); false for a database migrated before evb_numbers. */
  withVehicles?: boolean;
  /** The services' form products (issue 13; their service_key column came with it). */
  withServices?: boolean;
  /** The contract-detail showcase (issue 13: Sicherungsscheine, settlements, …); default true. Off only for a database migrated before its tables. */
  withContractDetail?: boolean;
  /** The portfolio analysis' running totals (issue 14); default true. Off only for a database migrated before their table (its migration fills them). */
  withAnalysisTotals?: boolean;
};

/** Rows inserted per table. */
export type SeedCounts = Record<string, number>;

export class SeedConflictError extends Error {
  constructor(what: string) {
    super(`The database already holds demo data (${what}). Reset it first (npm run seed -- --reset).`);
    this.name = 'SeedConflictError';
  }
}

export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedCounts> {
  if (!Number.isInteger(opts.scale) || opts.scale < 1) throw new RangeError(`scale must be a positive integer, got ${opts.scale}`);
  const seed = opts.seed ?? DEFAULT_SEED;
  const refDate = startOfUtcDay(opts.refDate ?? new Date());
  const progress = opts.onProgress ?? (() => {});
  const storage = opts.storage ?? createLocalStorage(filesRoot(opts.dataDir));

  const licenceIds = DEMO_LICENSES.map((l) => l.id);
  const existing = await db.select({ id: licenses.id }).from(licenses).where(inArray(licenses.id, licenceIds));
  if (existing.length) throw new SeedConflictError(`licence ${existing.map((e) => e.id).join(', ')}`);

  progress('demo logins (password hash) …');
  const accounts = await buildAccounts(seed, refDate);
  const taken = await db.select({ email: users.email }).from(users).where(inArray(users.email, accounts.users.map((u) => u.email)));
  if (taken.length) throw new SeedConflictError(`user ${taken.map((t) => t.email).join(', ')}`);

  const places = loadPostcodes();
  const contexts = DEMO_LICENSES.map((license) =>
    createLicenseContext({ license, seed, scale: opts.scale, refDate, places, users: accounts.licenseUsers(license.id) }),
  );
  const counts: SeedCounts = {};
  const add = (table: string, n: number) => (counts[table] = (counts[table] ?? 0) + n);

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      licenses,
      DEMO_LICENSES.map((l) => ({
        id: l.id,
        name: l.name,
        kind: l.kind,
        families: l.families,
        features: l.features,
        appearance: l.appearance,
        footerLinks: l.footerLinks,
        // Every seeded licence holds fictitious data only.
        isDemo: true,
        createdAt: new Date(refDate.getTime() - 500 * 86_400_000),
      })),
    );
    add('licenses', DEMO_LICENSES.length);
    await insertRows(tx, users, accounts.users);
    add('users', accounts.users.length);

    const productsOf = new Map<string, ReturnType<typeof demoFormProducts>>();
    for (const ctx of contexts) {
      await seedLicense(tx, ctx, storage, add, progress, opts.withAdministration !== false);
      if (opts.withContractDetail !== false) await seedContractDetailShowcase(tx, ctx, add);
      // The portfolio analysis' running totals of the contracts and claims just loaded (a bulk load: from scratch).
      if (opts.withAnalysisTotals !== false) await rebuildAnalysisTotals(tx, ctx.license.id);
      // The eVB list (issue 14): needs evb_numbers, left out for a database from before.
      if (opts.withVehicles !== false) add('evb_numbers', await seedEvbNumbers(tx, ctx.license.id, ctx.refDate));
      if (opts.withForms !== false) {
        const products = demoFormProducts(ctx);
        await insertRows(tx, formProducts, products);
        add('form_products', products.length);
        productsOf.set(ctx.license.id, products);
        // The services' forms (issue 13) need form_products.service_key: left out for a database from before.
        if (opts.withServices !== false) {
          const services = serviceFormProducts(ctx);
          await insertRows(tx, formProducts, services);
          add('form_products', services.length);
        }
      }
    }

    const byLicence = new Map(contexts.map((c) => [c.license.id, { customer0: c.id('customer', 0), intermediary0: c.id('intermediary', 0) }]));
    const membershipRows = accounts.memberships((licenseId) => byLicence.get(licenseId)!);
    await insertRows(tx, memberships, membershipRows);
    add('memberships', membershipRows.length);

    // Forms processes belong to members (owner, receivers): after the memberships.
    const emailOf = new Map(accounts.users.map((u) => [u.id!, u.email]));
    for (const ctx of contexts) {
      const products = productsOf.get(ctx.license.id);
      if (!products) continue;
      const members = membershipRows.filter((m) => m.licenseId === ctx.license.id).map((m) => ({ userId: m.userId, email: emailOf.get(m.userId) ?? '', role: m.role }));
      const generated = demoFormsProcesses(ctx, products, members);
      await insertRows(tx, formRisks, generated.risks);
      await insertRows(tx, formRiskReceivers, generated.receivers);
      await insertRows(tx, formMailTemplates, generated.templates);
      add('form_risks', generated.risks.length);
      add('form_risk_receivers', generated.receivers.length);
      add('form_mail_templates', generated.templates.length);
    }
  });
  return counts;
}

async function seedLicense(
  tx: Inserter,
  ctx: LicenseContext,
  storage: Storage,
  add: (table: string, n: number) => void,
  progress: (msg: string) => void,
  withAdministration: boolean,
): Promise<void> {
  const v = ctx.volumes;
  const label = ctx.license.id;
  const template = await createLetterTemplate({
    senderName: ctx.license.name,
    senderAddress: ctx.license.senderAddress,
    brandColor: ctx.license.appearance.PrimaryColor,
    date: ctx.refDate,
  });

  /** Generates records [start, end) of one kind in batches and inserts them. */
  const simple = async <T>(name: string, total: number, gen: (i: number) => T, insert: (rows: T[]) => Promise<void>) => {
    progress(`${label}: ${name} (${total}) …`);
    await inBatches(total, BATCH, async (start, end) => {
      const rows: T[] = [];
      for (let i = start; i < end; i++) rows.push(gen(i));
      await insert(rows);
    });
    add(name, total);
  };

  const views = generateViews(ctx);
  await insertRows(tx, detailDefinitions, views.definitions);
  await insertRows(tx, detailSets, views.sets);
  await insertRows(tx, detailSetDefinitions, views.links);
  // Card groups need cards.parent_id (issue 12): a database migrated before it gets the plain cards only.
  const cardRows = withAdministration ? views.cards : views.cards.filter((c) => !c.parentId && c.action !== 'group');
  await insertRows(tx, cards, cardRows);
  if (withAdministration) {
    await insertRows(tx, permissionTemplates, views.profiles);
    add('permission_templates', views.profiles.length);
    const faqRows = generateFaq(ctx);
    await insertRows(tx, faqEntries, faqRows);
    add('faq_entries', faqRows.length);
    const pageRows = generateContentPages(ctx);
    await insertRows(tx, contentPages, pageRows);
    add('content_pages', pageRows.length);
    // Quote start (issue 14): the demo calculation products.
    const quoteRows = generateQuoteProducts(ctx);
    await insertRows(tx, quoteProducts, quoteRows);
    add('quote_products', quoteRows.length);
  }
  if (withAdministration) {
    // Report cards (issue 13): the templates first, the cards name them.
    const reports = generateReportCards(ctx, views.cards.length);
    await insertRows(tx, pdfTemplates, reports.templates);
    await insertRows(tx, cards, reports.cards);
    add('pdf_templates', reports.templates.length);
    add('cards', reports.cards.length);
  }
  add('detail_definitions', views.definitions.length);
  add('cards', cardRows.length);

  const branchRows = generateBranches(ctx);
  await insertRows(tx, branches, branchRows);
  add('branches', branchRows.length);
  const tagRows = generateTags(ctx);
  await insertRows(tx, tags, tagRows);
  add('tags', tagRows.length);
  // The broker licence subscribes to a selection of tags, the other to all (spec 000 §3 Brief tags).
  const allowAll = ctx.license.kind !== 'MAKLER';
  await insertRows(tx, tagSubscriptions, [
    { licenseId: ctx.license.id, allowAll, allowedTagIds: allowAll ? [] : tagRows.slice(0, 5).map((t) => t.id!), updatedAt: ctx.past(30, 0.5) },
  ]);
  add('tag_subscriptions', 1);

  // The agency account columns (issue 14, migration 0027): a database migrated before them gets the names only.
  const intermediaryRow = (k: number) => {
    const row = generateIntermediary(ctx, k);
    if (withAdministration) return row;
    const { zuordnung: _z, strasse: _s, plz: _p, ort: _o, telefon: _t, email: _e, ...names } = row;
    return names;
  };
  await simple('intermediaries', v.intermediaries, intermediaryRow, (rows) => insertRows(tx, intermediaries, rows));
  await simple('companies', v.companies, (k) => generateCompany(ctx, k), (rows) => insertRows(tx, companies, rows));
  await simple('customers', v.customers, (i) => generateCustomer(ctx, i).row, (rows) => insertRows(tx, customers, rows));
  await simple('customer_notes', v.notes, (n) => generateNote(ctx, n), (rows) => insertRows(tx, customerNotes, rows));
  await simple('addresses', v.addresses, (a) => generateAddress(ctx, a), (rows) => insertRows(tx, addresses, rows));

  progress(`${label}: contracts (${v.contracts}) …`);
  await inBatches(v.contracts, BATCH, async (start, end) => {
    const rows = [];
    const lines = [];
    for (let j = start; j < end; j++) {
      const c = generateContract(ctx, j);
      rows.push(c.row);
      lines.push(...c.lineData);
    }
    await insertRows(tx, contracts, rows);
    await insertRows(tx, contractLineData, lines);
    add('contract_line_data', lines.length);
  });
  add('contracts', v.contracts);

  await simple('claims', v.claims, (l) => generateClaim(ctx, l), (rows) => insertRows(tx, claims, rows));

  progress(`${label}: processes (${v.processes}) with messages, files and offers …`);
  await inBatches(v.processes, BATCH, async (start, end) => {
    const generated = [];
    for (let p = start; p < end; p++) generated.push(generateProcess(ctx, p));
    await insertRows(tx, processes, generated.map((g) => g.process));
    const messages = generated.flatMap((g) => g.messages);
    await insertRows(tx, processMessages, messages);
    const fileRows = await storeFiles(ctx, storage, template, generated.flatMap((g) => g.files));
    await insertRows(tx, files, fileRows);
    const attachmentRows = generated.flatMap((g) => g.processFiles);
    await insertRows(tx, processFiles, attachmentRows);
    const offerRows = generated.flatMap((g) => (g.offer ? [g.offer] : []));
    await insertRows(tx, offers, offerRows);
    add('process_messages', messages.length);
    add('files', fileRows.length);
    add('process_files', attachmentRows.length);
    add('offers', offerRows.length);
  });
  add('processes', v.processes);

  progress(`${label}: documents (${v.documents}) with PDFs …`);
  await inBatches(v.documents, BATCH, async (start, end) => {
    const generated = [];
    for (let d = start; d < end; d++) generated.push(generateDocument(ctx, d));
    const fileRows = await storeFiles(ctx, storage, template, generated.flatMap((g) => (g.file ? [g.file] : [])));
    await insertRows(tx, files, fileRows);
    await insertRows(tx, documents, generated.map((g) => g.document));
    const tagLinks = generated.flatMap((g) => g.tags);
    await insertRows(tx, documentTags, tagLinks);
    add('files', fileRows.length);
    add('document_tags', tagLinks.length);
  });
  add('documents', v.documents);
}

/** The contract-detail showcase (issue 13), after the regular contracts and claims of the licence. */
async function seedContractDetailShowcase(tx: Inserter, ctx: LicenseContext, add: (table: string, n: number) => void): Promise<void> {
  const showcase = generateContractDetailShowcase(ctx);
  await insertRows(tx, contracts, showcase.contracts);
  await insertRows(tx, contractLineData, showcase.lineData);
  await insertRows(tx, claims, showcase.claims);
  await insertRows(tx, securityCertificates, showcase.certificates);
  await insertRows(tx, customerSettlements, showcase.settlements);
  await insertRows(tx, contractPremiumFreePeriods, showcase.premiumFree);
  for (const flag of showcase.partnerFlags) {
    await tx.execute(sql`update customers set vwfs_aufpartner = ${flag.value} where license_id = ${ctx.license.id} and id = ${flag.customerId}`);
  }
  add('contracts', showcase.contracts.length);
  add('contract_line_data', showcase.lineData.length);
  add('claims', showcase.claims.length);
  add('security_certificates', showcase.certificates.length);
  add('customer_settlements', showcase.settlements.length);
  add('contract_premium_free_periods', showcase.premiumFree.length);
}

/** Renders each letter from the licence's template, stores it and returns the files rows. */
async function storeFiles(ctx: LicenseContext, storage: Storage, template: LetterTemplate, toStore: readonly FileToStore[]) {
  return mapLimit(toStore, FILE_CONCURRENCY, async (file) => {
    const bytes = template.render(file.letter);
    const storageKey = `${ctx.license.id}/${file.fileId}.pdf`;
    await storage.put(storageKey, bytes, 'application/pdf');
    return {
      id: file.fileId,
      licenseId: ctx.license.id,
      storageKey,
      fileName: file.fileName,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      createdAt: file.createdAt,
    };
  });
}
