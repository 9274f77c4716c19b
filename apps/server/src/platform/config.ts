/** Configuration from environment variables, validated once at start-up (fails with every problem listed). */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY as Fastify's `trustProxy`: never Fastify's plain `true`, which believes the left-most
 * X-Forwarded-For address — the one any client can write.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((raw, ctx): false | number | string[] => {
    const v = raw.toLowerCase();
    if (['false', '0', 'no', 'off'].includes(v)) return false;
    if (['true', 'yes', 'on'].includes(v)) return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const list = raw.split(',').map((a) => a.trim()).filter(Boolean);
    const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
    if (list.length && list.every((a) => address.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a))) return list;
    ctx.addIssue({ code: 'custom', message: 'false, true, a number of hops, or a comma-separated list of proxy addresses/CIDRs' });
    return z.NEVER;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the embedded database and stored files live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Hot statements as named prepared statements (execute-rows.ts); off for poolers that cannot keep them. */
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Absolute lifetime of a session from its login, whatever the activity. */
  SESSION_TTL_HOURS: z.coerce.number().min(0.1).max(24 * 90).default(12),
  /** A session ends after this long without a request of the user (background refreshes do not count). */
  SESSION_IDLE_MINUTES: z.coerce.number().min(1).max(24 * 60).default(30),
  /** Failed logins allowed per e-mail from one address, per address, and per e-mail from all addresses, within the window. */
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_MINUTES: z.coerce.number().min(1).default(15),
  /** Guest logins allowed per client address within LOGIN_WINDOW_MINUTES. */
  GUEST_LOGINS_PER_IP: z.coerce.number().int().min(1).default(10),
  /**
   * Behind proxies: which X-Forwarded-* to believe. `false` (none), `true` or a number (that many proxy hops in
   * front of the portal), or a comma-separated list of proxy addresses / CIDR ranges.
   */
  TRUST_PROXY: ZTrustProxy.default(false),
  /**
   * Seed demo data on first start when the database is empty. Default: on, except with APP_ENV=production, where
   * demo data (accounts with a published password) is refused altogether.
   */
  SEED_ON_START: bool.optional(),
  SEED_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Production: the inbox badge adds unread documents only here (spec 000 §9). */
  APP_ENV: z.enum(['production', 'staging', 'development']).default('development'),
  APP_VERSION: z.string().optional(),
  /** Maximum rows one data query may take. */
  QUERY_TAKE_CAP: z.coerce.number().int().min(1).default(5000),
  /** Mail goes out through this SMTP server (smtp:// or smtps://user:pass@host:port); unset: into the dev outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every mail the portal sends. */
  MAIL_FROM: z.string().trim().min(3).max(300).regex(/@/, 'must contain an e-mail address').default('"Maklerportal" <no-reply@portal.localhost>'),
  /** How often the server looks for due reminder mails. */
  REMINDER_POLL_SECONDS: z.coerce.number().min(1).max(24 * 60 * 60).default(60),
  /** Where files go: `local` = a folder under DATA_DIR, `s3` = an S3-compatible bucket (the S3_* settings). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 of a-z, 0-9, ".", "-")').optional(),
  /** AWS region; S3-compatible servers mostly accept any value (R2 wants "auto"). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, Ceph, R2 …) instead of AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (endpoint/bucket/key) rather than the host name; default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Folder inside the bucket, e.g. `portal/files`. */
  S3_PREFIX: z.string().regex(/^\/*[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/*$/, 'must be slash-separated names of A-Z, a-z, 0-9, ".", "_", "-"').optional(),
  /**
   * The AI document import (gptUpload): an OpenAI-compatible service (`{AI_BASE_URL}/chat/completions`). With
   * AI_BASE_URL and AI_API_KEY set it reads the documents; without them the built-in extractor reads a PDF's text.
   */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /** How long one import waits for the AI service's answer. */
  AI_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(60),
  /** The portal's address as users reach it (links in e-mails, e.g. `https://portal.example.de`); default: the request's origin. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long a signer's personal sign link works (signing, issue 11). */
  SIGN_LINK_TTL_DAYS: z.coerce.number().min(0.01).max(365).default(14),
  /** Reminder mails to signers who have not signed, every this many days until the link expires; 0: none. */
  SIGN_REMINDER_DAYS: z.coerce.number().min(0).max(365).default(3),
  /**
   * The secret the licences' signing certificates (PKCS#12 and passphrase) are encrypted with (AES-256-GCM, key by
   * HKDF). At least 32 characters; unset: a random secret kept in DATA_DIR/signing-secret (one instance only).
   */
  SIGNING_SECRET: z.string().min(32).max(1000).optional(),
});

/** Every environment variable the server reads through this module (the README's configuration table lists them). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ZEnv.shape);

/** Settings S3 storage cannot do without; checked on the raw values so they are listed alongside any other problem. */
function storageProblems(env: Record<string, string | undefined>): string[] {
  if (env.STORAGE_DRIVER !== 's3') return [];
  return (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((name) => !env[name])
    .map((name) => `  ${name}: required when STORAGE_DRIVER=s3`);
}

/** Combinations that are each valid alone but must not meet. */
function combinationProblems(env: Record<string, string | undefined>): string[] {
  const production = env.APP_ENV === 'production';
  const seeding = ['true', '1', 'yes'].includes(env.SEED_ON_START ?? '');
  const problems = production && seeding ? ['  SEED_ON_START: demo data (accounts with the published demo password) is not allowed with APP_ENV=production'] : [];
  // One without the other would silently fall back to the built-in extractor.
  if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_API_KEY)) problems.push(`  ${env.AI_BASE_URL ? 'AI_API_KEY' : 'AI_BASE_URL'}: required together with ${env.AI_BASE_URL ? 'AI_BASE_URL' : 'AI_API_KEY'}`);
  return problems;
}

export type Config = Omit<z.infer<typeof ZEnv>, 'DATA_DIR' | 'SEED_ON_START'> & { DATA_DIR: string; SEED_ON_START: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...storageProblems(cleaned),
    ...combinationProblems(cleaned),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  // A relative DATA_DIR counts from where the user ran npm (INIT_CWD), not from the workspace folder npm
  // switches into, so `npm start` at the root keeps its data in ./data there.
  const base = env.INIT_CWD && path.isAbsolute(env.INIT_CWD) ? env.INIT_CWD : process.cwd();
  return {
    ...parsed.data,
    SEED_ON_START: parsed.data.SEED_ON_START ?? parsed.data.APP_ENV !== 'production',
    DATA_DIR: path.resolve(base, parsed.data.DATA_DIR),
  };
}
