/**
 * Password hashing with argon2id at OWASP's parameters (19 MiB memory, 2 iterations, 1 lane; @node-rs/argon2,
 * prebuilt in its npm package), stored as the standard PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`.
 * Hashes of older schemes — `scrypt$N$r$p$salt$hash` of the first releases — still verify, and say that they
 * need a rehash, which the login then stores (upgrade at the next successful login).
 */
import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

export type TArgon2Params = { memoryCost: number; timeCost: number; parallelism: number };

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1 (about 50 ms here). */
export const OWASP_ARGON2_PARAMS: TArgon2Params = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string, params: TArgon2Params = OWASP_ARGON2_PARAMS): Promise<string> {
  return argon2Hash(password.normalize('NFC'), { algorithm: ARGON2ID, ...params });
}

export type TPasswordCheck = {
  ok: boolean;
  /** The stored hash is of an older scheme or weaker parameters: store a fresh hash now that the password is known. */
  needsRehash: boolean;
};

/** `m=19456,t=2,p=1` of a PHC argon2 string. */
function argon2ParamsOf(stored: string): TArgon2Params | null {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return null;
  return { memoryCost: Number(match[1]), timeCost: Number(match[2]), parallelism: Number(match[3]) };
}

const weakerThan = (p: TArgon2Params, target: TArgon2Params): boolean =>
  p.memoryCost < target.memoryCost || p.timeCost < target.timeCost;

// ───────────── legacy scrypt hashes (verified only) ─────────────

type TScryptHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseScrypt(stored: string): TScryptHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(N) || N < 2 || N > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

function scryptKey(password: string, h: TScryptHash): Promise<Buffer> {
  // maxmem must exceed 128·N·r or node refuses; allow twice that.
  const options: ScryptOptions = { N: h.N, r: h.r, p: h.p, maxmem: 256 * h.N * h.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), h.salt, h.key.length, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A fixed hash verified when there is no usable hash, so the answer takes as long either way. */
let dummyHash: Promise<string> | null = null;
const getDummy = (): Promise<string> => (dummyHash ??= hashPassword('dummy-password-never-matches'));

/**
 * Checks a password against a stored hash. `stored` null (unknown user, or a user without password such as the
 * guest) or unreadable still spends the time of one current hash and answers not ok.
 */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<TPasswordCheck> {
  const argon2 = stored ? argon2ParamsOf(stored) : null;
  if (stored && argon2) {
    const ok = await argon2Verify(stored, password.normalize('NFC')).catch(() => false);
    return { ok, needsRehash: ok && weakerThan(argon2, OWASP_ARGON2_PARAMS) };
  }
  const legacy = stored ? parseScrypt(stored) : null;
  if (legacy) {
    const key = await scryptKey(password, legacy);
    const ok = key.length === legacy.key.length && timingSafeEqual(key, legacy.key);
    return { ok, needsRehash: ok };
  }
  await argon2Verify(await getDummy(), password.normalize('NFC')).catch(() => false);
  return { ok: false, needsRehash: false };
}

/** True when the password matches (for callers that never upgrade, such as the demo-password check). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  return (await checkPassword(password, stored)).ok;
}
