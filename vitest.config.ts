/**
 * One test command for the whole suite, split in projects: server (API through app.inject on a real database),
 * web (components in jsdom) and e2e (the built app in headless Chromium).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Transformed modules are kept on disk between runs (keyed by their content): turning the server's ~800
    // TypeScript modules into JavaScript was about a quarter of `npx vitest run server/meetings`. In the worktree,
    // not node_modules/, which a worktree may share with others.
    experimental: { fsModuleCache: true, fsModuleCachePath: '.vitest-cache' },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // Projects run one group after another: server, then web, then the browser tests, so the two cores
          // are never shared between a browser and the API suite.
          sequence: { groupOrder: 0 },
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'build/**/*.test.ts', 'city/**/*.test.ts'],
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Test files share a worker's module graph instead of importing the whole app (about 800 modules) again
          // for each file: `npx vitest run server/meetings` went from 15.6 s to 6.0 s. Safe because every file
          // builds its own app on its own database and module state is per app or per database; a file that serves
          // another city shares the graph too, since every module is handed its city (decisions 020 and 055).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          sequence: { groupOrder: 1 },
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // Typing a whole form with user-event takes ~1.5 s idle and over 5 s (vitest's default) on a loaded
          // machine; a time limit is no assertion about the page, so it is the server projects' 20 s here too.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As long as a locator waits (e2e/support/page.ts): a poll for what the page does after it hydrates
          // waited 1 s, which a loaded machine (or E2E_CPU_THROTTLE=4) overran.
          expect: { poll: { timeout: 15_000 } },
          // One browser per file; two cores cannot run many at once.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
