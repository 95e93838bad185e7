import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';

type SharedConfig = moduleFederationPlugin.SharedConfig;

const repoRoot = join(import.meta.dirname, '..');

function versionOf(packageJsonPath: string): string {
  const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string };
  return version;
}

/** Dependency versions the app declares, so `requiredVersion` follows its package.json. */
function declaredDependencies(appDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/**
 * The singletons every app shares (design.md §3): one React, one router, one store library,
 * one toast container and one @sportif/shared (so its zustand stores exist once at runtime).
 */
export function sharedSingletons(appDir: string): Record<string, SharedConfig> {
  const deps = declaredDependencies(appDir);
  const required = (name: string): string => {
    const version = deps[name];
    if (!version) throw new Error(`${appDir}/package.json must declare ${name} to share it`);
    return version;
  };
  const singleton = (packageName: string): SharedConfig => ({
    singleton: true,
    requiredVersion: required(packageName),
  });

  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    'react-toastify': singleton('react-toastify'),
    '@sportif/shared': {
      singleton: true,
      // The workspace protocol is not a semver range; the package's own version is.
      requiredVersion: `^${versionOf(join(repoRoot, 'shared/package.json'))}`,
      version: versionOf(join(repoRoot, 'shared/package.json')),
    },
  };
}
