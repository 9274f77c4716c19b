import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure parts (history stack, contrast, API client). Node environment:
// components are covered by the Playwright specs in e2e/.
export default defineConfig({
  test: { name: 'web', root: import.meta.dirname, include: ['src/**/*.test.ts'], environment: 'node' },
});
