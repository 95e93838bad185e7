import { createInstance } from '@module-federation/enhanced/runtime';
import { parseRuntimeConfig } from '../config/runtime-config';
import { type FakeEntry, fakeEntryNetwork } from './fake-entry-network';

/** A build of remote_public on the fake network: its container, and the integrity of its bytes. */
export type FakeBuild = Omit<FakeEntry, 'globalName'>;

/** A remote container whose exposed modules are what `get` gives, and whose start runs `init`. */
export const fakeContainer = (get: (expose: string) => unknown, init: () => void = () => {}) => ({
  init: async () => init(),
  get: async (expose: string) => () => get(expose),
});

let hosts = 0;

/**
 * The federation host of this package, imported afresh (the caller resets the module registry
 * first) and started with the real Module Federation runtime, for tests in jsdom: remote_public
 * released as build `live` (version live1) with `fallback` (fallback1) as its last good build, or
 * given as a plain URL; the fake network serves the builds. Each host has its own entry URLs:
 * the runtime keeps the entries it loaded for the page's life, by URL.
 */
export async function startTestHost(
  builds: { live: FakeBuild; fallback?: FakeBuild },
  form: 'released' | 'url',
  { leftOutOfPage = false }: { leftOutOfPage?: boolean } = {},
) {
  hosts += 1;
  const url = (build: string) => `http://localhost:3000/remotes/public/${hosts}-${build}/remoteEntry.js`;
  const network = fakeEntryNetwork(
    Object.fromEntries(
      Object.entries(builds).map(([build, entry]) => [url(build), { globalName: 'remote_public', ...entry }]),
    ),
  );
  const remotePublic =
    form === 'url'
      ? url('live')
      : {
          entry: url('live'),
          integrity: 'sha384-live',
          version: 'live1',
          fallback: { entry: url('fallback'), integrity: 'sha384-fallback', version: 'fallback1' },
        };
  const served = {
    apiBaseUrl: '/api/',
    remotes: {
      remote_public: remotePublic,
      remote_admin: '/a/remoteEntry.js',
      remote_media: '/m/remoteEntry.js',
    },
  };
  // `leftOutOfPage`: the host starts with a page's copy without remote_public (`complete: false`)
  // and reads the served config, counted in `configReads`, when it needs it.
  const { remote_public: _leftOut, ...pageRemotes } = served.remotes;
  const config = parseRuntimeConfig(
    leftOutOfPage ? { ...served, remotes: pageRemotes, complete: false } : served,
  );
  const configReads: string[] = [];
  if (leftOutOfPage) {
    globalThis.fetch = async (input: RequestInfo | URL) => {
      configReads.push(String(input));
      return new Response(JSON.stringify(served));
    };
  }
  const host = await import('./federation-host');
  await host.startFederationHost(createInstance({ name: `shell${hosts}`, remotes: [] }), async () => config);
  /** The builds requested so far, in order ('live', 'fallback'). */
  const requested = () => network.requests.map((request) => request.src.split('/').at(-2)?.split('-')[1]);
  return { host, network, url, requested, configReads };
}
