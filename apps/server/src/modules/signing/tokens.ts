/**
 * A signer's personal link token: 32 random bytes (base64url, 43 characters). Only its SHA-256 is stored, so that a
 * copy of the database opens no document; the token itself travels only in the signer's e-mail.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSignToken = (): string => randomBytes(32).toString('base64url');

export const hashSignToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a path value can be a token at all (anything else is not looked up, and counts as a wrong token). */
export const looksLikeSignToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
