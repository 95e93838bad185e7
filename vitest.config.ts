import { configDefaults, defineConfig } from 'vitest/config';
import { standInImportAliases } from './tooling/federation-runtime/federation-runtime-aliases.ts';

/**
 * Unit tests sit beside the code. Pure logic (`*.test.ts`) runs in Node; components
 * (`*.test.tsx`) run in jsdom. Cross-app behaviour is tested end to end in e2e/.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          // A file that tests what runs in the browser names jsdom in its first line.
          environment: 'node',
          include: [
            '{shell,remote-*,shared/*,server,scripts,release}/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'tooling/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          // The stand-ins' tests run in their own project below; node_modules stays out, as by default.
          exclude: [...configDefaults.exclude, 'tooling/federation-runtime/**'],
        },
      },
      {
        extends: true,
        // The federation runtime's stand-ins (@sportif/federation-runtime), loaded with the
        // installed runtime as rspack bundles them: the names they import resolve to the copies
        // the federation plugin uses.
        resolve: {
          alias: Object.entries(standInImportAliases()).map(([find, replacement]) => ({
            find: new RegExp(`^${find}(?=/|$)`),
            replacement,
          })),
        },
        test: {
          name: 'federation-runtime',
          environment: 'node',
          include: ['tooling/federation-runtime/**/*.test.ts'],
        },
      },
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
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts', 'api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
