/**
 * Encryption at rest of the licences' signing secrets (their PKCS#12 and its passphrase): AES-256-GCM with a key
 * derived by HKDF-SHA256 from SIGNING_SECRET. Without that setting, a random secret is created once in
 * DATA_DIR/signing-secret (readable by the server's user only) — enough for one instance; several instances must
 * share SIGNING_SECRET. Sealed text reads `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config.js';

type TSecretConfig = Pick<Config, 'SIGNING_SECRET' | 'DATA_DIR' | 'NODE_ENV'>;

/** Tests share one random secret per process (their databases live only as long). */
let testSecret: string | null = null;

function secretOf(config: TSecretConfig): string {
  if (config.SIGNING_SECRET) return config.SIGNING_SECRET;
  if (config.NODE_ENV === 'test') return (testSecret ??= randomBytes(32).toString('base64url'));
  const file = path.join(config.DATA_DIR, 'signing-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx': two starts at once never overwrite each other's secret; the loser reads the winner's.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
      throw e;
    }
  }
}

const keyCache = new Map<string, Buffer>();

function keyOf(config: TSecretConfig): Buffer {
  const secret = secretOf(config);
  let key = keyCache.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'portal-signing', 'license-signing-certificate', 32));
    keyCache.set(secret, key);
  }
  return key;
}

export function sealSecret(config: TSecretConfig, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function openSecret(config: TSecretConfig, sealed: string): Buffer {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
}
