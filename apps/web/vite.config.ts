import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where the API runs in development; PORTAL_API_URL points elsewhere (e.g. a second server). */
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

// The API and the app share one origin in production (the server serves dist/); in development
// Vite proxies /api to the Fastify server so cookies stay same-origin.
export default defineConfig({
  root,
  plugins: [react()],
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
    sourcemap: true,
  },
});
