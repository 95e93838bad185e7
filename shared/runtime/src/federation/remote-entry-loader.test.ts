// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEntryNetwork } from './fake-entry-network';
import { type EntryToLoad, remoteEntryLoader } from './remote-entry-loader';

const scope = globalThis as Record<string, unknown>;
const liveContainer = { init: () => {}, get: () => {} };
const fallbackContainer = { init: () => {}, get: () => {} };
const liveUrl = 'http://localhost:3000/remotes/public/3f9a1c2b7d/remoteEntry.js';
const fallbackUrl = 'http://localhost:3000/remotes/public/aa11bb22cc/remoteEntry.js';

const entries = new Map<string, EntryToLoad>([
  [
    'remote_public',
    { entry: liveUrl, integrity: 'sha384-live', version: '3f9a1c2b7d', globalName: 'remote_public' },
  ],
  [
    'remote_public__fallback',
    { entry: fallbackUrl, integrity: 'sha384-fallback', version: 'aa11bb22cc', globalName: 'remote_public' },
  ],
]);

/** The plugin's loadEntry hook for a registered remote, as the federation runtime calls it. */
function loadEntry(name: string) {
  const hook = remoteEntryLoader(entries).loadEntry;
  if (!hook) throw new Error('the plugin has no loadEntry hook');
  return hook({ remoteInfo: { name } } as Parameters<typeof hook>[0]);
}

let network: ReturnType<typeof fakeEntryNetwork> | undefined;
afterEach(() => {
  network?.stop();
  scope.remote_public = undefined;
});

describe('remoteEntryLoader', () => {
  it('runs an entry as a CORS script with its integrity, and gives its container', async () => {
    network = fakeEntryNetwork({
      [liveUrl]: { globalName: 'remote_public', container: liveContainer, integrity: 'sha384-live' },
    });
    await expect(loadEntry('remote_public')).resolves.toBe(liveContainer);
    expect(network.requests).toEqual([{ src: liveUrl, integrity: 'sha384-live', crossOrigin: 'anonymous' }]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("gives the fallback build its own container and leaves the live build's global as it was", async () => {
    network = fakeEntryNetwork({
      [liveUrl]: { globalName: 'remote_public', container: liveContainer, integrity: 'sha384-live' },
      [fallbackUrl]: {
        globalName: 'remote_public',
        container: fallbackContainer,
        integrity: 'sha384-fallback',
      },
    });
    scope.remote_public = liveContainer;
    await expect(loadEntry('remote_public__fallback')).resolves.toBe(fallbackContainer);
    expect(scope.remote_public).toBe(liveContainer);
  });

  it('refuses an entry whose bytes do not match its integrity, which never runs', async () => {
    network = fakeEntryNetwork({
      [liveUrl]: { globalName: 'remote_public', container: liveContainer, integrity: 'sha384-tampered' },
    });
    await expect(loadEntry('remote_public')).rejects.toThrow(
      `${liveUrl} could not be loaded, or failed its integrity check`,
    );
    expect(scope.remote_public).toBeUndefined();
  });

  it('refuses an entry that runs but assigns no container', async () => {
    network = fakeEntryNetwork({
      [liveUrl]: { globalName: 'remote_public', container: undefined, integrity: 'sha384-live' },
    });
    await expect(loadEntry('remote_public')).rejects.toThrow(`${liveUrl} defined no container remote_public`);
  });

  it("leaves a remote it was not given to the runtime's own loader", () => {
    expect(loadEntry('remote_other')).toBeUndefined();
  });
});
