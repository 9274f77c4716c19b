/**
 * Sent well (issue 9): the web app's files go out precompressed with Content-Encoding and Vary, source maps and
 * the build manifest are 404, API answers above 1 kB are compressed and smaller ones not, streamed answers
 * (CSV export) arrive whole, and the event stream is neither compressed nor buffered.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { emailOf, LICENSE_A } from '../test-support/fixtures.js';
import { createTestApp, login, readyAndHeld, testConfig, type TTestApp } from '../test-support/test-app.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

let t: TTestApp;
let dir: string;
let web: Awaited<ReturnType<typeof buildApp>>;
let base: string;
let cookie: string;

// A stand-in for a build: a hashed entry script above the threshold with its brotli and gzip twins, its source map,
// Vite's manifest and index.html with twins (as apps/web/vite.config.ts writes them).
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Zeile ${i}` })))};\n`;
const HTML = `<!doctype html><title>Portal</title><script type="module" src="/assets/index-abc123.js"></script>${'<!-- padding -->'.repeat(100)}`;
function writeWithTwins(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await login(t.app, emailOf('admin'));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-sent-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  writeWithTwins(path.join(dir, 'index.html'), HTML);
  writeWithTwins(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(dir, 'app.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  web = await readyAndHeld(await buildApp({ database: t.database, config: testConfig(), webDistDir: dir }));
  base = await web.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('web app files', () => {
  it('sends the entry script precompressed by Accept-Encoding (brotli first), with Vary and the immutable cache', async () => {
    const br = await get('/assets/index-abc123.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decode('br', br.rawPayload)).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gzip.rawPayload)).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html precompressed and never cached, also as the fallback of app routes', async () => {
    for (const url of ['/', '/vertrag/status/Angebot']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decode('br', res.rawPayload), url).toBe(HTML);
    }
  });

  it('answers 404 for source maps and the build manifest, also where the app fallback would answer', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/app.js.map', '/assets/missing.js.map', '/.vite/manifest.json', '/vertrag.map']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
      expect(res.body, url).not.toContain('<title>Portal</title>');
    }
  });
});

describe('API answers', () => {
  it(`compresses answers of ${COMPRESSION_THRESHOLD_BYTES} bytes and more, not smaller ones`, async () => {
    const large = await get('/api/docs/json', 'br, gzip');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(String(large.headers.vary)).toMatch(/accept-encoding/i);
    const document = JSON.parse(decode('br', large.rawPayload)) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(large.rawPayload.length).toBeLessThan(decode('br', large.rawPayload).length / 5);

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });

    const notAccepted = await get('/api/docs/json');
    expect(notAccepted.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the streamed CSV export and it arrives whole', async () => {
    const body = { Filters: [], Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }], Columns: [{ Property: 'VertragsNr', Header: 'Vertragsnummer' }, { Property: 'Kunde.Kundenname', Header: 'Kunde' }] };
    const request = (acceptEncoding?: string) =>
      web.inject({
        method: 'POST',
        url: `/api/v1/data/Vertrag/export?license=${LICENSE_A}`,
        headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: body,
      });
    const plain = await request();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-type']).toContain('text/csv');
    expect(plain.body.split('\n').length).toBeGreaterThan(2);
    // A stream's length is not known beforehand: it is compressed whatever its size.
    const gzip = await request('gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gzip.rawPayload)).toBe(plain.body);
  });

  it('streams server-sent events uncompressed and unbuffered even when the client accepts compression', async () => {
    const { status, headers, firstChunk } = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; firstChunk: string }>((resolve, reject) => {
      const req = http.get(`${base}/api/v1/Events?license=${LICENSE_A}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, firstChunk: chunk.toString('utf8') });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.setTimeout(5000, () => req.destroy(new Error('no event within 5 s')));
    });
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
    // The first event is readable text as soon as the stream opens, not a compressed block held back until the end.
    expect(firstChunk).toMatch(/^(:|event:|data:|retry:|id:)/m);
  });
});
