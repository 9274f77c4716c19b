import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { activityLog, memberships } from '../../platform/db/schema.js';

export async function insertActivity(db: Db, input: { licenseId: string; userId: string; action: string; at: Date }): Promise<void> {
  await db.insert(activityLog).values(input);
}

export async function touchMembershipActivity(db: Db, input: { licenseId: string; userId: string; at: Date }): Promise<void> {
  await db
    .update(memberships)
    .set({ lastActivityAt: input.at })
    .where(and(eq(memberships.licenseId, input.licenseId), eq(memberships.userId, input.userId)));
}
