import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  fetchWholeRuntimeConfig,
  getRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  remoteNames,
  setRuntimeConfig,
} from '../config/runtime-config';
import { loadWithRetry } from './load-with-retry';
import { reportReleaseFailure } from './release-failure-report';
import { type EntryToLoad, remoteEntryLoader } from './remote-entry-loader';

/** The runtime plugin that runs a remote's entry: a script element in the browser, require() on the server. */
export type EntryLoader = (entries: ReadonlyMap<string, EntryToLoad>) => ModuleFederationRuntimePlugin;

let start: (() => Promise<ModuleFederation>) | undefined;
let started: Promise<ModuleFederation> | undefined;

/**
 * Every build the host loads, by the name it is registered under: a remote's live build by the
 * remote's name, its last good build beside it (`fallbackName`). Filled when the config arrives.
 */
const entries = new Map<string, EntryToLoad>();
const fallbackName = (name: string) => `${name}__fallback`;

function ready(): Promise<ModuleFederation> {
  if (!start) throw new Error('startFederationHost runs before any remote loads');
  // A failed start (the config unreachable) is forgotten, so the next load tries again.
  started ??= start().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

/** Registers the remotes of `config` not registered yet, each with its last good build beside it. */
function register(instance: ModuleFederation, config: RuntimeConfig): void {
  const added = new Map<string, EntryToLoad>();
  for (const name of remoteNames) {
    const location = config.remotes[name];
    if (!location || entries.has(name)) continue;
    const { fallback, ...live } = location;
    added.set(name, { ...live, globalName: name });
    if (fallback) added.set(fallbackName(name), { ...fallback, globalName: name });
  }
  for (const [name, entry] of added) entries.set(name, entry);
  instance.registerRemotes(
    [...added].map(([name, { entry, globalName }]) => ({ name, entry, entryGlobalName: globalName })),
  );
}

let completing: Promise<void> | undefined;

/**
 * Registers remote `name` if it is not yet: a page's copy of the config leaves out the remotes no
 * public page uses (the back-office's), and the served file names them when the visitor goes
 * there. Loads that need it at the same time share the one request; a failed one is forgotten.
 */
async function ensureRegistered(name: string): Promise<void> {
  const instance = await ready();
  if (entries.has(name) || getRuntimeConfig().complete) return;
  completing ??= fetchWholeRuntimeConfig().then(
    (whole) => {
      register(instance, whole);
      setRuntimeConfig({ ...whole, remotes: { ...whole.remotes, ...getRuntimeConfig().remotes } });
    },
    (error: unknown) => {
      completing = undefined;
      throw error;
    },
  );
  await completing;
}

/**
 * Makes `instance` (the federation runtime of the app that booted the page: the shell, or a
 * remote running standalone in dev) the host of every federated load, and starts reading the
 * runtime config at once. Nothing here waits for it: the first load does (the shell's bootstrap
 * holds its first render for the first page's loads, up to a limit).
 * @sportif/runtime is a singleton, so remote-public loading remote-media goes through this host too.
 * The shell's page renderer is the host on the server, with an entry loader of its own.
 */
export function startFederationHost(
  instance: ModuleFederation,
  loadConfig: () => Promise<RuntimeConfig>,
  entryLoader: EntryLoader = remoteEntryLoader,
): Promise<ModuleFederation> {
  // Every entry goes through this plugin: it checks integrity, and keeps two builds of a remote apart.
  instance.registerPlugins([entryLoader(entries)]);
  start = async () => {
    const config = await loadConfig();
    setRuntimeConfig(config);
    register(instance, config);
    return instance;
  };
  started = undefined;
  return ready();
}

/**
 * The runtime config once the host has started with it (the shell composes its routes from it);
 * like a load, it tries the config again when the last start failed.
 */
export async function startedRuntimeConfig(): Promise<RuntimeConfig> {
  await ready();
  return getRuntimeConfig();
}

/** What a remote's exposed module gives: the component, as its default export. */
export type LoadedModule = { default: unknown };

/** A module that has arrived, and which build of its remote served it. */
export interface ServedModule {
  module: LoadedModule;
  from: 'live' | 'fallback';
  /** The serving build's version; none for a remote given as a plain URL. */
  version: string | undefined;
}

/** Loads in flight or done, by module id ('remote_public/ClubPage'); a failed load is forgotten so that a retry starts anew. */
const loads = new Map<string, Promise<ServedModule>>();
/** The modules that have arrived, for rendering them without suspending. */
const loaded = new Map<string, ServedModule>();

/** One build's module, retried with backoff: a remote that blips for a moment costs a delay, not a fallback. */
const loadFrom = (id: string) =>
  loadWithRetry(async () => {
    const module = await (await ready()).loadRemote<LoadedModule>(id);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module;
  });

/**
 * The module from its remote's live build, else from the remote's last good build (its entry
 * unreachable or refused by its integrity, its container failing to start, the module throwing
 * while it loads), which the browser then reports. Without a last good build, the live build's error.
 */
async function load(id: string): Promise<ServedModule> {
  const name = id.slice(0, id.indexOf('/'));
  await loadWithRetry(() => ensureRegistered(name));
  const live = entries.get(name);
  try {
    return { module: await loadFrom(id), from: 'live', version: live?.version };
  } catch (error) {
    const fallback = entries.get(fallbackName(name));
    if (!fallback) throw error;
    const module = await loadFrom(fallbackName(name) + id.slice(name.length));
    reportReleaseFailure({
      remote: name as RemoteName,
      version: live?.version,
      fallbackVersion: fallback.version,
      module: `.${id.slice(name.length)}`,
      error,
    });
    return { module, from: 'fallback', version: fallback.version };
  }
}

/**
 * Loads a module once for the page's life: loads in flight are shared, and a module a fallback
 * build served stays served by it. A failed load is forgotten, so "Tekrar dene" starts again
 * from the live build.
 */
export function loadFederatedModule(id: string): Promise<ServedModule> {
  let loading = loads.get(id);
  if (!loading) {
    loading = load(id);
    loads.set(id, loading);
    loading.then(
      (served) => loaded.set(id, served),
      () => loads.delete(id),
    );
  }
  return loading;
}

/** The module if it has already arrived, else undefined. */
export function loadedFederatedModule(id: string): ServedModule | undefined {
  return loaded.get(id);
}

/**
 * Starts loading every module a page is made of at once. Rendered one inside the other (the
 * layout, then its page, then the page's media), each would otherwise start only when the one
 * around it has arrived and rendered.
 */
export async function preloadFederatedModules(ids: readonly string[]): Promise<void> {
  await Promise.allSettled(ids.map((id) => loadFederatedModule(id)));
}
