import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteBuild } from '../config/runtime-config';

/** A registered remote's build, and the global its remoteEntry.js assigns its container to. */
export interface EntryToLoad extends RemoteBuild {
  /** The container's name in its build (`remote_public`): its entry runs `var remote_public = …`. */
  globalName: string;
}

type RemoteEntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/** As long as the federation runtime's own loader waits for an entry. */
const entryTimeoutMs = 20_000;

/**
 * Runs a remoteEntry.js and gives its container, leaving the global it assigns as it was: the
 * live and the fallback build of one remote both assign `remote_public`, and each must keep its
 * own container. The container is read when the script's load event fires, which the browser
 * dispatches right after running it. With `integrity`, a script whose bytes do not match is never
 * run (an error event instead); CORS mode (`crossOrigin`) is what lets the browser check it.
 */
function runEntry({ entry, integrity, globalName }: EntryToLoad): Promise<RemoteEntryExports> {
  const scope = globalThis as Record<string, unknown>;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const done = (error?: string) => {
      clearTimeout(timeout);
      script.onload = script.onerror = null;
      script.remove();
      const container = scope[globalName];
      scope[globalName] = before;
      if (!error && container && container !== before) resolve(container as RemoteEntryExports);
      else reject(new Error(`${entry} ${error ?? `defined no container ${globalName}`}`));
    };
    const before = scope[globalName];
    const timeout = setTimeout(() => done('timed out'), entryTimeoutMs);
    script.onload = () => done();
    script.onerror = () => done('could not be loaded, or failed its integrity check');
    script.crossOrigin = 'anonymous';
    if (integrity) script.integrity = integrity;
    script.setAttribute('fetchpriority', 'high');
    script.src = entry;
    document.head.append(script);
  });
}

/**
 * The federation runtime plugin that loads every remote's entry (by its registered name: a live
 * build as `remote_public`, its fallback as `remote_public__fallback`), through the runtime's
 * `loadEntry` hook. The runtime would otherwise take any `remote_public` global already on the
 * page for the container, and check no integrity.
 */
export function remoteEntryLoader(entries: ReadonlyMap<string, EntryToLoad>): ModuleFederationRuntimePlugin {
  return {
    name: 'sportif-remote-entry-loader',
    loadEntry: ({ remoteInfo }) => {
      const entry = entries.get(remoteInfo.name);
      return entry && runEntry(entry);
    },
  };
}
