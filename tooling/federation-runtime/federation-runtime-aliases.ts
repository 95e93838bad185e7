import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FederationRole } from '../federation-shared.ts';

/** The installed federation runtime packages, found from @module-federation/enhanced as rspack finds them. */
export interface InstalledFederationRuntime {
  /** CommonJS entries, as the federation plugin and rspack import them. */
  runtimeTools: string;
  runtime: string;
  bundlerRuntime: string;
  /** @module-federation/runtime-core's `dist/` folder. */
  runtimeCoreDist: string;
}

export function installedFederationRuntime(): InstalledFederationRuntime {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const runtimeTools = fromEnhanced.resolve('@module-federation/runtime-tools');
  const fromRuntimeTools = createRequire(runtimeTools);
  const runtime = fromRuntimeTools.resolve('@module-federation/runtime');
  return {
    runtimeTools,
    runtime,
    bundlerRuntime: fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    runtimeCoreDist: dirname(createRequire(runtime).resolve('@module-federation/runtime-core')),
  };
}

/** The ES module build beside a package's CommonJS entry. */
export const esModuleBuild = (commonJs: string): string => commonJs.replace(/\.cjs$/, '.js');

/** A stand-in of @sportif/federation-runtime (shared/federation-runtime), by its export's name. */
export const standIn = (name: string): string =>
  createRequire(import.meta.url).resolve(`@sportif/federation-runtime/${name}`);

/** The private files of @module-federation/runtime-core that the stand-ins replace, with their stand-ins. */
export function replacedRuntimeCoreFiles(): { upstream: string; standIn: string }[] {
  const { runtimeCoreDist } = installedFederationRuntime();
  return [
    {
      upstream: join(runtimeCoreDist, 'plugins/snapshot/SnapshotHandler.js'),
      standIn: standIn('manifest-free-snapshot-handler'),
    },
    { upstream: join(runtimeCoreDist, 'utils/preload.js'), standIn: standIn('no-preload-remote') },
  ];
}

/**
 * The private files the stand-ins import (pnpm does not hoist the packages): those of the copies
 * the federation plugin uses. `@module-federation/runtime` itself the plugin points there already.
 */
function federationDistAliases(): Record<string, string> {
  const { bundlerRuntime, runtimeCoreDist } = installedFederationRuntime();
  return {
    '@module-federation/webpack-bundler-runtime/dist': dirname(bundlerRuntime),
    '@module-federation/runtime-core/dist': runtimeCoreDist,
  };
}

/** Every name the stand-ins import the federation packages by, for running them outside rspack (tests). */
export function standInImportAliases(): Record<string, string> {
  return {
    ...federationDistAliases(),
    '@module-federation/runtime': esModuleBuild(installedFederationRuntime().runtime),
  };
}

/**
 * rspack and the federation plugin import the federation runtime's packages by the paths of their
 * CommonJS builds, which keeps every line of them. Pointed at the ES module builds instead, the
 * bundler drops what a container never calls, in every remoteEntry.js
 * and in the shell. All of them at once, so that no package is bundled twice (once per format).
 *
 * Parts of the runtime this site does not use are replaced (@sportif/federation-runtime), which
 * takes more off: the bundler runtime (the glue between rspack's chunks and the runtime core) is the
 * shell's, made of the parts the site uses and left on the page for the remotes; the runtime
 * core's manifest reading and `preloadRemote` are stand-ins that say so.
 *
 * These are absolute paths into the packages' private `dist/` files: an upgrade that moves them
 * would silently ship the full code, or a stand-in missing what the new runtime calls.
 * federation-runtime-aliases.test.ts fails when that happens (tooling/README.md, "Upgrading the federation").
 */
export function federationRuntimeAliases(role: FederationRole): Record<string, string> {
  const { runtimeTools, runtime, bundlerRuntime } = installedFederationRuntime();
  return {
    ...Object.fromEntries(
      [runtimeTools, runtime].map((commonJs) => [`${commonJs}$`, esModuleBuild(commonJs)]),
    ),
    [`${bundlerRuntime}$`]: standIn(
      role === 'host' ? 'bundler-runtime-for-remotes' : 'bundler-runtime-from-shell',
    ),
    ...federationDistAliases(),
    ...Object.fromEntries(
      replacedRuntimeCoreFiles().map(({ upstream, standIn }) => [`${upstream}$`, standIn]),
    ),
  };
}
