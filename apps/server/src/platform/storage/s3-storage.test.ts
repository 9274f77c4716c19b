import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createStorage } from './create-storage.js';
import { createS3Client, createS3Storage } from './s3-storage.js';
import { startS3TestServer, type TS3TestServer } from './s3-test-server.js';
import { StorageKeyError, StorageNotFoundError, type Storage } from './storage.js';

const BUCKET = 'portal-files';
let server: TS3TestServer;
let client: S3Client;
let storage: Storage;

beforeAll(async () => {
  server = await startS3TestServer([BUCKET]);
  const config = loadConfig({ DATA_DIR: '/tmp/portal-s3-unused', ...server.env(BUCKET) });
  client = createS3Client(config);
  // Through the factory, as the app does: STORAGE_DRIVER=s3 with an endpoint (path style by default).
  storage = await createStorage(config);
});

afterAll(async () => {
  client.destroy();
  await server.close();
});

async function readStream(stream: NodeJS.ReadableStream): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

const bucketKeys = async (): Promise<string[]> =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key ?? '').sort();

describe('S3 storage', () => {
  it('puts, gets, streams, checks and removes an object, with its content type', async () => {
    const key = 'DEMO-MAKLER/7f1c2d3e-0000-4000-8000-000000000001.pdf';
    await storage.put(key, Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).toString()).toBe('%PDF-1.7 hello');
    expect((await readStream(await storage.stream(key))).bytes.toString()).toBe('%PDF-1.7 hello');
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head).toMatchObject({ ContentType: 'application/pdf', ContentLength: 14 });

    // Replacing keeps one object under the key.
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    expect([...(await storage.get(key))]).toEqual([1, 2, 3]);
    expect(await bucketKeys()).toContain(key);

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await bucketKeys()).not.toContain(key);
    await storage.remove(key); // removing twice is fine
  });

  it('streams a large object in chunks as it arrives', async () => {
    const key = 'A/large.bin';
    const data = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < data.length; i += 4) data.writeUInt32LE(i, i);
    await storage.put(key, data, 'application/octet-stream');
    const stream = await storage.stream(key);
    expect(stream).toBeInstanceOf(Readable);
    const { bytes, chunks } = await readStream(stream);
    expect(bytes.equals(data)).toBe(true);
    expect(chunks).toBeGreaterThan(1);
    expect((await storage.get(key)).equals(data)).toBe(true);
    await storage.remove(key);
  });

  it('keeps answering while many downloads are open (slow clients hold their connections)', async () => {
    const key = 'A/held.pdf';
    await storage.put(key, Buffer.alloc(256 * 1024, 7), 'application/pdf');
    const open = await Promise.all(Array.from({ length: 60 }, () => storage.stream(key)));
    try {
      // With the SDK's default of 50 sockets this would wait for a socket that never frees.
      await storage.put('A/other.pdf', Buffer.from('x'), 'application/pdf');
      expect(await storage.exists('A/other.pdf')).toBe(true);
    } finally {
      for (const stream of open) (stream as Readable).destroy();
    }
    await storage.remove(key);
    await storage.remove('A/other.pdf');
  }, 15_000);

  it('stores an empty object', async () => {
    await storage.put('A/empty.txt', Buffer.alloc(0), 'text/plain');
    expect((await storage.get('A/empty.txt')).length).toBe(0);
    expect((await readStream(await storage.stream('A/empty.txt'))).bytes.length).toBe(0);
    await storage.remove('A/empty.txt');
  });

  it('reports a missing object as StorageNotFoundError', async () => {
    await expect(storage.get('A/missing.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.stream('A/missing.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists('A/missing.pdf')).toBe(false);
    await storage.remove('A/missing.pdf');
  });

  it('reports a missing bucket as a fault, not as a missing object', async () => {
    const noBucket = createS3Storage({ client, bucket: 'no-such-bucket' });
    const err: unknown = await noBucket.get('A/x.pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(StorageNotFoundError);
    expect((err as Error).name).toBe('NoSuchBucket');
    await expect(noBucket.put('A/x.pdf', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });

  it.each(['../etc/passwd', 'a/../../b', '/etc/passwd', 'a\\b', 'C:/x', '', 'a//b', './a', 'a/./b', '.hidden'])(
    'rejects the key %j without sending anything',
    async (key) => {
      const before = await bucketKeys();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.stream(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StorageKeyError);
      expect(await bucketKeys()).toEqual(before);
    },
  );

  it('keeps objects under the prefix, apart from other prefixes', async () => {
    const a = await createStorage(loadConfig({ DATA_DIR: '/tmp/portal-s3-unused', ...server.env(BUCKET, { S3_PREFIX: '/portal/site-a/' }) }));
    const b = createS3Storage({ client, bucket: BUCKET, prefix: 'portal/site-b' });
    await a.put('L1/doc.pdf', Buffer.from('from a'), 'application/pdf');
    await b.put('L1/doc.pdf', Buffer.from('from b'), 'application/pdf');
    expect(await bucketKeys()).toEqual(expect.arrayContaining(['portal/site-a/L1/doc.pdf', 'portal/site-b/L1/doc.pdf']));
    expect(await bucketKeys()).not.toContain('L1/doc.pdf');
    const raw = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'portal/site-a/L1/doc.pdf' }));
    expect(await raw.Body?.transformToString()).toBe('from a');
    expect((await a.get('L1/doc.pdf')).toString()).toBe('from a');
    expect((await b.get('L1/doc.pdf')).toString()).toBe('from b');
    expect(await storage.exists('L1/doc.pdf')).toBe(false); // no prefix: not the same object
    await a.remove('L1/doc.pdf');
    expect(await a.exists('L1/doc.pdf')).toBe(false);
    expect(await b.exists('L1/doc.pdf')).toBe(true);
    await b.remove('L1/doc.pdf');
  });

  it('refuses a prefix that is not a plain path', () => {
    for (const prefix of ['../up', 'a/../b', 'a\\b', 'a//b']) {
      expect(() => createS3Storage({ client, bucket: BUCKET, prefix })).toThrow(StorageKeyError);
    }
  });
});
