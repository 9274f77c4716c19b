import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { contentPages } from '../../platform/db/schema.js';

export type TContentPageRow = typeof contentPages.$inferSelect;
export type TContentPageValues = Pick<TContentPageRow, 'titel' | 'markdown' | 'html' | 'zielgruppe' | 'published' | 'sortOrder'>;

export const listContentPages = (db: Db, licenseId: string) =>
  db
    .select({ slug: contentPages.slug, titel: contentPages.titel, zielgruppe: contentPages.zielgruppe, published: contentPages.published, sortOrder: contentPages.sortOrder, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.licenseId, licenseId))
    .orderBy(asc(contentPages.sortOrder), asc(contentPages.titel), asc(contentPages.slug));

export const countContentPages = async (db: Db, licenseId: string): Promise<number> =>
  (await db.select({ n: count() }).from(contentPages).where(eq(contentPages.licenseId, licenseId)))[0]?.n ?? 0;

export const findContentPage = async (db: Db, licenseId: string, slug: string): Promise<TContentPageRow | undefined> =>
  (await db.select().from(contentPages).where(and(eq(contentPages.licenseId, licenseId), eq(contentPages.slug, slug))))[0];

/** Inserts unless the slug is taken (then undefined). */
export const insertContentPage = async (db: Db, licenseId: string, slug: string, values: TContentPageValues): Promise<TContentPageRow | undefined> =>
  (await db.insert(contentPages).values({ licenseId, slug, ...values }).onConflictDoNothing().returning())[0];

export const updateContentPage = async (db: Db, licenseId: string, slug: string, values: TContentPageValues): Promise<TContentPageRow | undefined> =>
  (await db.update(contentPages).set({ ...values, updatedAt: new Date() }).where(and(eq(contentPages.licenseId, licenseId), eq(contentPages.slug, slug))).returning())[0];

export const deleteContentPage = async (db: Db, licenseId: string, slug: string): Promise<TContentPageRow | undefined> =>
  (await db.delete(contentPages).where(and(eq(contentPages.licenseId, licenseId), eq(contentPages.slug, slug))).returning())[0];
