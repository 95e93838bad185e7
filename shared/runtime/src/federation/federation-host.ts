import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  getRuntimeConfig,
  type RuntimeConfig,
  remoteNames,
  setRuntimeConfig,
} from '../config/runtime-config';

let start: (() => Promise<ModuleFederation>) | undefined;
let started: Promise<ModuleFederation> | undefined;

function ready(): Promise<ModuleFederation> {
  if (!start) throw new Error('startFederationHost runs before any remote loads');
  // A failed start (the config unreachable) is forgotten, so the next load tries again.
  started ??= start().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

/**
 * Makes `instance` (the federation runtime of the app that booted the page: the shell, or a
 * remote running standalone in dev) the host of every federated load, and starts reading the
 * runtime config at once. Nothing here waits for it: the first load does (the shell's bootstrap
 * holds its first render for the first page's loads, up to a limit).
 * @sportif/runtime is a singleton, so remote-public loading remote-media goes through this host too.
 */
export function startFederationHost(
  instance: ModuleFederation,
  loadConfig: () => Promise<RuntimeConfig>,
): Promise<ModuleFederation> {
  start = async () => {
    const config = await loadConfig();
    setRuntimeConfig(config);
    instance.registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
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

/** Loads in flight or done, by module id ('remote_public/ClubPage'); a failed load is forgotten so that a retry starts anew. */
const loads = new Map<string, Promise<LoadedModule>>();
/** The modules that have arrived, for rendering them without suspending. */
const loaded = new Map<string, LoadedModule>();

async function load(id: string): Promise<LoadedModule> {
  const host = await ready();
  const module = await host.loadRemote<LoadedModule>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module;
}

export function loadFederatedModule(id: string): Promise<LoadedModule> {
  let loading = loads.get(id);
  if (!loading) {
    loading = load(id);
    loads.set(id, loading);
    loading.then(
      (module) => loaded.set(id, module),
      () => loads.delete(id),
    );
  }
  return loading;
}

/** The module if it has already arrived, else undefined. */
export function loadedFederatedModule(id: string): LoadedModule | undefined {
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
