import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests under api/test/ that open embedded PGlite themselves, whatever DATABASE_URL says: the
 * DATA_DIR lock and PGlite's own durability.
 */
const apiTestsOfEmbeddedDatabase = ['api/test/data-dir-lock.test.ts', 'api/test/durability.test.ts'];

/**
 * Unit tests sit beside the code. Pure logic (`*.test.ts`) runs in Node; components
 * (`*.test.tsx`) run in jsdom. Cross-app behaviour is tested end to end in e2e/.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // A test file on each core: one file mostly keeps one core busy (PGlite, a password hash
    // through the hash queue, a child process), and vitest's default (one core less) left one of
    // two cores idle.
    maxWorkers: availableParallelism(),
    // Cheaper password hashes (N=2^12 instead of 2^17) for every test but scrypt's own: the API's
    // tests sign in hundreds of times to test the throttle, the queue and the accounts
    // (api/src/features/auth/password-hash.ts honours it under NODE_ENV=test only).
    env: { TEST_PASSWORD_HASH_LOG_N: '12' },
    // Bounds for a test that hangs, not speeds to keep (no test asserts how long something took):
    // on a machine that others share, a test takes many times longer than on a quiet one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          // A file that tests what runs in the browser names jsdom in its first line.
          environment: 'node',
          include: [
            '{shell,remote-*,shared/*,server,release}/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'tooling/**/*.test.ts',
            'deploy/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
          // The stand-ins' tests run in their own project (tooling/vitest.config.ts); node_modules stays out, as by default.
          exclude: [...configDefaults.exclude, 'tooling/federation-runtime/**'],
        },
      },
      'tooling/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['{shell,remote-*,shared/*}/src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          // The API's tests that run the same whatever database it is given: CI runs them once.
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts', ...apiTestsOfEmbeddedDatabase],
          // Password hashes, embedded databases and child processes: longer bounds.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // The API on its database: PGlite, or the server DATABASE_URL names (CI runs them on both).
          name: 'api-database',
          environment: 'node',
          include: ['api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...apiTestsOfEmbeddedDatabase],
          // Password hashes, embedded databases and child processes: longer bounds.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // The production build (pnpm build) and the remote variants of e2e/fixtures, served,
          // released and rendered without a browser of the test's own: `pnpm test:site`.
          name: 'site',
          environment: 'node',
          include: ['e2e/site/**/*.test.ts'],
          globalSetup: ['e2e/site/global-setup.ts'],
          // A release's smoke run starts a server and Chromium and opens every page: longer bounds.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
