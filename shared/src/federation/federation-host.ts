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
 * runtime config at once. Rendering need not wait: the first load waits for the config instead.
 * @sportif/shared is a singleton, so remote-public loading remote-media goes through this host too.
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

export async function loadFederatedModule<K extends FederatedModuleId>(
  id: K,
): Promise<{ default: FederatedModules[K] }> {
  const host = await ready();
  const module = await host.loadRemote<{ default: FederatedModules[K] }>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module;
}
