import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { memberships, sessions, users } from '../../platform/db/schema.js';

export type TSessionRow = { id: string; userAgent: string | null; ip: string | null; createdAt: Date; lastSeenAt: Date };

export async function listUserSessions(db: Db, userId: string): Promise<TSessionRow[]> {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}

/** Ends the user's sessions, all or all but `keep`; the number ended. */
export async function deleteUserSessions(db: Db, userId: string, keep?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId))).returning({ id: sessions.id });
  return rows.length > 0;
}

export type TMemberSessions = { userId: string; email: string; firstName: string; lastName: string; role: string; sessions: number; lastSeenAt: Date | null };

/** The licence's members (guests aside) with their number of live sessions. */
export async function listMemberSessions(db: Db, licenseId: string): Promise<TMemberSessions[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
      sessions: sql<number>`(select count(*)::int from ${sessions} s where s.user_id = ${users.id} and s.expires_at > now())`,
      lastSeenAt: sql<Date | null>`(select max(s.last_seen_at) from ${sessions} s where s.user_id = ${users.id})`.mapWith((v: unknown) => (v ? new Date(v as string) : null)),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.licenseId, licenseId), eq(users.isGuest, false)))
    .orderBy(users.lastName, users.firstName, users.email);
}

export async function isMemberOf(db: Db, userId: string, licenseId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.licenseId, licenseId)))
    .limit(1);
  return row !== undefined;
}
