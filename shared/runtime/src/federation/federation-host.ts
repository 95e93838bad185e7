import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { type RuntimeConfig, remoteNames, setRuntimeConfig } from '../config/runtime-config';
import type { FederatedModuleId, FederatedModules } from './federated-modules';

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

type LoadedModule<K extends FederatedModuleId> = { default: FederatedModules[K] };

/** Loads in flight or done, by module id; a failed load is forgotten so that a retry starts anew. */
const loads = new Map<FederatedModuleId, Promise<LoadedModule<FederatedModuleId>>>();
/** The modules that have arrived, for rendering them without suspending. */
const loaded = new Map<FederatedModuleId, LoadedModule<FederatedModuleId>>();

async function load<K extends FederatedModuleId>(id: K): Promise<LoadedModule<K>> {
  const host = await ready();
  const module = await host.loadRemote<LoadedModule<K>>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module;
}

export function loadFederatedModule<K extends FederatedModuleId>(id: K): Promise<LoadedModule<K>> {
  let loading = loads.get(id) as Promise<LoadedModule<K>> | undefined;
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
export function loadedFederatedModule<K extends FederatedModuleId>(id: K): LoadedModule<K> | undefined {
  return loaded.get(id) as LoadedModule<K> | undefined;
}

/**
 * Starts loading every module a page is made of at once. Rendered one inside the other (the
 * layout, then its page, then the page's media), each would otherwise start only when the one
 * around it has arrived and rendered.
 */
export async function preloadFederatedModules(ids: readonly FederatedModuleId[]): Promise<void> {
  await Promise.allSettled(ids.map((id) => loadFederatedModule(id)));
}
