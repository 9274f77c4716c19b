/**
 * Ready for Citus (issue 9, item 8): the migrated schema can be distributed by license_id, the migration that
 * made it so works on a database holding the demo data, and docs/operations.md distributes exactly these tables.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfUtcDay } from '../../seed/dates.js';
import { seedDemoData } from '../../seed/seed.js';
import { MIGRATIONS_FOLDER, type Database } from './client.js';
import { distributionViolations, publicTables, tenantTables, type TableClasses } from './distribution-rules.js';
import { executeRows } from './execute-rows.js';
import * as t from './schema.js';
import { openTestDatabase } from './test-database.js';

/**
 * The tables every licence shares. Everything not listed here or in `local` is a tenant table.
 *  - licenses: the tenants themselves; every tenant table refers to them.
 *  - users: one login may be a member of several licences (memberships), so a user belongs to none of them.
 *  - global_settings: deployment-wide (maintenance lock and text).
 *  - postcode_states: reference data (postcode → federal state), joined with every licence's customers.
 * (Lines of business are per licence — branches carries license_id — so they are tenant data, not shared.)
 */
const REFERENCE_TABLES = ['licenses', 'users', 'global_settings', 'postcode_states'] as const;
/**
 * Tables kept on the coordinator only: they belong to a login or to nobody, are written on nearly every request
 * (sessions.last_seen_at, login_attempts), which a replicated reference table would make a distributed
 * transaction, and are never joined with tenant data.
 *  - sessions, login_attempts: per login and per address, across licences.
 *  - mail_outbox: the development mail outbox; its license_id is optional (password mails have none).
 *  - sign_links, sign_attempts: a signer's link is looked up by its token's hash alone (it names no licence), and
 *    failed lookups are counted per address across licences (signing, issue 11).
 */
const LOCAL_TABLES = ['sessions', 'login_attempts', 'mail_outbox', 'sign_links', 'sign_attempts'] as const;
const CLASSES: TableClasses = { reference: REFERENCE_TABLES, local: LOCAL_TABLES };

const OPERATIONS_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/operations.md');

describe('the migrated schema', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps every rule of distribution by license_id', async () => {
    expect(await distributionViolations(database.db, CLASSES)).toEqual([]);
    // The classification covers the schema: the tenant tables are the many, and the listed ones exist.
    const tenants = await tenantTables(database.db, CLASSES);
    expect(tenants).toEqual(expect.arrayContaining(['customers', 'contracts', 'documents', 'memberships', 'zip_requests']));
    expect(tenants).toHaveLength((await publicTables(database.db)).length - REFERENCE_TABLES.length - LOCAL_TABLES.length);
  });

  it('reports each kind of breach (the check can fail)', async () => {
    const db = database.db;
    await db.execute(sql`create table probe_notes (id uuid primary key, note text unique)`);
    await db.execute(
      sql`create table probe_links (license_id text not null, id uuid, owner_license text, customer_id uuid,
          primary key (license_id, id),
          foreign key (owner_license, customer_id) references customers (license_id, id),
          foreign key (license_id, customer_id) references customers (license_id, id) on delete set null)`,
    );
    await db.execute(sql`create table probe_shared (id int primary key, license_id text, customer_id uuid,
          foreign key (license_id, customer_id) references customers (license_id, id))`);
    try {
      const withShared = { ...CLASSES, reference: [...REFERENCE_TABLES, 'probe_shared'] };
      const problems = await distributionViolations(db, withShared);
      const about = (table: string) => problems.filter((p) => p.startsWith(`${table}:`));
      // Order-free: the catalogue's name order depends on the server's collation.
      expect(about('probe_notes').sort()).toEqual([
        'probe_notes: primary key probe_notes_pkey (id) lacks license_id',
        'probe_notes: tenant table without license_id',
        'probe_notes: unique index probe_notes_note_key (note) lacks license_id',
      ]);
      expect(about('probe_links')).toHaveLength(2);
      expect(about('probe_links')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/owner_license, customer_id\) does not map license_id to license_id$/),
          expect.stringMatching(/license_id_customer_id_fkey to customers: ON DELETE SET NULL\/DEFAULT must name its columns/),
        ]),
      );
      expect(about('probe_shared')).toEqual([expect.stringMatching(/cannot refer to a tenant table$/)]);
      expect(problems).toHaveLength(6);
    } finally {
      await db.execute(sql`drop table probe_notes, probe_links, probe_shared`);
    }
  });

  it('is distributed in docs/operations.md exactly as classified here', async () => {
    const doc = fs.readFileSync(OPERATIONS_DOC, 'utf8');
    const calls = (fn: string) => [...doc.matchAll(new RegExp(`${fn}\\('([a-z_]+)'`, 'g'))].map((m) => m[1]).sort();
    expect(calls('create_reference_table')).toEqual([...REFERENCE_TABLES].sort());
    expect(calls('create_distributed_table')).toEqual((await tenantTables(database.db, CLASSES)).sort());
    for (const m of doc.matchAll(/create_distributed_table\('([a-z_]+)'([^)]*)\)/g)) {
      expect(m[2], m[1]).toMatch(/'license_id'/);
    }
    for (const table of LOCAL_TABLES) expect(doc).toContain(table);
  });
});

