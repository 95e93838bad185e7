import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, startFederationHost } from '@sportif/runtime';

/**
 * Benchmark only: the single bundle registers no remotes; it needs the runtime config for the API
 * base and the route table the remotes declared, as the shell does.
 */
export function startFederation(): void {
  const noRemotes = { registerPlugins: () => {}, registerRemotes: () => {} } as unknown as ModuleFederation;
  startFederationHost(noRemotes, () => fetchRuntimeConfig()).catch((error: unknown) =>
    console.error('Could not read the runtime config', error),
  );
}
