import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { FederationRole } from './federation-shared.ts';

const repoRoot = join(import.meta.dirname, '..');

/**
 * React Refresh across the federation, in dev only.
 *
 * Each container's modules register their components with `react-refresh/runtime` and ask it to
 * refresh after a hot update; React knows only the runtime that hooked into it first, the one the
 * page's entry injected. A container with a copy of its own registers with a runtime React never
 * hears from (its update applies, the page keeps the old component), and two runtimes would each
 * hand React only their own components. So the runtime is one more shared singleton: the shell
 * provides it with the others, and each remote's modules take it from the shell's page.
 */
export const refreshRuntime = 'react-refresh/runtime';

/** The plugin's entry that hooks the runtime into React (a public export of the plugin). */
export const refreshEntry = '@rspack/plugin-react-refresh/react-refresh-entry';

const refreshVersion = (): string => {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const version = root.devDependencies['react-refresh'];
  if (!version) throw new Error('package.json must declare react-refresh to share its runtime in dev');
  return version;
};

/**
 * The runtime as a share: eager, because the page's entry hooks it into React before anything
 * else runs (the shell's, or a remote's on its own page in dev). A remote's container then takes
 * the one the page loaded first, the shell's.
 */
export function refreshRuntimeShare(): Record<string, moduleFederationPlugin.SharedConfig> {
  const version = refreshVersion();
  return { [refreshRuntime]: { singleton: true, eager: true, requiredVersion: version, version } };
}

/**
 * The plugin, instrumenting only the repository's own sources: the federation runtime that each
 * entry starts with must not import the refresh runtime (a remote's container would take its own
 * copy before the shell's share reaches it). The plugin adds its entry to every entry of a build,
 * a remote's container too, which runs before the container joins the shell's shares: a remote
 * adds it to its page's entry alone (`appEntry`).
 */
export function reactRefreshPlugin(role: FederationRole, appDir: string): ReactRefreshRspackPlugin {
  return new ReactRefreshRspackPlugin({
    include: [appDir, join(repoRoot, 'shared')],
    injectEntry: role === 'host',
  });
}

/** The page's entry in dev: a remote's hooks the refresh runtime into React first, as the plugin does for the shell. */
export function appEntry(role: FederationRole, source: string): string | string[] {
  return role === 'remote' ? [refreshEntry, source] : source;
}
