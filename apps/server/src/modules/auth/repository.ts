import { and, asc, eq } from 'drizzle-orm';
import { NO_PERMISSIONS } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { licenses, memberships, users } from '../../platform/db/schema.js';
import type { TAuthUser } from '../../platform/auth/session-store.js';
import { forgetMemberships, guestLoginEnabled } from '../../platform/memberships.js';
import { GUEST_ACCOUNT } from '../../seed/demo-accounts.js';

const authUserColumns = {
  id: users.id,
  email: users.email,
  title: users.title,
  firstName: users.firstName,
  lastName: users.lastName,
  countryCode: users.countryCode,
  language: users.language,
  isGuest: users.isGuest,
};

export async function findUserByEmail(db: Db, email: string): Promise<(TAuthUser & { passwordHash: string | null }) | null> {
  const [row] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findGuestUser(db: Db): Promise<TAuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.email, GUEST_ACCOUNT.email), eq(users.isGuest, true)))
    .limit(1);
  return row ?? null;
}

/** The licence a guest enters: the one asked for, or the first by name; only licences with GuestLogin. */
export async function findGuestLicense(db: Db, licenseId: string | undefined): Promise<string | null> {
  const [row] = await db
    .select({ id: licenses.id })
    .from(licenses)
    .where(and(guestLoginEnabled, licenseId ? eq(licenses.id, licenseId) : undefined))
    .orderBy(asc(licenses.name), asc(licenses.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Gives the guest a read-only membership in a licence that admits guests, so that the licence's
 * GuestLogin switch alone decides (no membership rows to keep in step).
 */
export async function ensureGuestMembership(db: Db, input: { userId: string; licenseId: string }): Promise<void> {
  await db
    .insert(memberships)
    .values({
      userId: input.userId,
      licenseId: input.licenseId,
      role: 'guest',
      preset: GUEST_ACCOUNT.preset,
      permissions: NO_PERMISSIONS,
      readOnly: true,
    })
    .onConflictDoNothing();
  forgetMemberships(db, { userId: input.userId });
}

export async function markLoggedIn(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
