import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { faqEntries } from '../../platform/db/schema.js';

export type TFaqRow = typeof faqEntries.$inferSelect;
type TFaqValues = Pick<TFaqRow, 'kategorie' | 'frage' | 'antwort' | 'sortOrder'>;

export const listFaqEntries = (db: Db, licenseId: string) =>
  db.select().from(faqEntries).where(eq(faqEntries.licenseId, licenseId)).orderBy(asc(faqEntries.kategorie), asc(faqEntries.sortOrder), asc(faqEntries.frage), asc(faqEntries.id));

export const countFaqEntries = async (db: Db, licenseId: string): Promise<number> =>
  (await db.select({ n: count() }).from(faqEntries).where(eq(faqEntries.licenseId, licenseId)))[0]?.n ?? 0;

export const findFaqEntry = async (db: Db, licenseId: string, id: string): Promise<TFaqRow | undefined> =>
  (await db.select().from(faqEntries).where(and(eq(faqEntries.licenseId, licenseId), eq(faqEntries.id, id))))[0];

export const insertFaqEntry = async (db: Db, licenseId: string, values: TFaqValues): Promise<TFaqRow> =>
  (await db.insert(faqEntries).values({ licenseId, ...values }).returning())[0]!;

export const updateFaqEntry = async (db: Db, licenseId: string, id: string, values: TFaqValues): Promise<TFaqRow | undefined> =>
  (await db.update(faqEntries).set({ ...values, updatedAt: new Date() }).where(and(eq(faqEntries.licenseId, licenseId), eq(faqEntries.id, id))).returning())[0];

export const deleteFaqEntry = async (db: Db, licenseId: string, id: string): Promise<TFaqRow | undefined> =>
  (await db.delete(faqEntries).where(and(eq(faqEntries.licenseId, licenseId), eq(faqEntries.id, id))).returning())[0];
