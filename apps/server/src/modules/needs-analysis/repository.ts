import { and, eq } from 'drizzle-orm';
import type { TNeedsAnalysis } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { needsAnalyses } from '../../platform/db/schema.js';

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
