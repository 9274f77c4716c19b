import { defineConfig } from 'vitest/config';

/** Browser test files that start their own portals (support/portal-process) and need no shared one. */
const OWN_PORTAL_FILES = ['sessions.e2e.ts', 'forms.e2e.ts', 'signing.e2e.ts'];
/**
 * The browser tests run as two streams side by side (scripts/run-tests.mjs), each file after the other within its
 * stream: `e2e` on one shared portal, `e2e-b` on a second shared portal plus the files with portals of their own.
 * These shared-portal files go to the second stream so that both take about as long (CI 2026-11-26 20:19, before
 * report cards, agency analysis and FAQ moved here: 634 s against 516 s).
 */
const SECOND_STREAM_FILES = [...OWN_PORTAL_FILES, 'dashboard.e2e.ts', 'look.e2e.ts', 'admin-mode.e2e.ts', 'detail-views.e2e.ts', 'dev-outbox.e2e.ts', 'report-cards.e2e.ts', 'agency-analysis.e2e.ts', 'faq.e2e.ts', 'content-pages.e2e.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two-core machines, which left a core idle.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'forms', root: 'packages/forms', include: ['src/**/*.test.ts'] } },
      // Component tests (*.test.tsx) choose happy-dom in their first line.
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 15_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Every file builds its own app on its own database (test-support/test-app.ts) and no file mocks a
          // module, so the files of a worker share their imports: 2.2 s of importing the server per file saved.
          isolate: false,
        },
      },
      {
        // Browser tests on the shared portal that global-setup starts, one file at a time.
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: ['**/node_modules/**', ...SECOND_STREAM_FILES],
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll's one second is too short for a page that loads on a busy two-core machine.
          expect: { poll: { timeout: 15_000 } },
          // One more try for a browser test that loses a race with the loaded two-core machine (both streams and the
          // PostgreSQL pass share it); a test that fails twice fails the run.
          retry: 1,
          fileParallelism: false,
        },
      },
      {
        // The second stream: files that start portals of their own (other settings, e.g. a one-minute idle timeout,
        // or a server they stop) and shared-portal files on a second shared portal.
        test: {
          name: 'e2e-b',
          root: 'e2e',
          include: SECOND_STREAM_FILES,
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll's one second is too short for a page that loads on a busy two-core machine.
          expect: { poll: { timeout: 15_000 } },
          // One more try for a browser test that loses a race with the loaded two-core machine (both streams and the
          // PostgreSQL pass share it); a test that fails twice fails the run.
          retry: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
