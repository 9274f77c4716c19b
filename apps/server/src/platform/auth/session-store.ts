/**
 * Sessions live in the database (no server memory, so many instances can serve one user).
 * The cookie carries a random 32-byte token; only its SHA-256 is stored, so a leaked table opens no session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

export type TAuthUser = {
  id: string;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  countryCode: string;
  language: string;
  isGuest: boolean;
};

export type TAuthSession = {
  /** SHA-256 of the cookie token (the sessions primary key). */
  sessionId: string;
  readOnly: boolean;
  expiresAt: Date;
  /** The expiry moved forward on this request (the cookie is then re-sent with it). */
  renewed: boolean;
  user: TAuthUser;
};

/** Renew last_seen/expiry at most this often, so that reads do not turn into a write each. */
export const SESSION_RENEW_AFTER_MS = 60_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  input: { userId: string; readOnly: boolean; ttlHours: number; userAgent?: string | undefined; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + input.ttlHours * 3_600_000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    readOnly: input.readOnly,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The session of a cookie token, or null when unknown or expired (an expired row is deleted).
 * Slides the expiry forward when the last renewal is more than a minute old.
 */
export async function resolveSession(db: Db, token: string, ttlHours: number, now = new Date()): Promise<TAuthSession | null> {
  // Tokens are 43 base64url characters; anything else cannot be ours and costs no query.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const sessionId = hashToken(token);
  const [row] = await db
    .select({
      readOnly: sessions.readOnly,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        email: users.email,
        title: users.title,
        firstName: users.firstName,
        lastName: users.lastName,
        countryCode: users.countryCode,
        language: users.language,
        isGuest: users.isGuest,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_RENEW_AFTER_MS) {
    expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
    renewed = true;
  }
  // Guests are read-only whatever the session row says.
  return { sessionId, readOnly: row.readOnly || row.user.isGuest, expiresAt, renewed, user: row.user };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

