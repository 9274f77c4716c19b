import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createStorage, describeStorage } from './create-storage.js';
import { createS3Client } from './s3-storage.js';

const S3_ENV = { STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: '/tmp/portal-config-test', ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('expected a configuration error');
}

describe('storage configuration', () => {
  it('defaults to the local folder', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/portal-config-test' });
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.S3_REGION).toBe('us-east-1');
    expect(describeStorage(config)).toBe(path.join('/tmp/portal-config-test', 'files'));
  });

  it('stops with every missing S3 setting named when STORAGE_DRIVER=s3', () => {
    const message = configError({ STORAGE_DRIVER: 's3' });
    expect(message).toContain('S3_BUCKET: required when STORAGE_DRIVER=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID: required when STORAGE_DRIVER=s3');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3');
    // Listed together with other problems, and empty values count as unset.
    const both = configError({ ...S3_ENV, S3_BUCKET: '', PORT: 'abc' });
    expect(both).toContain('PORT:');
    expect(both).toContain('S3_BUCKET: required');
    expect(both).not.toContain('S3_ACCESS_KEY_ID');
  });

  it('refuses malformed S3 settings by name', () => {
    expect(configError({ ...S3_ENV, S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET: must be a bucket name');
    expect(configError({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT:');
    expect(configError({ ...S3_ENV, S3_PREFIX: '../other' })).toContain('S3_PREFIX:');
    expect(configError({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'maybe' })).toContain('S3_FORCE_PATH_STYLE:');
    expect(configError({ STORAGE_DRIVER: 'ftp' })).toContain('STORAGE_DRIVER:');
  });

  it('accepts a complete S3 configuration; S3 settings alone do not switch the driver', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/portal-config-test', ...S3_ENV, S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'portal/files/' });
    expect(config).toMatchObject({ STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-files', S3_ENDPOINT: 'http://minio:9000' });
    expect(describeStorage(config)).toBe('s3://portal-files/portal/files at http://minio:9000');
    expect(describeStorage(config)).not.toContain('secret');
    expect(loadConfig({ DATA_DIR: '/tmp/x', S3_BUCKET: 'portal-files' }).STORAGE_DRIVER).toBe('local');
  });

  it('uses path-style URLs by default only with an endpoint', async () => {
    const withEndpoint = createS3Client(loadConfig({ DATA_DIR: '/tmp/x', ...S3_ENV, S3_ENDPOINT: 'http://minio:9000' }));
    const aws = createS3Client(loadConfig({ DATA_DIR: '/tmp/x', ...S3_ENV, S3_REGION: 'eu-central-1' }));
    const virtualHost = createS3Client(loadConfig({ DATA_DIR: '/tmp/x', ...S3_ENV, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }));
    expect(withEndpoint.config.forcePathStyle).toBe(true);
    expect(aws.config.forcePathStyle).toBe(false);
    expect(await aws.config.region()).toBe('eu-central-1');
    expect(virtualHost.config.forcePathStyle).toBe(false);
    for (const client of [withEndpoint, aws, virtualHost]) client.destroy();
  });
});

describe('createStorage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-create-storage-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('gives the local folder under DATA_DIR/files by default', async () => {
    const storage = await createStorage(loadConfig({ DATA_DIR: dir }));
    await storage.put('L1/a.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(await fs.readFile(path.join(dir, 'files', 'L1', 'a.pdf'), 'utf8')).toBe('%PDF');
  });
});
