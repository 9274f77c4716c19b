/**
 * Picks the storage the configuration asks for (STORAGE_DRIVER): the local folder under DATA_DIR by default,
 * an S3-compatible bucket with `s3`. Every module and CLI gets its storage here, so they all agree on where files are.
 */
import type { Config } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import { filesRoot, type Storage } from './storage.js';

export type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'STORAGE_DRIVER'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.STORAGE_DRIVER === 's3') {
    if (!config.S3_BUCKET) throw new Error('S3 storage needs S3_BUCKET');
    // Loaded only when used: the SDK adds noticeable start-up time to every local-folder start and test app.
    const { createS3Client, createS3Storage } = await import('./s3-storage.js');
    return createS3Storage({ client: createS3Client(config), bucket: config.S3_BUCKET, prefix: config.S3_PREFIX });
  }
  return createLocalStorage(filesRoot(config.DATA_DIR));
}

/** Where the files are, for start-up logs (never the credentials). */
export function describeStorage(config: StorageConfig): string {
  if (config.STORAGE_DRIVER !== 's3') return filesRoot(config.DATA_DIR);
  const where = config.S3_ENDPOINT ? ` at ${new URL(config.S3_ENDPOINT).origin}` : '';
  return `s3://${config.S3_BUCKET ?? ''}${config.S3_PREFIX ? `/${config.S3_PREFIX.replace(/^\/+|\/+$/g, '')}` : ''}${where}`;
}
