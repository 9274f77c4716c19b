import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { StorageKeyError, StorageNotFoundError, type Storage } from './storage.js';

let dir: string;
let storage: Storage;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
  storage = createLocalStorage(dir);
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('local storage', () => {
  it('puts, gets, streams, checks and removes an object', async () => {
    const key = 'DEMO-MAKLER/7f1c2d3e-0000-4000-8000-000000000001.pdf';
    await storage.put(key, Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).toString()).toBe('%PDF-1.7 hello');
    expect((await readStream(await storage.stream(key))).toString()).toBe('%PDF-1.7 hello');
    // Stored under the root, with no temp file left behind.
    expect(await fs.readdir(path.join(dir, 'DEMO-MAKLER'))).toEqual(['7f1c2d3e-0000-4000-8000-000000000001.pdf']);

    await storage.put(key, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    expect([...(await storage.get(key))]).toEqual([1, 2, 3]);

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.remove(key); // removing twice is fine
  });

  it('reports a missing object', async () => {
    await expect(storage.get('A/missing.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.stream('A/missing.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists('A/missing.pdf')).toBe(false);
  });

  it.each(['../etc/passwd', 'a/../../b', '/etc/passwd', 'a\\b', 'C:/x', '', 'a//b', './a', 'a/./b', '.hidden'])(
    'rejects the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    },
  );
});
