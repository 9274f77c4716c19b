import { and, eq, sql } from 'drizzle-orm';
import { GUEST_ACCOUNT } from '../../seed/demo-accounts.js';
import type { Db } from '../../platform/db/client.js';
import { licenses, users } from '../../platform/db/schema.js';
import { guestLoginEnabled } from '../../platform/memberships.js';

/** Guests can log in when the guest user exists and at least one licence admits guests. */
export async function isGuestLoginAvailable(db: Db): Promise<boolean> {
  const guestUser = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, GUEST_ACCOUNT.email), eq(users.isGuest, true)));
  const [row] = await db
    .select({ ok: sql<boolean>`exists (${guestUser})` })
    .from(licenses)
    .where(guestLoginEnabled)
    .limit(1);
  return row?.ok === true;
}
