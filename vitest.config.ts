import { defineConfig } from 'vitest/config';
import { islandsAtOnce } from './tests/support/islands-at-once';

const COMPONENT_TESTS = ['{runtime,blocks,editor,apps}/**/*.test.tsx', 'tests/components/**/*.test.tsx'];
/** Component tests that replace a module with vi.mock: named `*.mocked.test.tsx`. */
const MOCKED_COMPONENT_TESTS = '**/*.mocked.test.tsx';

/**
 * Four projects: plain TypeScript in node (database tests included), components
 * in jsdom, HTTP tests against the built app, and browser tests that drive
 * Chromium against it.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [islandsAtOnce()],
  test: {
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{schemas,runtime,blocks,editor,tests,scripts}/**/*.test.ts'],
          exclude: ['tests/browser/**', 'tests/http/**', 'node_modules/**'],
          // One module graph per worker, as for components: importing the server's modules again
          // for each of three hundred files took longer than the tests. None of them replaces a
          // module (tests/mocked-component-tests.test.ts holds that line).
          pool: 'threads',
          isolate: false,
          // Hang guards, not timings: creating, migrating and seeding a database
          // takes seconds, and far longer on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: COMPONENT_TESTS,
          exclude: ['node_modules/**', MOCKED_COMPONENT_TESTS],
          // One module graph and one jsdom per worker, not per file: importing Mantine and the
          // blocks and starting jsdom again for each of a hundred files was more than half of
          // this project's time. vitest.setup.ts empties what a file could leave behind.
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces modules (vi.mock) needs a module graph of its own.
          name: 'components-mocked',
          environment: 'jsdom',
          include: [MOCKED_COMPONENT_TESTS],
          exclude: ['node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          environment: 'node',
          include: ['tests/http/**/*.test.ts'],
          // Two app servers share one database only on a PostgreSQL server: PGlite admits one process.
          exclude: process.env.DATABASE_URL ? [] : ['tests/http/two-app-servers.test.ts'],
          globalSetup: ['./tests/http/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['./tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll is how a browser test waits for what it asserts; 10 s is a hang guard for a busy machine, not a timing.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
