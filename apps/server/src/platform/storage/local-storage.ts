/**
 * Storage in a local folder (default `${DATA_DIR}/files`). Fine for one instance or a shared volume;
 * several instances without a shared volume need S3-compatible storage instead.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, StorageNotFoundError, type Storage } from './storage.js';

const isNotFound = (err: unknown): boolean => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    assertValidKey(key);
    const full = path.resolve(root, ...key.split('/'));
    // Belt and braces after the key check: the resolved path must stay inside the root.
    if (!full.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  return {
    async put(key, data, _contentType) {
      // The local folder has no metadata store; the content type lives in the files table.
      const target = resolveKey(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write to a temporary file in the same folder, then rename: readers never see a half-written file,
      // and a crash leaves at most a stray temp file, never a truncated document.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, data);
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      try {
        return await fs.readFile(resolveKey(key));
      } catch (err) {
        if (isNotFound(err)) throw new StorageNotFoundError(key);
        throw err;
      }
    },

    async stream(key) {
      const full = resolveKey(key);
      // Check first so that a missing object rejects here rather than erroring mid-response.
      try {
        await fs.access(full);
      } catch (err) {
        if (isNotFound(err)) throw new StorageNotFoundError(key);
        throw err;
      }
      return createReadStream(full);
    },

    async exists(key) {
      try {
        const stat = await fs.stat(resolveKey(key));
        return stat.isFile();
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async remove(key) {
      await fs.rm(resolveKey(key), { force: true });
    },
  };
}
