/**
 * Compressed API answers (issue 9): JSON, CSV and other compressible answers of at least 1 kB go out with brotli
 * or gzip when the client accepts it; smaller ones stay as they are (the headers would eat the gain). Brotli at
 * quality 4 and gzip at level 6 keep the CPU cost per request near gzip's default. Streams (CSV export) are
 * compressed as they flow; zip and stored files are not compressible types and pass unchanged; the event
 * stream hijacks its reply and is never buffered. The web app's files are compressed at build time
 * (apps/web/vite.config.ts) and served precompressed (web-app.ts), so they are not compressed again here.
 * Request bodies are not decompressed (the body limits stay the limits of what is received).
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'portal-compression' },
);
