import { parseRemoteRoutes, type RemoteRoutes } from '@sportif/contract/page-routes';

/**
 * The deployed /runtime-config.json: where each remote's remoteEntry.js is, the API's base URL,
 * and, optionally, remotes' page declarations (for a remote whose routes.json the server cannot
 * read from disk, such as one on another origin).
 */
export interface RuntimeConfigFile {
  apiBaseUrl: string;
  remotes: Record<string, string>;
  routes?: Record<string, RemoteRoutes>;
}

/** The runtime config in a file's text, or an error that says what is wrong with the text. */
export function parseRuntimeConfigFile(text: string): RuntimeConfigFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The runtime config is not JSON: ${(error as Error).message}`);
  }
  const config = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const { apiBaseUrl, remotes, routes } = config;
  if (typeof apiBaseUrl !== 'string') throw new Error('The runtime config needs "apiBaseUrl" (a URL)');
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error('The runtime config needs "remotes" (remote name → remoteEntry.js URL)');
  }
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string') throw new Error(`The runtime config's remote "${name}" is not a URL`);
  }
  if (routes === undefined) return { apiBaseUrl, remotes: remotes as Record<string, string> };
  if (typeof routes !== 'object' || routes === null || Array.isArray(routes)) {
    throw new Error('The runtime config\'s "routes" must map a remote name to its routes.json');
  }
  const parsedRoutes = Object.fromEntries(
    Object.entries(routes).map(([name, declared]) => [name, parseRoutesOf(name, declared)]),
  );
  return { apiBaseUrl, remotes: remotes as Record<string, string>, routes: parsedRoutes };
}

function parseRoutesOf(name: string, declared: unknown): RemoteRoutes {
  const parsed = parseRemoteRoutes(declared);
  if ('problems' in parsed) throw new Error(`The routes of "${name}": ${parsed.problems.join('; ')}`);
  return parsed.routes;
}

/** A deployed routes.json's text as declarations, or an error saying what is wrong with it. */
export function parseRoutesFile(text: string): RemoteRoutes {
  return parseRoutesOf('routes.json', JSON.parse(text));
}

/**
 * The config browsers read: the deployed file with each remote's routes from the routes.json
 * deployed beside its remoteEntry.js (`deployedRoutes`, by remote name), or, for a remote whose
 * routes.json could not be read, those the file itself gives. A remote deployed alone brings its
 * pages with it: the shell reads them from here at start.
 */
export function composeRuntimeConfig(
  config: RuntimeConfigFile,
  deployedRoutes: Record<string, RemoteRoutes | undefined>,
): RuntimeConfigFile {
  const routes: Record<string, RemoteRoutes> = {};
  for (const name of Object.keys(config.remotes)) {
    const declared = deployedRoutes[name] ?? config.routes?.[name];
    if (declared) routes[name] = declared;
  }
  return { ...config, routes };
}

/**
 * A remote in the runtime config browsers read: its remoteEntry.js URL as deployed, or, served
 * from the release store, its live version with integrity and the fallback version.
 */
export type ServedRemote =
  | string
  | { entry: string; integrity: string; version: string; fallback: { entry: string } | null };

/** The runtime config as browsers get it: deployed (remote URLs) or from the release store. */
export interface ServedRuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<string, ServedRemote>;
  routes?: Record<string, RemoteRoutes>;
}

/** The URL a served remote is loaded from now: its deployed URL, or its live version's. */
export const liveEntryUrl = (remote: ServedRemote): string =>
  typeof remote === 'string' ? remote : remote.entry;

/**
 * The locations a runtime config names, as securityHeaders() takes them (the CSP allows them):
 * every remote's remoteEntry.js URL (its fallback version's too), then the API's base URL. Our
 * server and the nginx recipe alike.
 */
export function configLocations(config: ServedRuntimeConfig): string[] {
  const entries = Object.values(config.remotes).flatMap((remote) =>
    typeof remote === 'string'
      ? [remote]
      : [remote.entry, ...(remote.fallback ? [remote.fallback.entry] : [])],
  );
  return [...entries, config.apiBaseUrl];
}