describe('migration 0009 on a database holding the demo data', () => {
  let database: Database;
  let workDir: string;
  let before: Map<string, number>;

  /** Rows per table; `only` limits it to the tables that existed before (later migrations add empty ones). */
  async function rowCounts(only?: Iterable<string>): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const table of only ?? (await publicTables(database.db))) {
      const [row] = await executeRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
      counts.set(table, row?.n ?? -1);
    }
    return counts;
  }

  beforeAll(async () => {
    // The migrations up to 0008, as a database deployed before this change had them.
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-0009-'));
    const folder = path.join(workDir, 'drizzle');
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
    for (const entry of journal.entries.filter((e) => e.idx >= 9)) fs.rmSync(path.join(folder, `${entry.tag}.sql`));
    journal.entries = journal.entries.filter((e) => e.idx < 9);
    fs.writeFileSync(journalPath, JSON.stringify(journal));

    database = await openTestDatabase({ migrationsFolder: folder });
    // Without the demo forms, the permission profiles and card groups: their tables and columns arrive with later
    // migrations (0010, issue 12); so do the contract-detail tables (issue 13) and the eVB numbers (issue 14).
    await seedDemoData(database.db, { scale: 1, dataDir: workDir, refDate: startOfUtcDay(new Date()), withForms: false, withAdministration: false, withContractDetail: false, withVehicles: false, withAnalysisTotals: false });
    before = await rowCounts();
    await database.migrate();
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps every row and leaves a schema that can be distributed', async () => {
    expect(before.get('contracts')).toBeGreaterThan(1000);
    expect(await rowCounts(before.keys())).toEqual(before);
    expect(await distributionViolations(database.db, CLASSES)).toEqual([]);
  });

  it('nulls only the reference when a referenced row goes, never license_id', async () => {
    const db = database.db;
    const [contract] = await db
      .select({ id: t.contracts.id, licenseId: t.contracts.licenseId, companyId: t.contracts.companyId })
      .from(t.contracts)
      .where(isNotNull(t.contracts.companyId))
      .limit(1);
    if (!contract?.companyId) throw new Error('the demo data has no contract with a company');
    await db.delete(t.companies).where(and(eq(t.companies.licenseId, contract.licenseId), eq(t.companies.id, contract.companyId)));
    const [after] = await db
      .select({ licenseId: t.contracts.licenseId, companyId: t.contracts.companyId })
      .from(t.contracts)
      .where(and(eq(t.contracts.licenseId, contract.licenseId), eq(t.contracts.id, contract.id)));
    expect(after).toEqual({ licenseId: contract.licenseId, companyId: null });
  });

  it('refuses a reference to a row of another licence', async () => {
    const db = database.db;
    const [a, b] = await db.select({ id: t.licenses.id }).from(t.licenses).limit(2);
    const [customer] = await db.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.licenseId, a!.id)).limit(1);
    await expect(
      db.insert(t.customerNotes).values({ licenseId: b!.id, customerId: customer!.id, text: 'cross-licence' }),
    ).rejects.toThrow();
  });
});
