/** Permission profile templates, info-widget images and dismissals of a licence (every query scoped by license_id). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { TRole } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { sameLicense } from '../../platform/db/same-license.js';
import { detailSets, infoWidgetDismissals, infoWidgetImages, permissionTemplates } from '../../platform/db/schema.js';

export async function listProfiles(db: Db, licenseId: string) {
  return db
    .select({
      id: permissionTemplates.id,
      role: permissionTemplates.role,
      name: permissionTemplates.name,
      detailSetId: permissionTemplates.detailSetId,
      detailSetName: detailSets.name,
      infoWidgetActive: permissionTemplates.infoWidgetActive,
      infoWidgetClosable: permissionTemplates.infoWidgetClosable,
      infoWidgetText: permissionTemplates.infoWidgetText,
      imageId: infoWidgetImages.id,
      imageName: infoWidgetImages.fileName,
    })
    .from(permissionTemplates)
    .innerJoin(detailSets, and(sameLicense(detailSets, permissionTemplates), eq(detailSets.id, permissionTemplates.detailSetId)))
    .leftJoin(infoWidgetImages, and(sameLicense(infoWidgetImages, permissionTemplates), eq(infoWidgetImages.id, permissionTemplates.infoWidgetImageId)))
    .where(eq(permissionTemplates.licenseId, licenseId))
    .orderBy(asc(permissionTemplates.name));
}
export type TProfileRow = Awaited<ReturnType<typeof listProfiles>>[number];

export async function findProfile(db: Db, licenseId: string, id: string): Promise<TProfileRow | null> {
  return (await listProfiles(db, licenseId)).find((p) => p.id === id) ?? null;
}

export async function findProfileByRole(db: Db, licenseId: string, role: TRole): Promise<TProfileRow | null> {
  return (await listProfiles(db, licenseId)).find((p) => p.role === role) ?? null;
}

export async function updateProfile(
  db: Db,
  licenseId: string,
  id: string,
  o: { detailSetId: string; infoWidgetActive: boolean; infoWidgetClosable: boolean; infoWidgetImageId: string | null; infoWidgetText?: string },
): Promise<void> {
  await db
    .update(permissionTemplates)
    .set({ ...o, updatedAt: new Date() })
    .where(and(eq(permissionTemplates.licenseId, licenseId), eq(permissionTemplates.id, id)));
}

export async function setProfileText(db: Db, licenseId: string, id: string, text: string): Promise<void> {
  await db.update(permissionTemplates).set({ infoWidgetText: text, updatedAt: new Date() }).where(and(eq(permissionTemplates.licenseId, licenseId), eq(permissionTemplates.id, id)));
}

export async function setExists(db: Db, licenseId: string, id: string): Promise<boolean> {
  const rows = await db.select({ id: detailSets.id }).from(detailSets).where(and(eq(detailSets.licenseId, licenseId), eq(detailSets.id, id)));
  return rows.length > 0;
}

export async function listImages(db: Db, licenseId: string) {
  const images = await db.select().from(infoWidgetImages).where(eq(infoWidgetImages.licenseId, licenseId)).orderBy(asc(infoWidgetImages.fileName), asc(infoWidgetImages.createdAt));
  const usage = await db
    .select({ imageId: permissionTemplates.infoWidgetImageId, n: count() })
    .from(permissionTemplates)
    .where(eq(permissionTemplates.licenseId, licenseId))
    .groupBy(permissionTemplates.infoWidgetImageId);
  return images.map((i) => ({ ...i, usage: usage.find((u) => u.imageId === i.id)?.n ?? 0 }));
}

export async function findImage(db: Db, licenseId: string, id: string) {
  const [row] = await db.select().from(infoWidgetImages).where(and(eq(infoWidgetImages.licenseId, licenseId), eq(infoWidgetImages.id, id)));
  return row ?? null;
}

export async function imageUsage(db: Db, licenseId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(permissionTemplates)
    .where(and(eq(permissionTemplates.licenseId, licenseId), eq(permissionTemplates.infoWidgetImageId, id)));
  return row?.n ?? 0;
}

export async function insertImage(db: Db, row: typeof infoWidgetImages.$inferInsert) {
  const [created] = await db.insert(infoWidgetImages).values(row).returning();
  return created!;
}

export async function deleteImage(db: Db, licenseId: string, id: string): Promise<void> {
  await db.delete(infoWidgetImages).where(and(eq(infoWidgetImages.licenseId, licenseId), eq(infoWidgetImages.id, id)));
}

export async function isDismissed(db: Db, o: { licenseId: string; userId: string; templateId: string }): Promise<boolean> {
  const rows = await db
    .select({ at: infoWidgetDismissals.closedAt })
    .from(infoWidgetDismissals)
    .where(and(eq(infoWidgetDismissals.licenseId, o.licenseId), eq(infoWidgetDismissals.userId, o.userId), eq(infoWidgetDismissals.templateId, o.templateId)));
  return rows.length > 0;
}

export async function dismiss(db: Db, o: { licenseId: string; userId: string; templateId: string }): Promise<void> {
  await db.insert(infoWidgetDismissals).values(o).onConflictDoNothing();
}

/** A new text shows again to everyone who closed the old one. */
export async function clearDismissals(db: Db, licenseId: string, templateId: string): Promise<void> {
  await db.delete(infoWidgetDismissals).where(and(eq(infoWidgetDismissals.licenseId, licenseId), eq(infoWidgetDismissals.templateId, templateId)));
}
