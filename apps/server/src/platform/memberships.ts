/** A user's memberships with their licences, and the permission context the domain rules take. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TPermissionContext } from '@portal/domain';
import type { Db } from './db/client.js';
import { licenses, memberships } from './db/schema.js';

export type TMembership = typeof memberships.$inferSelect;
export type TLicense = typeof licenses.$inferSelect;
export type TMembershipWithLicense = { membership: TMembership; license: TLicense };

/**
 * Licences that admit guests: demonstration licences (is_demo, set by the operator) with features.GuestLogin on.
 * A real broker's licence never admits guests, whatever its GuestLogin switch says.
 */
export const guestLoginEnabled: SQL = sql`(${licenses.isDemo} and coalesce((${licenses.features}->>'GuestLogin')::boolean, false))`;

/** Guests see a licence only while it still admits guests. */
const visibleTo = (user: { isGuest: boolean }): SQL | undefined => (user.isGuest ? guestLoginEnabled : undefined);

export async function findMembership(
  db: Db,
  user: { id: string; isGuest: boolean },
  licenseId: string,
): Promise<TMembershipWithLicense | null> {
  const [row] = await db
    .select({ membership: memberships, license: licenses })
    .from(memberships)
    .innerJoin(licenses, eq(licenses.id, memberships.licenseId))
    .where(and(eq(memberships.userId, user.id), eq(memberships.licenseId, licenseId), visibleTo(user)))
    .limit(1);
  return row ?? null;
}

/** All licences of the user in display order (sort order, then name). */
export async function listMemberships(db: Db, user: { id: string; isGuest: boolean }): Promise<TMembershipWithLicense[]> {
  return db
    .select({ membership: memberships, license: licenses })
    .from(memberships)
    .innerJoin(licenses, eq(licenses.id, memberships.licenseId))
    .where(and(eq(memberships.userId, user.id), visibleTo(user)))
    .orderBy(asc(memberships.sortOrder), asc(licenses.name), asc(licenses.id));
}

export function toPermissionContext(m: TMembershipWithLicense, sessionReadOnly: boolean): TPermissionContext {
  return {
    role: m.membership.role,
    preset: m.membership.preset,
    kind: m.license.kind,
    families: m.license.families,
    permissions: m.membership.permissions,
    features: m.license.features,
    readOnly: sessionReadOnly || m.membership.readOnly || m.membership.role === 'guest',
  };
}
