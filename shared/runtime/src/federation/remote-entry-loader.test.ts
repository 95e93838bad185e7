import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { type EntryToLoad, remoteEntryLoader } from './remote-entry-loader';

/** The plugin's hooks as the federation runtime calls them; federation-host.test.ts runs them in the runtime. */
type Hook<K extends 'loadEntry' | 'createScript'> = NonNullable<ModuleFederationRuntimePlugin[K]>;

const scope = globalThis as Record<string, unknown>;
const entries = new Map<string, EntryToLoad>([
  [
    'remote_public',
    {
      entry: '/remotes/public/3f9a1c2b7d/remoteEntry.js',
      integrity: 'sha384-live',
      globalName: 'remote_public',
    },
  ],
  [
    'remote_public__fallback',
    {
      entry: '/remotes/public/aa11bb22cc/remoteEntry.js',
      integrity: 'sha384-fallback',
      globalName: 'remote_public',
    },
  ],
  ['remote_media', { entry: 'http://localhost:3003/remoteEntry.js', globalName: 'remote_media' }],
]);
const plugin = remoteEntryLoader(entries);

/** The attributes the runtime gives the script it creates for `remote`'s entry, after the plugin. */
function scriptAttributes(remote: string): Record<string, string> {
  const attrs = { fetchpriority: 'high' };
  (plugin.createScript as Hook<'createScript'>)({
    url: entries.get(remote)?.entry ?? '/elsewhere.js',
    attrs,
    remoteInfo: { name: remote, entryGlobalName: remote } as never,
  });
  return attrs;
}

afterEach(() => {
  scope.remote_public = undefined;
});

describe('remoteEntryLoader', () => {
  it("asks for each build's entry with that build's integrity, in CORS mode", () => {
    expect(scriptAttributes('remote_public')).toEqual({
      fetchpriority: 'high',
      integrity: 'sha384-live',
      crossorigin: 'anonymous',
    });
    expect(scriptAttributes('remote_public__fallback')).toMatchObject({ integrity: 'sha384-fallback' });
  });

  it('leaves an entry without integrity (a plain URL) and any other script as the runtime makes them', () => {
    expect(scriptAttributes('remote_media')).toEqual({ fetchpriority: 'high' });
    expect(scriptAttributes('remote_other')).toEqual({ fetchpriority: 'high' });
  });

  it("empties the build's global before the runtime loads its entry, and leaves the loading to it", async () => {
    scope.remote_public = { init: () => {}, get: () => {} };
    const loaded = (plugin.loadEntry as Hook<'loadEntry'>)({
      remoteInfo: { name: 'remote_public__fallback', entryGlobalName: 'remote_public' },
    } as Parameters<Hook<'loadEntry'>>[0]);
    expect(await loaded).toBeUndefined();
    expect(scope.remote_public).toBeUndefined();
  });
});
