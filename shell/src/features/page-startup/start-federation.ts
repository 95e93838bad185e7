import { getInstance } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, loadWithRetry, startFederationHost } from '@sportif/runtime';

/**
 * Starts reading /runtime-config.json (remote entries, the remotes' page declarations and the API
 * base) and registers the remotes with this page's federation runtime when it arrives, with the
 * runtime plugin that loads their entries (checking each against its integrity, and each remote's
 * last good build beside its live one: startFederationHost). Nothing is fetched from a remote
 * here: bootstrap preloads the first page's modules, and any other area loads its remote when a
 * route first renders it.
 */
export function startFederation(): void {
  const host = getInstance();
  if (!host) throw new Error('The shell was built without the federation runtime');
  startFederationHost(host, () => loadWithRetry(() => fetchRuntimeConfig())).catch((error: unknown) => {
    // Start-up errors are swallowed (docs/requirements.md §8): each area shows its own fallback and retries.
    console.error('Could not read the runtime config', error);
  });
}
