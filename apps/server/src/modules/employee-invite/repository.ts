/** Rows of employee management: invited members of a licence, their assigned customers and their invitation links. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { customers, employeeInvites, licenses, membershipCustomers, memberships, users } from '../../platform/db/schema.js';
import { customerVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';

export type TInviteRow = {
  userId: string;
  email: string;
  role: (typeof memberships.$inferSelect)['role'];
  lastActivityAt: Date | null;
  invitedByUserId: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
};

/** Invited members of the licence (all of them, or only those one member invited), oldest first. */
export async function listInvitees(db: Db, input: { licenseId: string; invitedBy?: string }): Promise<TInviteRow[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      role: memberships.role,
      lastActivityAt: memberships.lastActivityAt,
      invitedByUserId: employeeInvites.invitedByUserId,
      createdAt: employeeInvites.createdAt,
      expiresAt: employeeInvites.expiresAt,
      acceptedAt: employeeInvites.acceptedAt,
    })
    .from(employeeInvites)
    .innerJoin(memberships, and(eq(memberships.licenseId, employeeInvites.licenseId), eq(memberships.userId, employeeInvites.userId)))
    .innerJoin(users, eq(users.id, employeeInvites.userId))
    .where(and(eq(employeeInvites.licenseId, input.licenseId), input.invitedBy ? eq(employeeInvites.invitedByUserId, input.invitedBy) : undefined))
    .orderBy(asc(employeeInvites.createdAt), asc(users.email));
}

/** Assigned customers (Id, Name1) of the given members of a licence. */
export async function assignedCustomersOf(db: Db, licenseId: string, userIds: readonly string[]): Promise<Map<string, { Id: string; Name1: string }[]>> {
  const byUser = new Map<string, { Id: string; Name1: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: membershipCustomers.userId, id: customers.id, name: customers.kundenname })
    .from(membershipCustomers)
    .innerJoin(customers, and(eq(customers.id, membershipCustomers.customerId), eq(customers.licenseId, licenseId)))
    .where(and(eq(membershipCustomers.licenseId, licenseId), inArray(membershipCustomers.userId, [...userIds])))
    .orderBy(asc(customers.kundenname), asc(customers.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ Id: r.id, Name1: r.name });
    byUser.set(r.userId, list);
  }
  return byUser;
}

/** Those of the ids the scope may see (inside its licence). */
export async function visibleCustomerIds(db: Db, scope: TVisibilityScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(customerVisibility(scope), inArray(customers.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash, language: users.language, isGuest: users.isGuest }).from(users).where(eq(users.email, email)).limit(1))[0];

export const findMembershipRow = async (db: Db, licenseId: string, userId: string) =>
  (await db.select().from(memberships).where(and(eq(memberships.licenseId, licenseId), eq(memberships.userId, userId))).limit(1))[0];

export const findInviteRow = async (db: Db, licenseId: string, userId: string) =>
  (await db.select().from(employeeInvites).where(and(eq(employeeInvites.licenseId, licenseId), eq(employeeInvites.userId, userId))).limit(1))[0];

/** The invitation a link token opens, with its user and licence. */
export async function findInviteByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invite: employeeInvites,
      email: users.email,
      passwordHash: users.passwordHash,
      licenseName: licenses.name,
      invitedBy: sql<string | null>`(select trim(concat_ws(' ', u.first_name, u.last_name)) || ' <' || u.email || '>' from ${users} u where u.id = ${employeeInvites.invitedByUserId})`,
    })
    .from(employeeInvites)
    .innerJoin(users, eq(users.id, employeeInvites.userId))
    .innerJoin(licenses, eq(licenses.id, employeeInvites.licenseId))
    .where(eq(employeeInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Replaces the assigned customers of a member. */
export async function setAssignedCustomers(db: Db, input: { licenseId: string; userId: string; customerIds: readonly string[] }): Promise<void> {
  await db.delete(membershipCustomers).where(and(eq(membershipCustomers.licenseId, input.licenseId), eq(membershipCustomers.userId, input.userId)));
  if (input.customerIds.length > 0) {
    await db.insert(membershipCustomers).values(input.customerIds.map((customerId) => ({ licenseId: input.licenseId, userId: input.userId, customerId })));
  }
}
