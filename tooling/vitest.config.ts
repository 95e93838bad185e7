import { defineProject } from 'vitest/config';
import { standInImportAliases } from './federation-runtime/federation-runtime-aliases.ts';

/**
 * The federation runtime's stand-ins, loaded with the installed runtime as rspack bundles them:
 * the names they import resolve to the copies the federation plugin uses. A project of the root
 * vitest.config.ts, kept here because its aliases are the tooling's own.
 */
export default defineProject({
  resolve: {
    alias: Object.entries(standInImportAliases()).map(([find, replacement]) => ({
      find: new RegExp(`^${find}(?=/|$)`),
      replacement,
    })),
  },
  test: {
    name: 'federation-runtime',
    environment: 'node',
    include: ['federation-runtime/**/*.test.ts'],
  },
});
