import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files that run in a fresh module graph of their own:
 * - those that replace a module with vi.mock: without isolation a module an earlier file in the same
 *   worker imported is already evaluated, and the mock would not reach it;
 * - the shell test, whose menu (zag) keeps pointer state at module level from an earlier file's document.
 */
const ISOLATED = [
  'tests/resources/components.test.tsx',
  'tests/resources/writ-screens.test.tsx',
  'tests/screens/statistics-screen.test.tsx',
  'tests/app/shell.test.tsx',
  // vi.mock of the dispatch (a publish failing half way) needs its own module graph.
  'tests/server/campaign.test.ts',
];

/**
 * Per-file start-up (fork, module evaluation, database and gateway) used to dominate the suite, so
 * files share one module graph per worker: the server stack, React and Chakra are evaluated once per
 * worker, and each server test file still gets its own database (tests/helpers/db.ts).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: process.env.VITEST_MAX_WORKERS ?? 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...ISOLATED, 'tests/full/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, isolate: true },
      },
      // The second tier (npm run test:full): checks too heavy for every run, each with a reduced twin in the first.
      {
        extends: true,
        test: { name: 'full', include: ['tests/full/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
