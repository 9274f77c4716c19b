/**
 * Password hashing with node:crypto scrypt (memory-hard, no native add-on needed).
 * Stored format: `scrypt$N$r$p$saltB64$hashB64`, so the cost can be raised later while old hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export type TScryptParams = { N: number; r: number; p: number };

/** 2^15 × 8 × 128 B = 32 MiB per hash, about 50–100 ms: costly for an attacker, bearable per login. */
export const DEFAULT_SCRYPT_PARAMS: TScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: TScryptParams, keyLength: number): Promise<Buffer> {
  // maxmem must exceed 128·N·r or node refuses; allow twice that.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: TScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

type TParsedHash = { params: TScryptParams; salt: Buffer; key: Buffer };

function parseHash(stored: string): TParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(N) || N < 2 || N > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

/** A fixed hash verified when the user does not exist, so the answer takes as long either way. */
let dummyHash: Promise<TParsedHash> | null = null;
function getDummy(): Promise<TParsedHash> {
  dummyHash ??= hashPassword('dummy-password-never-matches').then((h) => parseHash(h) as TParsedHash);
  return dummyHash;
}

/**
 * True when the password matches. `stored` null (unknown user, or a user without password such as the guest)
 * still spends the time of one hash and answers false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    const dummy = await getDummy();
    await derive(password, dummy.salt, dummy.params, dummy.key.length);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
