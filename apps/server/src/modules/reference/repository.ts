import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { branches, cards } from '../../platform/db/schema.js';

export function listBranches(db: Db, licenseId: string) {
  return db
    .select({ Spartenkuerzel: branches.kuerzel, Spartenbezeichnung: branches.bezeichnung })
    .from(branches)
    .where(eq(branches.licenseId, licenseId))
    .orderBy(asc(branches.bezeichnung));
}

export async function findCard(db: Db, licenseId: string, id: string) {
  const [row] = await db.select().from(cards).where(and(eq(cards.licenseId, licenseId), eq(cards.id, id))).limit(1);
  return row ?? null;
}
