/** Brief tags of a licence and the licence's tag subscription (spec 000 §3 Brief tags). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { tags, tagSubscriptions } from '../../platform/db/schema.js';

export type TTagRow = { id: string; name: string; matchcode: string };

export async function listTags(db: Db, licenseId: string): Promise<TTagRow[]> {
  return db
    .select({ id: tags.id, name: tags.name, matchcode: tags.matchcode })
    .from(tags)
    .where(eq(tags.licenseId, licenseId))
    .orderBy(asc(tags.name), asc(tags.id));
}

export async function findSubscription(db: Db, licenseId: string): Promise<{ allowAll: boolean; allowedTagIds: string[] } | null> {
  const [row] = await db
    .select({ allowAll: tagSubscriptions.allowAll, allowedTagIds: tagSubscriptions.allowedTagIds })
    .from(tagSubscriptions)
    .where(eq(tagSubscriptions.licenseId, licenseId));
  return row ?? null;
}

export async function upsertSubscription(db: Db, licenseId: string, s: { allowAll: boolean; tagIds: string[] }): Promise<void> {
  await db
    .insert(tagSubscriptions)
    .values({ licenseId, allowAll: s.allowAll, allowedTagIds: s.tagIds })
    .onConflictDoUpdate({ target: tagSubscriptions.licenseId, set: { allowAll: s.allowAll, allowedTagIds: s.tagIds, updatedAt: sql`now()` } });
}
