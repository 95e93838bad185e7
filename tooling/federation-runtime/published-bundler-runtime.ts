/** Where the shell leaves its federation bundler runtime for the remotes. */
export const publishedBundlerRuntimeKey = '__SPORTIF_FEDERATION_BUNDLER_RUNTIME__';

/**
 * The container-independent part of @module-federation/webpack-bundler-runtime: functions that
 * take a container's require function and keep their state on it.
 */
export interface PublishedBundlerRuntime {
  bundlerRuntime: object;
  attachShareScopeMap: unknown;
}
