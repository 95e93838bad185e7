/**
 * Bundled into production remotes in place of @module-federation/webpack-bundler-runtime (see
 * `federationRuntimeAliases` in federation-runtime-aliases.ts).
 *
 * The bundler runtime is the glue between rspack's chunk loading and the federation runtime core.
 * Its functions take the container's require function and keep their state on it, so one copy
 * serves every container. The shell carries that copy and leaves it on the page
 * (bundler-runtime-for-remotes.ts), with a function that creates a container's federation
 * instance with the shell's runtime core. A remote uses both instead of shipping the runtime in
 * every remoteEntry.js: it imports nothing of the federation runtime's packages but
 * `initContainerEntry`, which the shell exposes nothing with and so does not carry. What is the
 * container's own is built here: its federation object and share scope.
 */
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { type PublishedBundlerRuntime, publishedBundlerRuntimeKey } from './published-bundler-runtime';

const published = (globalThis as Record<string, unknown>)[publishedBundlerRuntimeKey] as
  | PublishedBundlerRuntime
  | undefined;
if (!published) {
  throw new Error('This remote runs in the Sportif Yaşam shell, which provides its federation runtime');
}

export default {
  runtime: { init: published.initContainerInstance },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...published.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: published.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
