/**
 * The file storage contract. Documents and process attachments live behind this interface so that a
 * deployment can swap the local folder for S3-compatible storage without touching the modules.
 * Keys are relative, slash-separated paths such as `<licenseId>/<uuid>.pdf`.
 */
import path from 'node:path';

export type Storage = {
  /** Writes the whole object; an existing object under the key is replaced. */
  put(key: string, data: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** Reads the whole object; rejects with StorageNotFoundError when it does not exist. */
  get(key: string): Promise<Buffer>;
  /** Streams the object (downloads, zip archives) without loading it into memory. */
  stream(key: string): Promise<NodeJS.ReadableStream>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  remove(key: string): Promise<void>;
};

export class StorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'StorageKeyError';
  }
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${JSON.stringify(key)}`);
    this.name = 'StorageNotFoundError';
  }
}

const MAX_KEY_LENGTH = 512;
// Conservative on purpose: the same keys must be valid file names on every file system and as S3 keys.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Throws unless the key is a relative path of plain segments. A key never comes from a user directly,
 * but this check is the last line of defence against path traversal (`..`, absolute paths, backslashes).
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new StorageKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new StorageKeyError(key, 'too long');
  if (key.includes('\\')) throw new StorageKeyError(key, 'backslash');
  if (key.includes('\0')) throw new StorageKeyError(key, 'NUL byte');
  if (key.startsWith('/') || path.isAbsolute(key) || /^[A-Za-z]:/.test(key)) throw new StorageKeyError(key, 'absolute path');
  for (const segment of key.split('/')) {
    if (segment === '..' || segment === '.') throw new StorageKeyError(key, 'relative segment');
    if (!SEGMENT.test(segment)) throw new StorageKeyError(key, `bad segment ${JSON.stringify(segment)}`);
  }
}

/** Where the local storage keeps its objects inside the data folder. */
export function filesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}
