import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';

type SharedConfig = moduleFederationPlugin.SharedConfig;

const repoRoot = join(import.meta.dirname, '..');

/** The host provides every singleton; remotes consume them (and keep a fallback for standalone dev). */
export type FederationRole = 'host' | 'remote';

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
}

const readPackageJson = (path: string): PackageJson => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;

/** The module the host provides as the router: the exports the apps use (shell/src/provided). */
export const providedRouterModule = join(repoRoot, 'shell/src/provided/react-router.ts');

/**
 * react-router's browser entry, for the alias `react-router-package` that the provided router
 * imports from: a request the share keys do not match, so rspack bundles (and tree-shakes) the
 * package there instead of consuming the shared module from itself.
 */
export function reactRouterEntry(appDir: string): string {
  const packageJsonPath = createRequire(join(appDir, 'package.json')).resolve('react-router/package.json');
  const main = readPackageJson(packageJsonPath).exports?.['.'] as
    | { import?: { default?: string } }
    | undefined;
  const entry = main?.import?.default;
  if (!entry) throw new Error(`react-router's package.json has no browser ESM entry`);
  return join(dirname(packageJsonPath), entry);
}

/**
 * The singletons every app shares (docs/decisions/0028-shared-singletons-provided-by-the-shell.md):
 * one React, one router and one @sportif/runtime (so its auth store and toast container exist once
 * at runtime), each with
 * `requiredVersion` from the app's package.json. zustand and react-toastify are not share keys:
 * only @sportif/runtime imports them (biome.json keeps it so), so they come with its one copy.
 *
 * The host (the shell) provides them eagerly: they are in its entry file, one download instead
 * of a dozen small chunks fetched one after the other, and every page needs all of them before
 * it can render. The host provides the router as the subset the apps use (see `providedRouterModule`).
 */
export function sharedSingletons(appDir: string, role: FederationRole): Record<string, SharedConfig> {
  const deps = readPackageJson(join(appDir, 'package.json')).dependencies ?? {};
  const required = (name: string): string => {
    const version = deps[name];
    if (!version) throw new Error(`${appDir}/package.json must declare ${name} to share it`);
    return version;
  };
  const eager = role === 'host';
  const singleton = (packageName: string): SharedConfig => ({
    singleton: true,
    requiredVersion: required(packageName),
    eager,
  });
  const router = (packageName: string): SharedConfig =>
    role === 'host'
      ? { ...singleton(packageName), import: providedRouterModule, version: required(packageName) }
      : singleton(packageName);
  const runtimeVersion = readPackageJson(join(repoRoot, 'shared/runtime/package.json')).version;

  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router': router('react-router'),
    'react-router-dom': router('react-router-dom'),
    '@sportif/runtime': {
      singleton: true,
      // The workspace protocol is not a semver range; the package's own version is.
      requiredVersion: `^${runtimeVersion}`,
      version: runtimeVersion,
      eager,
    },
  };
}

/**
 * In production a remote runs in the shell, which provides every shared module: the remote
 * consumes them and builds no fallback copy of its own (a smaller remoteEntry.js). A remote
 * running standalone in dev is its own host and keeps them.
 */
export function consumedFromHost(
  shared: moduleFederationPlugin.ModuleFederationPluginOptions['shared'],
): Record<string, SharedConfig> {
  return Object.fromEntries(
    Object.entries(sharedByName(shared)).map(([name, config]) => [
      name,
      { ...(typeof config === 'string' ? { requiredVersion: config } : config), import: false },
    ]),
  );
}

/** The shared modules as sharedSingletons gives them: by name. */
export function sharedByName(
  shared: moduleFederationPlugin.ModuleFederationPluginOptions['shared'],
): Record<string, string | SharedConfig> {
  if (!shared || Array.isArray(shared))
    throw new Error('Shared modules are configured by name (sharedSingletons)');
  return shared;
}
