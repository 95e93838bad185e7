/**
 * Bundled into the shell in place of @module-federation/webpack-bundler-runtime (see
 * `federationRuntimeAliases` in tooling/create-app-config.ts): the same module, also left on the
 * page for the production remotes, which use it instead of carrying a copy each
 * (bundler-runtime-from-shell.ts).
 */
import federation from '@module-federation/webpack-bundler-runtime';
import { type PublishedBundlerRuntime, publishedBundlerRuntimeKey } from './published-bundler-runtime';

const published: PublishedBundlerRuntime = {
  bundlerRuntime: federation.bundlerRuntime,
  attachShareScopeMap: federation.attachShareScopeMap,
};
(globalThis as Record<string, unknown>)[publishedBundlerRuntimeKey] = published;

export default federation;
