import { federationNameOf, type RemoteFederationName } from '@sportif/contract/apps';
import type { RemoteRoutes } from '@sportif/contract/page-routes';
import { inlineRuntimeConfigId } from '@sportif/contract/prerender';
import { isRecord } from '../is-record';

export const remoteNames = Object.values(federationNameOf);
export type RemoteName = RemoteFederationName;

/** One build of a remote: its remoteEntry.js, and what the browser checks it and names it by. */
export interface RemoteBuild {
  entry: string;
  /** Subresource Integrity of the entry (`sha384-…`): the browser runs it only if its bytes match. */
  integrity?: string;
  /** The build's version, as the release store names it; what each area says served it. */
  version?: string;
}

/** Where a remote is: its live build, and the last good one that serves when the live one fails. */
export interface RemoteLocation extends RemoteBuild {
  fallback?: RemoteBuild;
}

/**
 * What the shell reads at start-up from `/runtime-config.json`: where each remote's remoteEntry.js is
 * and where the API is. Nothing of this is baked into a build, so a remote can move or be replaced
 * by editing this file alone.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /**
   * Each remote as the release store gives it (`{ entry, integrity, version, fallback }`), or as a
   * plain remoteEntry.js URL (the dev servers, a hand-written file): no check, no version, no fallback.
   * The copy a public page carries leaves out the remotes no public page uses (`complete: false`):
   * the page names no file of theirs, and the shell reads the served file when it needs one.
   */
  remotes: Partial<Record<RemoteName, RemoteLocation>>;
  /** False in a page's copy that leaves remotes out. */
  complete: boolean;
  /**
   * Each remote's page declarations (its routes.json), which the site server adds to the file it
   * serves; a remote missing here has its routes.json read from beside its remoteEntry.js.
   */
  routes: Partial<Record<RemoteName, RemoteRoutes>>;
  /**
   * The content revision that is live with these versions (issue 37), which the release store
   * names: the pages' content comes from it. None where no store serves the site (pnpm dev).
   */
  content?: string | undefined;
}

export const runtimeConfigUrl = '/runtime-config.json';

let current: RuntimeConfig | undefined;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Integrity the browser can check: sha256/384/512 hashes only. A browser runs a script whose
 * integrity names no algorithm it knows without checking it, so anything else is refused here.
 */
const integrityPattern = /^(sha(256|384|512)-[\w+/]+={0,2}\s*)+$/;

/** A build from its config entry, or undefined when it is not one (no entry, a bad integrity). */
function remoteBuild(input: unknown): RemoteBuild | undefined {
  if (typeof input === 'string') return input ? { entry: input } : undefined;
  if (!isRecord(input)) return undefined;
  const entry = text(input.entry);
  const integrity = input.integrity;
  if (!entry || (integrity !== undefined && !integrityPattern.test(String(integrity)))) return undefined;
  return { entry, integrity: integrity as string | undefined, version: text(input.version) };
}

function remoteLocation(input: unknown, name: RemoteName): RemoteLocation | undefined {
  const live = remoteBuild(input);
  const declared = isRecord(input) ? input.fallback : undefined;
  if (!live || declared == null) return live;
  const fallback = remoteBuild(declared);
  // The live build still serves without a fallback: better than no site at all.
  if (!fallback) console.error(`runtime-config.json: the fallback of ${name} is left out`);
  return { ...live, fallback };
}

/**
 * The config, or an error naming every missing or invalid entry. Checked by hand rather than with
 * valibot: this runs on every page before anything shows, and needs none of valibot's weight.
 * Routes are optional (a file written before remotes declared them still parses). Their shape is
 * checked only as far as the shell reads them: each remote's build refuses declarations that are
 * not valid and the site server checks them again before serving them, so the browser carries no
 * second copy of that check on every page.
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const config = isRecord(input) ? input : {};
  const remotes = isRecord(config.remotes) ? config.remotes : {};
  const apiBaseUrl = text(config.apiBaseUrl);
  const complete = config.complete !== false;
  const entries = remoteNames
    .filter((name) => complete || remotes[name] !== undefined)
    .map((name) => [name, remoteLocation(remotes[name], name)] as const);
  const missing = [
    ...(apiBaseUrl ? [] : ['apiBaseUrl']),
    ...entries.filter(([, location]) => !location).map(([name]) => `remotes.${name}`),
  ];
  if (missing.length > 0 || !apiBaseUrl) {
    throw new Error(`runtime-config.json needs a valid ${missing.join(', ')}`);
  }
  return {
    apiBaseUrl,
    remotes: Object.fromEntries(entries) as Partial<Record<RemoteName, RemoteLocation>>,
    complete,
    routes: declaredRoutes(config.routes),
    content: text(config.content),
  };
}

/** A remote's declarations as the shell reads them: an object with a list of pages. */
const isRemoteRoutes = (value: unknown): value is RemoteRoutes =>
  isRecord(value) && Array.isArray(value.pages) && (value.layouts === undefined || isRecord(value.layouts));

function declaredRoutes(input: unknown): Partial<Record<RemoteName, RemoteRoutes>> {
  const section = isRecord(input) ? input : {};
  const routes: Partial<Record<RemoteName, RemoteRoutes>> = {};
  for (const name of remoteNames) {
    const declared = section[name];
    if (isRemoteRoutes(declared)) routes[name] = declared;
    else if (declared !== undefined) console.error(`runtime-config.json: the routes of ${name} are left out`);
  }
  return routes;
}

/** A remote's routes.json, from beside its remoteEntry.js; undefined when it cannot be read. */
async function routesBesideEntry(entry: string): Promise<RemoteRoutes | undefined> {
  try {
    const response = await fetch(new URL('routes.json', new URL(entry, window.location.href)), {
      cache: 'no-cache',
    });
    const declared: unknown = response.ok ? await response.json() : undefined;
    return isRemoteRoutes(declared) ? declared : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The config the site server wrote into the page, if it did: the one its HTML was rendered with,
 * which the page must start with so that hydration finds the markup it renders.
 */
function configInPage(): unknown {
  const text = document.getElementById(inlineRuntimeConfigId)?.textContent;
  return text ? JSON.parse(text) : undefined;
}

async function fetchedConfig(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The config in the page (the site server writes it there), else the one at `url`. */
export async function fetchRuntimeConfig(url = runtimeConfigUrl): Promise<RuntimeConfig> {
  const config = parseRuntimeConfig(configInPage() ?? (await fetchedConfig(url)));
  // The site server puts every remote's routes into the config; a config served otherwise (the
  // dev servers, a hand-written file) leaves them to be read from each remote, side by side.
  const missing = remoteNames.filter((name) => !config.routes[name] && config.remotes[name]);
  const found = await Promise.all(
    missing.map((name) => routesBesideEntry((config.remotes[name] as RemoteLocation).entry)),
  );
  missing.forEach((name, index) => {
    const routes = found[index];
    if (routes) config.routes[name] = routes;
  });
  return config;
}

/** The served config, whole: for the remotes a page's copy leaves out. */
export async function fetchWholeRuntimeConfig(url = runtimeConfigUrl): Promise<RuntimeConfig> {
  return parseRuntimeConfig(await fetchedConfig(url));
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is read before the app starts rendering');
  return current;
}
