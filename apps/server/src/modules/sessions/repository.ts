import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { memberships, sessions, users } from '../../platform/db/schema.js';
import { forgetSessions } from '../../platform/auth/session-store.js';

export type TSessionRow = { id: string; userAgent: string | null; ip: string | null; createdAt: Date; lastSeenAt: Date };

/**
 * Which sessions are live at `now`: before their absolute end and used within the idle timeout — the same test the
 * auth hook applies (session-store resolveSession), so that a session ended by idling is neither listed nor counted
 * before the cleanup deletes it.
 */
export type TLiveWindow = { now: Date; idleMs: number };
const liveSince = (w: TLiveWindow) => ({ now: w.now.toISOString(), seenAfter: new Date(w.now.getTime() - w.idleMs).toISOString() });

export async function listUserSessions(db: Db, userId: string, window: TLiveWindow): Promise<TSessionRow[]> {
  const live = liveSince(window);
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${live.now}::timestamptz`, sql`${sessions.lastSeenAt} > ${live.seenAfter}::timestamptz`))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}

/** Ends the user's sessions, all or all but `keep`; the number ended. */
export async function deleteUserSessions(db: Db, userId: string, keep?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  for (const row of rows) forgetSessions(db, row.id);
  return rows.length;
}

export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId))).returning({ id: sessions.id });
  for (const row of rows) forgetSessions(db, row.id);
  return rows.length > 0;
}

export type TMemberSessions = { userId: string; email: string; firstName: string; lastName: string; role: string; sessions: number; lastSeenAt: Date | null };

/** The licence's members (guests aside) with their number of live sessions. */
export async function listMemberSessions(db: Db, licenseId: string, window: TLiveWindow): Promise<TMemberSessions[]> {
  const live = liveSince(window);
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
      sessions: sql<number>`(select count(*)::int from ${sessions} s where s.user_id = ${users.id} and s.expires_at > ${live.now}::timestamptz and s.last_seen_at > ${live.seenAfter}::timestamptz)`,
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
