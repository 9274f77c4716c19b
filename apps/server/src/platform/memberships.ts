/** A user's memberships with their licences, and the permission context the domain rules take. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TPermissionContext } from '@portal/domain';
import type { Db } from './db/client.js';
import { licenses, memberships } from './db/schema.js';
import { cachesPerDatabase, TtlCache } from './ttl-cache.js';
import { announceInvalidation, onRemoteInvalidation } from './cache-invalidation.js';

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

/**
 * Memberships with their licences as read in the last second, per database handle, keyed by user, guest flag and
 * licence. Changes made here (guest membership, licence settings) drop the affected entries at once; a role or
 * feature changed elsewhere (another instance, the operator's SQL) shows within MEMBERSHIP_CACHE_TTL_MS.
 */
export const MEMBERSHIP_CACHE_TTL_MS = 1000;
const membershipCache = cachesPerDatabase(() => new TtlCache<TMembershipWithLicense | null>(MEMBERSHIP_CACHE_TTL_MS));
const cacheKey = (userId: string, isGuest: boolean, licenseId: string) => JSON.stringify([userId, isGuest, licenseId]);

/** Forget cached memberships of one user, of one licence, or (no argument) all. */
export function forgetMemberships(db: Db, which: { userId?: string; licenseId?: string } = {}): void {
  forgetMembershipsHere(db, which);
  announceInvalidation(db, { cache: 'memberships', ...which });
}

onRemoteInvalidation('memberships', (db, { userId, licenseId }) => forgetMembershipsHere(db, { userId, licenseId }));

function forgetMembershipsHere(db: object, which: { userId?: string; licenseId?: string }): void {
  const cache = membershipCache(db);
  if (which.userId === undefined && which.licenseId === undefined) return cache.clear();
  cache.deleteWhere((key) => {
    const [userId, , licenseId] = JSON.parse(key) as [string, boolean, string];
    return userId === which.userId || licenseId === which.licenseId;
  });
}

/** The user's membership in a licence (cached for a second; see MEMBERSHIP_CACHE_TTL_MS), or null. */
export function findMembership(db: Db, user: { id: string; isGuest: boolean }, licenseId: string): Promise<TMembershipWithLicense | null> {
  return membershipCache(db).get(cacheKey(user.id, user.isGuest, licenseId), () => loadMembership(db, user, licenseId));
}

async function loadMembership(db: Db, user: { id: string; isGuest: boolean }, licenseId: string): Promise<TMembershipWithLicense | null> {
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
