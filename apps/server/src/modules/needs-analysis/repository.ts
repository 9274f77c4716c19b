import { and, count, desc, eq } from 'drizzle-orm';
import type { TNeedsAnalysis } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { needsAnalyses, users } from '../../platform/db/schema.js';

type TMemberKey = { licenseId: string; userId: string };

export async function findNeedsAnalysis(db: Db, key: TMemberKey): Promise<{ answers: TNeedsAnalysis; savedAt: Date } | null> {
  const [row] = await db
    .select({ answers: needsAnalyses.answers, savedAt: needsAnalyses.savedAt })
    .from(needsAnalyses)
    .where(and(eq(needsAnalyses.licenseId, key.licenseId), eq(needsAnalyses.userId, key.userId)))
    .limit(1);
  return row ?? null;
}

export async function upsertNeedsAnalysis(db: Db, key: TMemberKey & { answers: TNeedsAnalysis }): Promise<Date> {
  const savedAt = new Date();
  await db
    .insert(needsAnalyses)
    .values({ licenseId: key.licenseId, userId: key.userId, answers: key.answers, savedAt })
    .onConflictDoUpdate({ target: [needsAnalyses.licenseId, needsAnalyses.userId], set: { answers: key.answers, savedAt } });
  return savedAt;
}

/** The licence's saved analyses with their members' names, last saved first, one page. */
export async function listNeedsAnalyses(db: Db, input: { licenseId: string; limit: number; offset: number }) {
  const where = eq(needsAnalyses.licenseId, input.licenseId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ userId: needsAnalyses.userId, answers: needsAnalyses.answers, savedAt: needsAnalyses.savedAt, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(needsAnalyses)
      .innerJoin(users, eq(users.id, needsAnalyses.userId))
      .where(where)
      .orderBy(desc(needsAnalyses.savedAt), desc(needsAnalyses.userId))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(needsAnalyses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
