/**
 * A real S3-compatible HTTP server (s3rver) on a free local port with its objects in a temp folder, for tests
 * of the S3 storage. s3rver checks request signatures, so the SDK's signing is exercised as well.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account. */
export const S3RVER_ACCESS_KEY = 'S3RVER';

export type TS3TestServer = {
  endpoint: string;
  /** The env settings that point the portal at this server (STORAGE_DRIVER=s3 …). */
  env: (bucket: string, extra?: Record<string, string>) => Record<string, string>;
  close: () => Promise<void>;
};

export async function startS3TestServer(buckets: string[]): Promise<TS3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket, extra = {}) => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_ACCESS_KEY,
      ...extra,
    }),
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
