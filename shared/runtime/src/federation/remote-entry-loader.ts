import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteBuild } from '../config/runtime-config';

/** A registered remote's build, and the global its remoteEntry.js assigns its container to. */
export interface EntryToLoad extends RemoteBuild {
  /** The container's name in its build (`remote_public`): its entry runs `var remote_public = …`. */
  globalName: string;
}

/**
 * The federation runtime plugin for every remote's entry (by its registered name: a live build as
 * `remote_public`, its fallback as `remote_public__fallback`), which the runtime's own script
 * loader runs. The live and the fallback build of a remote both assign `remote_public`, and the
 * runtime takes a container already in that global instead of running the entry: each entry
 * starts without one (the runtime keeps every container it loaded). Each script gets its build's
 * integrity: a script whose bytes do not match is never run (an error event, a failed load); CORS
 * mode is what lets the browser check it.
 */
export function remoteEntryLoader(entries: ReadonlyMap<string, EntryToLoad>): ModuleFederationRuntimePlugin {
  return {
    name: 'sportif-remote-entry-loader',
    loadEntry: ({ remoteInfo }) => {
      (globalThis as Record<string, unknown>)[remoteInfo.entryGlobalName] = undefined;
    },
    // The runtime sets `attrs` on the script it creates for the entry.
    createScript: ({ remoteInfo, attrs }) => {
      const integrity = remoteInfo && entries.get(remoteInfo.name)?.integrity;
      if (integrity && attrs) Object.assign(attrs, { integrity, crossorigin: 'anonymous' });
    },
  };
}
