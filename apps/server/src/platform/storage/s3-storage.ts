/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2 …): what several server instances
 * without a shared volume use. Objects are stored under `<prefix>/<key>` with the content type set.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from './create-storage.js';
import { assertValidKey, StorageNotFoundError, type Storage } from './storage.js';

export type S3StorageOptions = {
  client: S3Client;
  bucket: string;
  /** Optional folder inside the bucket (e.g. `portal/files`), so one bucket can serve several deployments. */
  prefix?: string | undefined;
};

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };

/** A missing object, not a missing bucket: a missing bucket is a deployment fault and must surface as an error. */
function isMissingObject(err: unknown): boolean {
  const e = err as SdkError | null;
  if (!e || e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Trims slashes and checks the prefix with the same rules as keys; empty means "no prefix". */
export function normalizeS3Prefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (trimmed) assertValidKey(trimmed);
  return trimmed;
}

/** Connecting gives up after this long; transfers themselves have no time limit (large zips to slow clients). */
const S3_CONNECT_TIMEOUT_MS = 10_000;
/**
 * A download holds its S3 connection for as long as the browser takes to read it; the SDK's default of 50
 * would let 50 slow downloads stall every other storage call of the instance.
 */
const S3_MAX_SOCKETS = 256;

export function createS3Client(config: StorageConfig): S3Client {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!accessKeyId || !secretAccessKey) throw new Error('S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    credentials: { accessKeyId, secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer default checksum headers.
    ...(config.S3_ENDPOINT ? ({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const) : {}),
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: S3_MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: S3_MAX_SOCKETS },
    },
  });
}

export function createS3Storage({ client, bucket, prefix }: S3StorageOptions): Storage {
  if (!bucket) throw new Error('S3 storage needs a bucket name');
  const base = normalizeS3Prefix(prefix);

  function objectKey(key: string): string {
    assertValidKey(key);
    return base ? `${base}/${key}` : key;
  }

  async function getObject(key: string) {
    const Key = objectKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
    } catch (err) {
      if (isMissingObject(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentType, ContentLength: data.byteLength }),
      );
    },

    async get(key) {
      const { Body } = await getObject(key);
      if (!Body) return Buffer.alloc(0);
      const bytes = await Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },

    async stream(key) {
      // The response body is the HTTP response itself: bytes flow to the client as S3 sends them, never buffered.
      // A missing object rejects here (the GET fails before any byte is sent), as with the local folder.
      const { Body } = await getObject(key);
      if (!Body) return Readable.from([]);
      if (!(Body instanceof Readable)) throw new Error('S3 response body is not a Node stream');
      return Body;
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissingObject(err)) return false;
        throw err;
      }
    },

    async remove(key) {
      try {
        // S3 answers 204 for a missing key too; some compatible servers answer 404 instead.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!isMissingObject(err)) throw err;
      }
    },
  };
}
