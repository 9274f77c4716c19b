import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where the API runs in development; PORTAL_API_URL points elsewhere (e.g. a second server). */
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

// The API and the app share one origin in production (the server serves dist/); in development
// Vite proxies /api to the Fastify server so cookies stay same-origin.
export default defineConfig({
  root,
  plugins: [
    react(),
    // Brotli and gzip twins of every text asset above 1 kB, served by @fastify/static (preCompressed) with
    // Content-Encoding; compressed once at build time at the highest levels instead of on every request.
    compression({
      include: /\.(js|mjs|css|html|json|svg|txt)$/,
      exclude: /(\.map|manifest\.json)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-bundle-budgets.mjs (entry and per-route JS budgets).
    manifest: true,
    // Source maps for error reports and debugging, never served: 'hidden' omits the sourceMappingURL comment, and
    // the server answers 404 for every .map (apps/server/src/platform/web-app.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry loads at start (login page, start-up, shell and their libraries) as one file, not
            // dozens of small chunks that each cost a request before the first paint.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // zod with the answer schemas (domain payloads, the schemas.ts modules, the problem+json parser) as one
            // file, loaded beside the first API call: the entry does without them (lib/api-client.ts, lazySchemas).
            {
              name: 'schemas',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]domain[\\/]|[\\/]src[\\/](.+[\\/]schemas|lib[\\/]api-error-of)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
