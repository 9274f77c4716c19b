/**
 * Login throttling kept in `login_attempts`, so that it holds across instances and restarts. Three limits within
 * the window, each answered 429 RATE_LIMITED with Retry-After:
 * - per client address (LOGIN_MAX_FAILURES_PER_IP), whatever the e-mail: one address guessing many accounts;
 * - per account *and* address (LOGIN_MAX_FAILURES_PER_EMAIL), since that pair's last success: someone who knows an
 *   e-mail locks out only their own address, never the owner at theirs;
 * - per account across all addresses (LOGIN_MAX_FAILURES_PER_ACCOUNT, much higher): a distributed attack on one
 *   account; addresses the owner has logged in from successfully (within KNOWN_ADDRESS_DAYS) stay allowed, so even
 *   this limit cannot be used to lock the owner out.
 */
import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';
import { AppError } from '../errors.js';

export type TRateLimitConfig = {
  LOGIN_MAX_FAILURES_PER_EMAIL: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
  LOGIN_MAX_FAILURES_PER_ACCOUNT: number;
  LOGIN_WINDOW_MINUTES: number;
};

/** Successful logins are kept this long, as the account's known addresses. */
export const KNOWN_ADDRESS_DAYS = 30;

type TLimit = {
  /** Which attempts count. */
  match: SQL;
  /** Successes that reset the count (only their later failures count), if any. */
  resetBy?: SQL;
  max: number;
};

/** Seconds until enough failures of one limit leave the window to allow one more attempt; 0 when allowed now. */
async function secondsUntilAllowed(db: Db, limit: TLimit, since: Date, windowMs: number, now: Date): Promise<number> {
  let from = since;
  if (limit.resetBy) {
    const [lastOk] = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(limit.resetBy, eq(loginAttempts.success, true), gt(loginAttempts.at, since)))
      .orderBy(desc(loginAttempts.at))
      .limit(1);
    if (lastOk && lastOk.at > from) from = lastOk.at;
  }
  const failed = and(limit.match, eq(loginAttempts.success, false), gt(loginAttempts.at, from));
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(failed);
  const n = row?.n ?? 0;
  if (n < limit.max) return 0;
  // The attempt that must expire for the count to fall below the limit.
  const [oldest] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(failed)
    .orderBy(asc(loginAttempts.at))
    .offset(n - limit.max)
    .limit(1);
  const until = (oldest?.at.getTime() ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Whether the account has logged in successfully from this address within KNOWN_ADDRESS_DAYS. */
async function isKnownAddress(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.success, true), gt(loginAttempts.at, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000))))
    .limit(1);
  return row !== undefined;
}

/** Throws 429 RATE_LIMITED (with retryAfterSeconds) when one of the three limits is reached. */
export async function assertLoginAllowed(
  db: Db,
  input: { email: string; ip: string; config: TRateLimitConfig; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const { config, email, ip } = input;
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const pair = and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)) as SQL;
  const waits = await Promise.all([
    secondsUntilAllowed(db, { match: eq(loginAttempts.ip, ip), max: config.LOGIN_MAX_FAILURES_PER_IP }, since, windowMs, now),
    secondsUntilAllowed(db, { match: pair, resetBy: pair, max: config.LOGIN_MAX_FAILURES_PER_EMAIL }, since, windowMs, now),
    secondsUntilAllowed(db, { match: eq(loginAttempts.email, email), resetBy: eq(loginAttempts.email, email), max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT }, since, windowMs, now).then(
      async (wait) => (wait > 0 && (await isKnownAddress(db, email, ip, now)) ? 0 : wait),
    ),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', 429, 'Too many failed logins, try again later', undefined, { retryAfterSeconds: wait });
  }
}

export async function recordLoginAttempt(db: Db, input: { email: string; ip: string; success: boolean; now?: Date }): Promise<void> {
  await db.insert(loginAttempts).values({ email: input.email, ip: input.ip, success: input.success, at: input.now ?? new Date() });
}

/**
 * Failures older than the window (and at least a day, for audit) are never consulted again; successes are kept
 * KNOWN_ADDRESS_DAYS as the accounts' known addresses.
 */
export async function pruneLoginAttempts(db: Db, windowMinutes: number, now = new Date()): Promise<void> {
  const keepFailuresMs = Math.max(windowMinutes * 60_000, 24 * 3_600_000);
  await db
    .delete(loginAttempts)
    .where(
      or(
        and(eq(loginAttempts.success, false), lt(loginAttempts.at, new Date(now.getTime() - keepFailuresMs))),
        lt(loginAttempts.at, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000)),
      ),
    );
}

/** Guest logins are recorded under this marker (never a valid e-mail), as successes. */
export const GUEST_LOGIN_MARKER = '#guest';

/** Throws 429 when this address has started GUEST_LOGINS_PER_IP guest sessions within the window. */
export async function assertGuestLoginAllowed(
  db: Db,
  input: { ip: string; config: Pick<TRateLimitConfig, 'LOGIN_WINDOW_MINUTES'> & { GUEST_LOGINS_PER_IP: number }; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const windowMs = input.config.LOGIN_WINDOW_MINUTES * 60_000;
  const recent = and(eq(loginAttempts.email, GUEST_LOGIN_MARKER), eq(loginAttempts.ip, input.ip), gt(loginAttempts.at, new Date(now.getTime() - windowMs)));
  const rows = await db.select({ at: loginAttempts.at }).from(loginAttempts).where(recent).orderBy(desc(loginAttempts.at)).limit(input.config.GUEST_LOGINS_PER_IP);
  if (rows.length < input.config.GUEST_LOGINS_PER_IP) return;
  const oldest = rows[rows.length - 1]!.at.getTime();
  const wait = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', 429, 'Too many guest logins from this address, try again later', undefined, { retryAfterSeconds: wait });
}
