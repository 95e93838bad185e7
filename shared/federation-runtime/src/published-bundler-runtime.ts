/** Where the shell leaves its federation bundler runtime for the remotes. */
export const publishedBundlerRuntimeKey = '__SPORTIF_FEDERATION_BUNDLER_RUNTIME__';

/** What a container passes to create its federation instance (its name, shared modules, plugins). */
export interface ContainerInitOptions {
  name: string;
  id?: string;
}

/** The part of a federation instance that creating one touches. */
export interface FederationInstance {
  options: { name: string };
  initOptions(options: ContainerInitOptions): unknown;
}

/**
 * The container-independent part of the shell's bundler runtime: functions that take a
 * container's require function and keep their state on it, and the creation of a remote
 * container's federation instance with the shell's runtime core.
 */
export interface PublishedBundlerRuntime {
  bundlerRuntime: object;
  attachShareScopeMap: unknown;
  initContainerInstance(options: ContainerInitOptions): FederationInstance;
}
