/** Detail-view sets and definitions of a licence (every query scoped by license_id). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PROFILE_NAMES, ROLES, type TDetailDefinitionInput, type TRole } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { sameLicense } from '../../platform/db/same-license.js';
import { detailDefinitions, detailSetDefinitions, detailSets, permissionTemplates } from '../../platform/db/schema.js';

export type TSetRow = { id: string; name: string; isStandard: boolean; definitions: string[] };

export async function listSets(db: Db, licenseId: string): Promise<TSetRow[]> {
  const sets = await db
    .select({ id: detailSets.id, name: detailSets.name, isStandard: detailSets.isStandard })
    .from(detailSets)
    .where(eq(detailSets.licenseId, licenseId))
    .orderBy(asc(detailSets.name));
  const links = await db
    .select({ setId: detailSetDefinitions.setId, definitionId: detailSetDefinitions.definitionId })
    .from(detailSetDefinitions)
    .where(eq(detailSetDefinitions.licenseId, licenseId));
  return sets.map((s) => ({ ...s, definitions: links.filter((l) => l.setId === s.id).map((l) => l.definitionId) }));
}

export async function findSet(db: Db, licenseId: string, id: string): Promise<TSetRow | null> {
  const all = await listSets(db, licenseId);
  return all.find((s) => s.id === id) ?? null;
}

export async function listDefinitions(db: Db, licenseId: string) {
  return db.select().from(detailDefinitions).where(eq(detailDefinitions.licenseId, licenseId)).orderBy(asc(detailDefinitions.type), asc(detailDefinitions.name));
}

export async function findDefinitions(db: Db, licenseId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select().from(detailDefinitions).where(and(eq(detailDefinitions.licenseId, licenseId), inArray(detailDefinitions.id, [...ids])));
}

/** The names of the sets selecting a definition. */
export async function setsUsingDefinition(db: Db, licenseId: string, definitionId: string): Promise<string[]> {
  const rows = await db
    .select({ name: detailSets.name })
    .from(detailSetDefinitions)
    .innerJoin(detailSets, and(sameLicense(detailSets, detailSetDefinitions), eq(detailSets.id, detailSetDefinitions.setId)))
    .where(and(eq(detailSetDefinitions.licenseId, licenseId), eq(detailSetDefinitions.definitionId, definitionId)))
    .orderBy(asc(detailSets.name));
  return rows.map((r) => r.name);
}

export async function profilesUsingSet(db: Db, licenseId: string, setId: string): Promise<string[]> {
  const rows = await db
    .select({ name: permissionTemplates.name })
    .from(permissionTemplates)
    .where(and(eq(permissionTemplates.licenseId, licenseId), eq(permissionTemplates.detailSetId, setId)));
  return rows.map((r) => r.name);
}

export async function insertSet(db: Db, licenseId: string, name: string): Promise<string> {
  const [row] = await db.insert(detailSets).values({ licenseId, name }).returning({ id: detailSets.id });
  return row!.id;
}

export async function updateSet(db: Db, licenseId: string, id: string, o: { name: string; definitions: readonly string[] }): Promise<void> {
  await db.update(detailSets).set({ name: o.name }).where(and(eq(detailSets.licenseId, licenseId), eq(detailSets.id, id)));
  await db.delete(detailSetDefinitions).where(and(eq(detailSetDefinitions.licenseId, licenseId), eq(detailSetDefinitions.setId, id)));
  if (o.definitions.length > 0) {
    await db.insert(detailSetDefinitions).values(o.definitions.map((definitionId) => ({ licenseId, setId: id, definitionId })));
  }
}

export async function deleteSet(db: Db, licenseId: string, id: string): Promise<void> {
  await db.delete(detailSets).where(and(eq(detailSets.licenseId, licenseId), eq(detailSets.id, id)));
}

export async function insertDefinition(db: Db, licenseId: string, d: TDetailDefinitionInput) {
  const [row] = await db
    .insert(detailDefinitions)
    .values({ licenseId, name: d.Name, type: d.Type, columns: d.Columns, columnsLocked: d.Settings.ColumnsLocked })
    .returning();
  return row!;
}

export async function updateDefinition(db: Db, licenseId: string, id: string, d: TDetailDefinitionInput) {
  const [row] = await db
    .update(detailDefinitions)
    .set({ name: d.Name, type: d.Type, columns: d.Columns, columnsLocked: d.Settings.ColumnsLocked })
    .where(and(eq(detailDefinitions.licenseId, licenseId), eq(detailDefinitions.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteDefinition(db: Db, licenseId: string, id: string): Promise<void> {
  await db.delete(detailDefinitions).where(and(eq(detailDefinitions.licenseId, licenseId), eq(detailDefinitions.id, id)));
}

/**
 * The licence's standard set and one profile per role, created when missing (a licence made before issue 12, or
 * a new one): idempotent, safe when two requests race (the unique indexes decide, the loser does nothing).
 */
export async function ensureStandardSetAndProfiles(db: Db, licenseId: string): Promise<void> {
  const have = await db.select({ role: permissionTemplates.role }).from(permissionTemplates).where(eq(permissionTemplates.licenseId, licenseId));
  if (have.length === ROLES.length) return;
  await db.insert(detailSets).values({ licenseId, name: 'Standard', isStandard: true }).onConflictDoNothing();
  const [standard] = await db
    .select({ id: detailSets.id })
    .from(detailSets)
    .where(and(eq(detailSets.licenseId, licenseId), eq(detailSets.isStandard, true)))
    .limit(1);
  const missing = ROLES.filter((r: TRole) => !have.some((h) => h.role === r));
  await db
    .insert(permissionTemplates)
    .values(missing.map((role) => ({ licenseId, role, name: PROFILE_NAMES[role], detailSetId: standard!.id })))
    .onConflictDoNothing();
}

/** The TABELLE_<type> definition the member's lists use: their profile's set's, else the standard set's. */
export async function findMemberTableDefinition(db: Db, o: { licenseId: string; role: TRole; type: string }) {
  const profileSet = db
    .select({ id: permissionTemplates.detailSetId })
    .from(permissionTemplates)
    .where(and(eq(permissionTemplates.licenseId, o.licenseId), eq(permissionTemplates.role, o.role)));
  const rows = await db
    .select({ columns: detailDefinitions.columns, locked: detailDefinitions.columnsLocked, isStandard: detailSets.isStandard })
    .from(detailDefinitions)
    .innerJoin(detailSetDefinitions, and(sameLicense(detailSetDefinitions, detailDefinitions), eq(detailSetDefinitions.definitionId, detailDefinitions.id)))
    .innerJoin(detailSets, and(sameLicense(detailSets, detailSetDefinitions), eq(detailSets.id, detailSetDefinitions.setId)))
    .where(
      and(
        eq(detailDefinitions.licenseId, o.licenseId),
        eq(detailDefinitions.type, `TABELLE_${o.type}`),
        sql`(${detailSets.isStandard} or ${detailSets.id} in ${profileSet})`,
      ),
    )
    // The profile's set first, the standard set as the fallback.
    .orderBy(asc(detailSets.isStandard))
    .limit(1);
  return rows[0] ?? null;
}
