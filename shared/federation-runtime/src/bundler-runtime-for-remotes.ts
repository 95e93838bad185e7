/**
 * Bundled into the shell in place of @module-federation/webpack-bundler-runtime (see
 * `federationRuntimeAliases` in federation-runtime-aliases.ts), and left on the page for the
 * production remotes, which use it instead of carrying a copy each (bundler-runtime-from-shell.ts).
 *
 * It is that package's bundler runtime made of the parts this site uses: loading shared modules
 * (`consumes`, `I`, `installInitialConsumes`) and creating the federation instance (`init`). Left
 * out: loading remotes declared at build time (the shell declares none: it
 * registers them from the runtime config, see `assertNoBuildTimeRemotes`) and the shared-module
 * tree shaking, which the package's `init` sets up through a plugin and which no app here turns on.
 */
import * as runtime from '@module-federation/runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import {
  type ContainerInitOptions,
  type FederationInstance,
  type PublishedBundlerRuntime,
  publishedBundlerRuntimeKey,
} from './published-bundler-runtime';

interface WebpackRequire {
  federation: {
    initOptions?: ContainerInitOptions;
    runtime: { init(options: ContainerInitOptions): unknown };
  };
}

/** The package's `init` without the tree-shaking plugin: the container's instance from its options. */
function init({ webpackRequire }: { webpackRequire: WebpackRequire }): unknown {
  const { initOptions } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return webpackRequire.federation.runtime.init(initOptions);
}

/**
 * A remote container's instance: the one registered under its name, else a new one. This is what
 * @module-federation/runtime's `init` does, except that `init` also makes the instance that
 * module's default one, which must stay the shell's.
 */
function initContainerInstance(options: ContainerInitOptions): FederationInstance {
  const existing = runtime.getInstance(
    (instance: FederationInstance) => instance.options.name === options.name,
  ) as FederationInstance | null;
  if (existing) {
    existing.initOptions(options);
    return existing;
  }
  return runtime.createInstance({ ...options, id: options.id || '' }) as FederationInstance;
}

const bundlerRuntime = { consumes, I: initializeSharing, S: {}, installInitialConsumes, init };

const published: PublishedBundlerRuntime = { bundlerRuntime, attachShareScopeMap, initContainerInstance };
(globalThis as Record<string, unknown>)[publishedBundlerRuntimeKey] = published;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
