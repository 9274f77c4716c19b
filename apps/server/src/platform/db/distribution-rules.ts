/**
 * The rules a schema must keep to be distributed by license_id with Citus, checked against the database's own
 * catalogue (pg_catalog), so that they hold for what the migrations really built, not for what schema.ts says:
 *  - a tenant table has a NOT NULL license_id, and its primary key and every unique index contain it;
 *  - a foreign key between tenant tables maps license_id to license_id (both rows on one shard), and a
 *    SET NULL/SET DEFAULT action names its columns without license_id;
 *  - reference and local tables never refer to tenant tables (Citus has no such foreign keys).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { executeRows } from './execute-rows.js';

export const DISTRIBUTION_COLUMN = 'license_id';

export type TableClasses = {
  /** Shared by all licences: replicated to every Citus node (create_reference_table). */
  reference: readonly string[];
  /** Kept on the coordinator only (plain tables; they may refer to reference tables). */
  local: readonly string[];
};

type IndexRow = { table: string; index: string; primary: boolean; columns: string[] };
type ForeignKeyRow = {
  table: string;
  name: string;
  target: string;
  columns: string[];
  targetColumns: string[];
  deleteAction: string;
  setColumns: string[] | null;
};

/** Every ordinary table of the public schema. */
export async function publicTables(db: Db): Promise<string[]> {
  const rows = await executeRows<{ name: string }>(
    db,
    sql`select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((r) => r.name);
}

/** The tables distributed by license_id: every public table that is neither a reference nor a local table. */
export async function tenantTables(db: Db, classes: TableClasses): Promise<string[]> {
  const others = new Set([...classes.reference, ...classes.local]);
  return (await publicTables(db)).filter((t) => !others.has(t));
}

/** The violations of the rules above, one readable line each; empty when the schema can be distributed. */
export async function distributionViolations(db: Db, classes: TableClasses): Promise<string[]> {
  const tables = await publicTables(db);
  const tenants = new Set(await tenantTables(db, classes));
  const problems: string[] = [];
  for (const name of [...classes.reference, ...classes.local]) {
    if (!tables.includes(name)) problems.push(`${name}: listed as reference or local table but not in the database`);
  }

  const licenseColumns = await executeRows<{ table: string; nullable: string }>(
    db,
    sql`select table_name::text as "table", is_nullable::text as nullable from information_schema.columns
        where table_schema = 'public' and column_name = ${DISTRIBUTION_COLUMN}`,
  );
  const nullableByTable = new Map(licenseColumns.map((c) => [c.table, c.nullable === 'YES']));
  for (const table of tenants) {
    if (!nullableByTable.has(table)) problems.push(`${table}: tenant table without ${DISTRIBUTION_COLUMN}`);
    else if (nullableByTable.get(table)) problems.push(`${table}: ${DISTRIBUTION_COLUMN} may be null`);
  }

  const indexes = await executeRows<IndexRow>(
    db,
    sql`select t.relname::text as "table", i.relname::text as "index", ix.indisprimary as "primary",
          array(select coalesce(a.attname::text, '(expression)') from unnest(ix.indkey) with ordinality k(num, ord)
                left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.num order by k.ord) as columns
        from pg_index ix join pg_class i on i.oid = ix.indexrelid join pg_class t on t.oid = ix.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and ix.indisunique order by 1, 2`,
  );
  for (const table of tenants) {
    if (!indexes.some((i) => i.table === table && i.primary)) problems.push(`${table}: tenant table without a primary key`);
  }
  for (const index of indexes) {
    if (tenants.has(index.table) && !index.columns.includes(DISTRIBUTION_COLUMN)) {
      const kind = index.primary ? 'primary key' : 'unique index';
      problems.push(`${index.table}: ${kind} ${index.index} (${index.columns.join(', ')}) lacks ${DISTRIBUTION_COLUMN}`);
    }
  }

  const foreignKeys = await executeRows<ForeignKeyRow>(
    db,
    sql`select t.relname::text as "table", con.conname::text as name, f.relname::text as target,
          array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
                join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
          array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
                join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as "targetColumns",
          con.confdeltype::text as "deleteAction",
          case when con.confdelsetcols is null then null else
            array(select a.attname::text from unnest(con.confdelsetcols) k(num)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) end as "setColumns"
        from pg_constraint con join pg_class t on t.oid = con.conrelid join pg_class f on f.oid = con.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and con.contype = 'f' order by 1, 2`,
  );
  for (const fk of foreignKeys) {
    const from = `${fk.table}: foreign key ${fk.name} to ${fk.target}`;
    if (!tenants.has(fk.target)) continue;
    if (!tenants.has(fk.table)) {
      problems.push(`${from}: a reference or local table cannot refer to a tenant table`);
      continue;
    }
    const at = fk.columns.indexOf(DISTRIBUTION_COLUMN);
    if (at < 0 || fk.targetColumns[at] !== DISTRIBUTION_COLUMN) {
      problems.push(`${from} (${fk.columns.join(', ')}) does not map ${DISTRIBUTION_COLUMN} to ${DISTRIBUTION_COLUMN}`);
    }
    // 'n' SET NULL, 'd' SET DEFAULT: without a column list they would overwrite license_id too.
    if ((fk.deleteAction === 'n' || fk.deleteAction === 'd') && (!fk.setColumns || fk.setColumns.includes(DISTRIBUTION_COLUMN))) {
      problems.push(`${from}: ON DELETE SET NULL/DEFAULT must name its columns, without ${DISTRIBUTION_COLUMN}`);
    }
  }
  return problems;
}
