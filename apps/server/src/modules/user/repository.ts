import { eq } from 'drizzle-orm';
import type { TLanguage } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import { forgetSessions } from '../../platform/auth/session-store.js';

export async function updateUserLanguage(db: Db, input: { userId: string; language: TLanguage }): Promise<void> {
  await db.update(users).set({ language: input.language }).where(eq(users.id, input.userId));
  // Sessions carry the user (cached by session id): drop them so that the next request shows the new language.
  forgetSessions(db);
}
