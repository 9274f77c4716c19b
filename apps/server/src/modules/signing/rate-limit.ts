/**
 * Rate limits of the public signing routes, counted in `sign_attempts` so that they hold across instances:
 * - wrong sign links: 20 per minute from one address, then 429 RATE_LIMITED (guessing tokens is hopeless with 256
 *   bits, but the limit stops anyone from trying and from probing the service);
 * - verification uploads: 30 per minute from one address (each parses and hashes a PDF of up to 20 MB).
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { signAttempts } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';

export const RATE_LIMITS = { 'wrong-token': 20, verify: 30 } as const;
export type TAttemptKind = keyof typeof RATE_LIMITS;
const WINDOW_MS = 60_000;

const tooMany = (what: string) => new AppError('RATE_LIMITED', 429, `Too many ${what} from your address; try again in a minute`, undefined, { retryAfterSeconds: 60 });

/** Throws 429 when the address has reached the limit of this kind within the last minute. */
export async function assertBelowLimit(db: Db, kind: TAttemptKind, ip: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(signAttempts)
    .where(and(eq(signAttempts.ip, ip), eq(signAttempts.kind, kind), gt(signAttempts.at, new Date(now.getTime() - WINDOW_MS))));
  if ((row?.n ?? 0) >= RATE_LIMITS[kind]) throw tooMany(kind === 'verify' ? 'verifications' : 'invalid sign links');
}

/** Counts one attempt; now and then removes what has left the window. */
export async function recordAttempt(db: Db, kind: TAttemptKind, ip: string, now = new Date()): Promise<void> {
  await db.insert(signAttempts).values({ ip, kind, at: now });
  if (Math.random() < 0.05) await db.delete(signAttempts).where(lt(signAttempts.at, new Date(now.getTime() - 10 * WINDOW_MS)));
}
