/**
 * The app with STORAGE_DRIVER=s3 against a real S3-compatible server: uploads land in the bucket (not in
 * DATA_DIR), downloads and zips stream from it, and a document whose object is missing answers 404, not 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, files, processes } from '../db/schema.js';
import { emailOf, LICENSE_A } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { createS3Client } from './s3-storage.js';
import { startS3TestServer, type TS3TestServer } from './s3-test-server.js';

const BUCKET = 'portal-app';
const PREFIX = 'deploy-1';
const PDF = Buffer.from('%PDF-1.4\n% stored in S3\n%%EOF\n');
let server: TS3TestServer;
let client: S3Client;
let dataDir: string;
let t: TTestApp;
let cookie: string;

beforeAll(async () => {
  server = await startS3TestServer([BUCKET]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-app-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, ...server.env(BUCKET, { S3_PREFIX: PREFIX }) } });
  client = createS3Client(t.config);
  cookie = await login(t.app, emailOf('admin'));
});
afterAll(async () => {
  await t.close();
  client.destroy();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bucketKeys = async (): Promise<string[]> => ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key ?? '');
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

function multipart(parts: { name: string; fileName?: string; data: Buffer | string; type?: string }[]) {
  const boundary = `----portal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.fileName !== undefined ? `; filename="${p.fileName}"` : ''}`;
    const type = p.fileName !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const post = (url: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...body.headers }, payload: body.payload });

describe('documents with S3 storage', () => {
  it('stores an upload in the bucket under the prefix and serves it back, single and zipped', async () => {
    const res = await post(`/api/v1/Brief/Upload?license=${LICENSE_A}`, multipart([{ name: 'file', fileName: 'Police.pdf', data: PDF, type: 'application/pdf' }]));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ key: files.storageKey })
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .where(eq(documents.id, res.json().Id));
    expect(await bucketKeys()).toContain(`${PREFIX}/${row!.key}`);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false); // nothing in the local folder

    const { Url } = (await get(`/api/v1/Brief/${res.json().Id}?license=${LICENSE_A}`)).json();
    const file = await get(Url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const zip = await t.app.inject({ method: 'POST', url: `/api/v1/Brief/Zip?license=${LICENSE_A}`, headers: { cookie }, payload: { BriefIds: [res.json().Id] } });
    expect(zip.statusCode, zip.body).toBe(200);
    const archive = await get(zip.json().Url);
    expect(archive.statusCode).toBe(200);
    expect(archive.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(archive.rawPayload.includes(PDF)).toBe(true); // stored, not compressed
  });

  it('answers 404 when the object is missing from the bucket', async () => {
    const res = await post(`/api/v1/Brief/Upload?license=${LICENSE_A}`, multipart([{ name: 'file', fileName: 'weg.pdf', data: PDF, type: 'application/pdf' }]));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select({ fileId: documents.fileId }).from(documents).where(eq(documents.id, res.json().Id));
    await t.database.db.update(files).set({ storageKey: `${LICENSE_A}/gone.pdf` }).where(eq(files.id, row!.fileId!));
    const url = await get(`/api/v1/Brief/${res.json().Id}?license=${LICENSE_A}`);
    expect(url.statusCode).toBe(404);
    expect(url.json().detail).toBe('not yet available');
    expect((await get(`/api/v1/Brief/${res.json().Id}/File?license=${LICENSE_A}`)).statusCode).toBe(404);
  });
});

describe('process files with S3 storage', () => {
  it('stores an attachment in the bucket and serves it back', async () => {
    const [process] = await t.database.db.select({ id: processes.id }).from(processes).where(eq(processes.licenseId, LICENSE_A)).limit(1);
    const before = await bucketKeys();
    const res = await post(`/api/v1/Vorgang/${process!.id}/Files?license=${LICENSE_A}`, multipart([{ name: 'file', fileName: 'nachweis.pdf', data: PDF }]));
    expect(res.statusCode, res.body).toBe(201);
    expect((await bucketKeys()).length).toBe(before.length + 1);
    const file = await get(`${res.json().Files[0].Url}?license=${LICENSE_A}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });
});
