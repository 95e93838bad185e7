import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';
import { appOfFederationName } from '@sportif/contract/apps';
import { parseRemoteRoutes, type RemoteRoutes } from '@sportif/contract/page-routes';
import { fallbackVersionOf, type LiveState, liveContentOf, liveVersionOf } from './live-state.ts';
import type { StoredVersion } from './store/local-copy.ts';

/** The deployed runtime config a release starts from: where each remote is served, the API's base. */
export interface BaseRuntimeConfig {
  apiBaseUrl: string;
  /** Remote name → its remoteEntry.js URL as deployed, without a version ('/remotes/public/remoteEntry.js'). */
  remotes: Record<string, string>;
}

/** One version of a remote as the browser loads it. */
export interface RemoteVersion {
  entry: string;
  /** The Subresource Integrity of its remoteEntry.js: the browser runs no other bytes. */
  integrity: string;
  version: string;
}

/** A released remote: its live version and the previous good one, which browsers fall back to. */
export interface ReleasedRemote extends RemoteVersion {
  fallback: RemoteVersion | null;
}

/** The runtime config browsers read when the site is served from the release store. */
export interface ReleasedRuntimeConfig {
  apiBaseUrl: string;
  /** A remote with no live version keeps its deployed URL: its areas show their fallback. */
  remotes: Record<string, ReleasedRemote | string>;
  routes: Record<string, RemoteRoutes>;
  /** The content revision live with these versions: the pages' content is its (issue 37). */
  content?: string;
}

/** A version's entry URL: its folder inside the remote's deployed folder ('/remotes/public/<version>/remoteEntry.js'). */
export function versionedEntryUrl(deployedEntry: string, version: string): string {
  const slash = deployedEntry.lastIndexOf('/');
  return `${deployedEntry.slice(0, slash + 1)}${version}/${deployedEntry.slice(slash + 1)}`;
}

const entryFileOf = (deployedEntry: string) => deployedEntry.slice(deployedEntry.lastIndexOf('/') + 1);

function remoteVersion(deployedEntry: string, stored: StoredVersion): RemoteVersion {
  const integrity = stored.integrity[entryFileOf(deployedEntry)];
  if (!integrity) throw new Error(`${stored.app} ${stored.version} has no ${entryFileOf(deployedEntry)}`);
  return { entry: versionedEntryUrl(deployedEntry, stored.version), integrity, version: stored.version };
}

/** The pages a stored version declares (its routes.json); undefined when it has none that parse. */
export async function routesOf(stored: StoredVersion): Promise<RemoteRoutes | undefined> {
  try {
    const parsed = parseRemoteRoutes(JSON.parse(await readFile(join(stored.dir, 'routes.json'), 'utf8')));
    return 'routes' in parsed ? parsed.routes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The runtime config for the live state: each remote at its live version, with the integrity of
 * its entry, its previous good version as the fallback, and the pages the live version declares.
 */
export async function releasedRuntimeConfig(
  base: BaseRuntimeConfig,
  state: LiveState,
  store: { readVersion(app: FrontEndApp, version: string): Promise<StoredVersion | undefined> },
): Promise<ReleasedRuntimeConfig> {
  const remotes: ReleasedRuntimeConfig['remotes'] = {};
  const routes: ReleasedRuntimeConfig['routes'] = {};
  for (const [name, deployedEntry] of Object.entries(base.remotes)) {
    const app = appOfFederationName(name);
    const live = app && liveVersionOf(state, app);
    const stored = app && live ? await store.readVersion(app, live) : undefined;
    if (!app || !stored) {
      remotes[name] = deployedEntry;
      continue;
    }
    const fallbackVersion = fallbackVersionOf(state, app);
    const fallback = fallbackVersion ? await store.readVersion(app, fallbackVersion) : undefined;
    remotes[name] = {
      ...remoteVersion(deployedEntry, stored),
      fallback: fallback ? remoteVersion(deployedEntry, fallback) : null,
    };
    const declared = await routesOf(stored);
    if (declared) routes[name] = declared;
  }
  const content = liveContentOf(state);
  return { apiBaseUrl: base.apiBaseUrl, remotes, routes, ...(content ? { content } : {}) };
}
