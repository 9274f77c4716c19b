import { and, eq, sql } from 'drizzle-orm';
import type { TFooterLinks } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { licenseImages, licenses } from '../../platform/db/schema.js';

export type TImageKind = 'logo' | 'banner';
export type TLicenseImageRow = typeof licenseImages.$inferSelect;

const byKind = (licenseId: string, kind: TImageKind) => and(eq(licenseImages.licenseId, licenseId), eq(licenseImages.kind, kind));

export async function findLicenseImage(db: Db, licenseId: string, kind: TImageKind): Promise<TLicenseImageRow | null> {
  const [row] = await db.select().from(licenseImages).where(byKind(licenseId, kind)).limit(1);
  return row ?? null;
}

export async function upsertLicenseImage(db: Db, row: Omit<TLicenseImageRow, 'uploadedAt'>): Promise<void> {
  const uploadedAt = new Date();
  const { version, storageKey, contentType, size, uploadedBy } = row;
  await db
    .insert(licenseImages)
    .values({ ...row, uploadedAt })
    .onConflictDoUpdate({ target: [licenseImages.licenseId, licenseImages.kind], set: { version, storageKey, contentType, size, uploadedBy, uploadedAt } });
}

export async function deleteLicenseImage(db: Db, licenseId: string, kind: TImageKind): Promise<void> {
  await db.delete(licenseImages).where(byKind(licenseId, kind));
}

/** Where the shell finds the image: the logo in licenses.logo_url, the banner image in appearance.Banner.Image. */
export async function setLicenseImageUrl(db: Db, licenseId: string, kind: TImageKind, url: string | null): Promise<void> {
  if (kind === 'logo') {
    await db.update(licenses).set({ logoUrl: url }).where(eq(licenses.id, licenseId));
    return;
  }
  // Only the one key: a concurrent save of the other appearance fields is not overwritten.
  await db
    .update(licenses)
    .set({ appearance: sql`jsonb_set(${licenses.appearance}, '{Banner,Image}', ${JSON.stringify(url)}::jsonb, true)` })
    .where(eq(licenses.id, licenseId));
}

export async function updateFooterLinks(db: Db, licenseId: string, footerLinks: TFooterLinks): Promise<void> {
  await db.update(licenses).set({ footerLinks }).where(eq(licenses.id, licenseId));
}
