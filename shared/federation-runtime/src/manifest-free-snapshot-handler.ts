/**
 * Bundled in place of @module-federation/runtime-core's snapshot handler (see
 * `federationRuntimeAliases` in federation-runtime-aliases.ts), to keep the shell smaller.
 *
 * That handler reads remotes' mf-manifest.json files in the browser. This site registers each
 * remote by its remoteEntry.js (the runtime config lists them) and builds with `disableSnapshot`,
 * so the runtime never asks for a manifest; the server reads the manifests instead, to preload a
 * route's files from its HTML. What the runtime core still touches is kept: the hooks a plugin
 * may register on, the manifest cache that removing a remote clears, and the lookup of a global
 * snapshot, of which there is none.
 */
import { PluginSystem } from '@module-federation/runtime-core/dist/utils/hooks/pluginSystem.js';

export class SnapshotHandler {
  readonly hooks = new PluginSystem({});
  readonly manifestCache = new Map<string, unknown>();

  loadRemoteSnapshotInfo(): never {
    throw new Error(
      "Sportif Yaşam's federation runtime reads no mf-manifest.json: register the remote by its remoteEntry.js",
    );
  }
}

export function getGlobalRemoteInfo(): { hostGlobalSnapshot: undefined } {
  return { hostGlobalSnapshot: undefined };
}
