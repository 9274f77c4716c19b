/**
 * Login rate limiting kept in `login_attempts`, so that it holds across instances and restarts.
 * Failures count per e-mail (since its last success) and per IP within the window; over the limit → 429.
 */
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';
import { AppError } from '../errors.js';

export type TRateLimitConfig = {
  LOGIN_MAX_FAILURES_PER_EMAIL: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
  LOGIN_WINDOW_MINUTES: number;
};

type TKey = { column: typeof loginAttempts.email | typeof loginAttempts.ip; value: string; max: number };

/** Seconds until enough failures of one key leave the window to allow one more attempt; 0 when allowed now. */
async function secondsUntilAllowed(db: Db, key: TKey, since: Date, windowMs: number, now: Date): Promise<number> {
  let from = since;
  if (key.column === loginAttempts.email) {
    // A successful login clears the e-mail's earlier failures.
    const [lastOk] = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, key.value), eq(loginAttempts.success, true), gt(loginAttempts.at, since)))
      .orderBy(desc(loginAttempts.at))
      .limit(1);
    if (lastOk && lastOk.at > from) from = lastOk.at;
  }
  const failed = and(eq(key.column, key.value), eq(loginAttempts.success, false), gt(loginAttempts.at, from));
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(failed);
  const n = row?.n ?? 0;
  if (n < key.max) return 0;
  // The attempt that must expire for the count to fall below the limit.
  const [oldest] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(failed)
    .orderBy(asc(loginAttempts.at))
    .offset(n - key.max)
    .limit(1);
  const until = (oldest?.at.getTime() ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Throws 429 RATE_LIMITED (with retryAfterSeconds) when the e-mail or the IP has too many recent failures. */
export async function assertLoginAllowed(
  db: Db,
  input: { email: string; ip: string; config: TRateLimitConfig; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const windowMs = input.config.LOGIN_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const waits = await Promise.all([
    secondsUntilAllowed(db, { column: loginAttempts.email, value: input.email, max: input.config.LOGIN_MAX_FAILURES_PER_EMAIL }, since, windowMs, now),
    secondsUntilAllowed(db, { column: loginAttempts.ip, value: input.ip, max: input.config.LOGIN_MAX_FAILURES_PER_IP }, since, windowMs, now),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', 429, 'Too many failed logins, try again later', undefined, { retryAfterSeconds: wait });
  }
}

export async function recordLoginAttempt(db: Db, input: { email: string; ip: string; success: boolean; now?: Date }): Promise<void> {
  await db.insert(loginAttempts).values({ email: input.email, ip: input.ip, success: input.success, at: input.now ?? new Date() });
}

/** Attempts older than the window (and at least a day, for audit) are never consulted again. */
export async function pruneLoginAttempts(db: Db, windowMinutes: number, now = new Date()): Promise<void> {
  const keepMs = Math.max(windowMinutes * 60_000, 24 * 3_600_000);
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - keepMs)));
}
