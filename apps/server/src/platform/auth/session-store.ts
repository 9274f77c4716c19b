/**
 * Sessions live in the database (no server memory, so many instances can serve one user).
 * The cookie carries a random 32-byte token; only its SHA-256 is stored, so a leaked table opens no session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { cachesPerDatabase, TtlCache } from '../ttl-cache.js';
import { announceInvalidation, onRemoteInvalidation } from '../cache-invalidation.js';

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
  /** The absolute end, fixed at login. */
  expiresAt: Date;
  /** When the session ends unless the user makes a request before. */
  idleExpiresAt: Date;
  user: TAuthUser;
};

/** Why a token opens no session: unknown (never was, or logged out) or ended (idle or past its lifetime). */
export type TSessionResolution = { session: TAuthSession } | { ended: 'unknown' | 'expired' };

/** Record activity at most this often, so that reads do not turn into a write each. */
export const SESSION_RENEW_AFTER_MS = 60_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type TSessionLifetimes = { idleMinutes: number };

export async function createSession(
  db: Db,
  input: {
    userId: string;
    readOnly: boolean;
    /** Absolute lifetime from now. */
    lifetimeHours: number;
    userAgent?: string | undefined;
    ip?: string | undefined;
    now?: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + input.lifetimeHours * 3_600_000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    readOnly: input.readOnly,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ip: input.ip?.slice(0, 100) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The session of a cookie token. It ends — and its row is deleted — at its absolute end or after
 * `idleMinutes` without activity. A request counts as activity unless `background` (the app's own refreshes),
 * and is recorded at most once a minute.
 */
type TSessionRow = { readOnly: boolean; expiresAt: Date; lastSeenAt: Date; user: TAuthUser };

/**
 * Sessions read in the last second, per database handle. Ending a session here (logout, idle or absolute end,
 * "end my other sessions", an admin ending a member's) drops it at once; a session ended by another instance
 * stops working here within SESSION_CACHE_TTL_MS.
 */
export const SESSION_CACHE_TTL_MS = 1000;
const sessionCache = cachesPerDatabase(() => new TtlCache<TSessionRow | null>(SESSION_CACHE_TTL_MS));

/** Forget cached sessions: one, or all (after a bulk delete whose ids are not known). */
export function forgetSessions(db: Db, sessionId?: string): void {
  forgetSessionsHere(db, sessionId);
  announceInvalidation(db, sessionId ? { cache: 'sessions', sessionId } : { cache: 'sessions' });
}

function forgetSessionsHere(db: object, sessionId?: string): void {
  if (sessionId) sessionCache(db).delete(sessionId);
  else sessionCache(db).clear();
}
onRemoteInvalidation('sessions', (db, { sessionId }) => forgetSessionsHere(db, sessionId));

async function loadSession(db: Db, sessionId: string): Promise<TSessionRow | null> {
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
  return row ?? null;
}

/**
 * The session of a cookie token. It ends — and its row is deleted — at its absolute end or after
 * `idleMinutes` without activity. A request counts as activity unless `background` (the app's own refreshes),
 * and is recorded at most once a minute (SESSION_RENEW_AFTER_MS), not per request.
 */
export async function resolveSession(
  db: Db,
  token: string,
  lifetimes: TSessionLifetimes,
  options: { now?: Date; background?: boolean } = {},
): Promise<TSessionResolution> {
  const now = options.now ?? new Date();
  // Tokens are 43 base64url characters; anything else cannot be ours and costs no query.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ended: 'unknown' };
  const sessionId = hashToken(token);
  const row = await sessionCache(db).get(sessionId, () => loadSession(db, sessionId));
  if (!row) {
    // Unknown tokens are not remembered: a login right after must not find a cached "no".
    forgetSessions(db, sessionId);
    return { ended: 'unknown' };
  }
  const idleMs = lifetimes.idleMinutes * 60_000;
  if (row.expiresAt.getTime() <= now.getTime() || row.lastSeenAt.getTime() + idleMs <= now.getTime()) {
    forgetSessions(db, sessionId);
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return { ended: 'expired' };
  }
  // At most once a minute, and often enough that a short idle timeout can still be kept alive.
  const renewAfterMs = Math.min(SESSION_RENEW_AFTER_MS, idleMs / 4);
  if (!options.background && now.getTime() - row.lastSeenAt.getTime() >= renewAfterMs) {
    // Set before the write, so that concurrent requests of this session do not write too (the cached row is shared).
    row.lastSeenAt = now;
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  const idleExpiresAt = new Date(Math.min(row.lastSeenAt.getTime() + idleMs, row.expiresAt.getTime()));
  // Guests are read-only whatever the session row says.
  return { session: { sessionId, readOnly: row.readOnly || row.user.isGuest, expiresAt: row.expiresAt, idleExpiresAt, user: row.user } };
}

/** Still alive (not ended, not idle too long): for long-lived requests such as event streams. */
export async function isSessionAlive(db: Db, sessionId: string, lifetimes: TSessionLifetimes, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return !!row && row.expiresAt.getTime() > now.getTime() && row.lastSeenAt.getTime() + lifetimes.idleMinutes * 60_000 > now.getTime();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  forgetSessions(db, sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  // Again after the delete: a read that started meanwhile must not keep the session alive.
  forgetSessions(db, sessionId);
}

/** Sessions past their absolute end, and those idle for longer than the idle timeout. */
export async function deleteExpiredSessions(db: Db, lifetimes: TSessionLifetimes, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - lifetimes.idleMinutes * 60_000))));
  forgetSessions(db);
}
