import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';
import { normalizePath } from '@sportif/contract/page-routes';
import {
  type PageStartup,
  pageStartupFile,
  parsePageStartup,
  type RenderedPage,
} from '@sportif/contract/prerender';
import { type LiveState, liveVersionOf, parseLiveState } from '@sportif/release/live-state';
import {
  type PrerenderedPages,
  prerenderedPagesFile,
  prerenderKeyOf,
} from '@sportif/release/prerender/prerendered-pages';
import { releasedRuntimeConfig } from '@sportif/release/runtime-config';
import { localCopy, type StoredVersion } from '@sportif/release/store/local-copy';
import {
  type ComposedRuntimeConfig,
  cachedFile,
  immutableFile,
  integrityReader,
  recheckAfterMs,
  remoteFileReader,
} from './deployed-files.ts';
import type { RemoteManifest } from './preload-hints.ts';
import { parseRuntimeConfigFile } from './runtime-config-file.ts';
import type { StaticMount } from './site-layout.ts';

/** Where each remote's versions are served: its folder in the store under its deployed URL prefix. */
export const releasedRemoteMounts = (storeRoot: string): StaticMount[] => [
  { prefix: '/remotes/public/', root: join(storeRoot, 'remote-public') },
  { prefix: '/remotes/admin/', root: join(storeRoot, 'remote-admin') },
  { prefix: '/remotes/media/', root: join(storeRoot, 'remote-media') },
];

/** What the server serves of the store: a live state, and the pages rendered for it. */
export interface LiveSource {
  /** The state served now: the same object until it changes. */
  state(): LiveState;
  /** The page at a normalised path as a release rendered it for that state, if it was rendered. */
  prerenderedPage(path: string): Promise<RenderedPage | undefined> | RenderedPage | undefined;
}

/**
 * A state in a file over a local copy's folder, with the pages stored beside it: what the release
 * gate's smoke run serves before the state is live (release/src/gate/smoke-check.ts).
 */
export function candidateSource(
  storeRoot: string,
  liveStateFile: string,
  now: () => number = performance.now.bind(performance),
): LiveSource {
  const readState = currentLiveState(liveStateFile);
  const prerendered = prerenderedPagesReader(storeRoot, now);
  return {
    state: readState,
    prerenderedPage: async (path) => (await prerendered(readState()))?.get(path),
  };
}

/**
 * The files the server reads when it serves the release store (release/): the live state says
 * which version of each app is live, each version read from this machine's local copy of the
 * store (`storeRoot`); the shell's page and files come from its live version, the runtime config
 * is composed from the live state (each remote's live version with integrity, its fallback, its
 * pages). A release or a rollback changes the state `live` gives, and the next request is served
 * by the new one, without a restart.
 */
export function releasedFiles(
  storeRoot: string,
  runtimeConfigFile: string | undefined,
  { now = performance.now.bind(performance), live }: { now?: () => number; live: LiveSource },
) {
  const store = localCopy(storeRoot);
  // Everything read from a stored version is read once: a version's files never change.
  const readText = immutableFile((bytes) => bytes.toString('utf8'));
  const readJson = immutableFile((bytes) => JSON.parse(bytes.toString('utf8')) as unknown);
  const readStoredConfig = immutableFile((bytes) => parseRuntimeConfigFile(bytes.toString('utf8')));
  const readPageStartup = immutableFile((bytes) => parsePageStartup(JSON.parse(bytes.toString('utf8'))));
  // A config file named outside the store may be edited in place: looked at again within a second.
  const readConfigFile = cachedFile(parseRuntimeConfigFile, now);
  const remoteFile = remoteFileReader(releasedRemoteMounts(storeRoot));
  const readIntegrity = integrityReader();

  // A version's description never changes once stored: read once.
  const versions = new Map<string, Promise<StoredVersion | undefined>>();
  const readVersion: typeof store.readVersion = (app, version) => {
    const key = `${app}/${version}`;
    let found = versions.get(key);
    if (!found) {
      found = store.readVersion(app, version);
      versions.set(key, found);
    }
    return found;
  };

  const state = async (): Promise<LiveState> => live.state();
  const liveShellDir = async (): Promise<string | undefined> => {
    const shell = liveVersionOf(await state(), 'shell');
    return shell ? store.versionDir('shell', shell) : undefined;
  };

  let composed: { parts: unknown[]; value: ComposedRuntimeConfig } | undefined;
  const runtimeConfig = async (): Promise<ComposedRuntimeConfig | undefined> => {
    const live = await state();
    const shellDir = await liveShellDir();
    const base = runtimeConfigFile
      ? await readConfigFile(runtimeConfigFile)
      : shellDir
        ? await readStoredConfig(join(shellDir, 'runtime-config.json'))
        : undefined;
    if (!base) return undefined;
    const parts = [live, base];
    if (!composed || parts.some((part, index) => part !== composed?.parts[index])) {
      const config = await releasedRuntimeConfig(base, live, { readVersion });
      composed = { parts, value: { config, text: JSON.stringify(config) } };
    }
    return composed.value;
  };

  return {
    /** The versions of `app` that have been live and are still stored, the live one first. */
    liveVersions: async (app: FrontEndApp): Promise<readonly string[]> => (await state())[app] ?? [],
    /** The live shell version's folder, then those of the versions live before it: a page opened before a shell release still finds its chunks. */
    shellRoots: async (): Promise<string[]> =>
      ((await state()).shell ?? []).map((version) => store.versionDir('shell', version)),
    shellPage: async () => {
      const dir = await liveShellDir();
      return dir ? readText(join(dir, 'index.html')) : undefined;
    },
    /** How a page the server rendered starts: the live shell version's start script and markers. */
    pageStartup: async (): Promise<PageStartup | undefined> => {
      const dir = await liveShellDir();
      return dir ? readPageStartup(join(dir, pageStartupFile)) : undefined;
    },
    runtimeConfig,
    integrity: (url: string) => remoteFile(readIntegrity, url),
    manifest: (url: string) => remoteFile(readJson, url) as Promise<RemoteManifest | undefined>,
    remoteJson: (url: string) => remoteFile(readJson, url),
    /** A stylesheet's text: the live shell's (a path of the site), or a remote's. */
    stylesheet: async (url: string): Promise<string | undefined> => {
      if (url.startsWith('/remotes/')) return remoteFile(readText, url);
      const dir = await liveShellDir();
      return dir && !url.includes('..') ? readText(join(dir, url)) : undefined;
    },
    /** The page at `pathname` as a release rendered it for the live versions, if it was rendered. */
    prerenderedPage: async (pathname: string): Promise<RenderedPage | undefined> =>
      live.prerenderedPage(normalizePath(pathname)),
  };
}

/**
 * The rendered pages of a state by path, read once for each set of versions (they never change
 * once stored). Versions without stored pages are looked for again at most once a second, with a
 * synchronous existence check that does not queue in the thread pool.
 */
function prerenderedPagesReader(storeRoot: string, now: () => number) {
  const known = new Map<string, Promise<Map<string, RenderedPage> | undefined>>();
  const missing = new Map<string, number>();
  return (state: LiveState): Promise<Map<string, RenderedPage> | undefined> => {
    const key = prerenderKeyOf(state);
    const found = known.get(key);
    if (found) return found;
    const lookedAt = missing.get(key);
    if (lookedAt !== undefined && now() - lookedAt < recheckAfterMs) return Promise.resolve(undefined);
    const file = prerenderedPagesFile(storeRoot, state);
    if (!existsSync(file)) {
      missing.set(key, now());
      return Promise.resolve(undefined);
    }
    missing.delete(key);
    const pages = readFile(file, 'utf8').then(
      (text) => new Map((JSON.parse(text) as PrerenderedPages).pages.map((page) => [page.path, page])),
      () => {
        known.delete(key);
        return undefined;
      },
    );
    known.set(key, pages);
    return pages;
  };
}

/**
 * The live state as the file says it now: looked at on every call, so the page load after a
 * release or a rollback is served by the new state, not one a second later. A synchronous stat,
 * which takes microseconds and does not queue in the thread pool behind password hashing as the
 * asynchronous calls do; the file is read again only when a rename has put a new one in place.
 */
export function currentLiveState(file: string): () => LiveState {
  let known: { ino: number; mtimeMs: number; size: number; state: LiveState } | undefined;
  return () => {
    let info: Stats;
    try {
      info = statSync(file);
    } catch {
      known = undefined;
      return {};
    }
    if (!known || known.ino !== info.ino || known.mtimeMs !== info.mtimeMs || known.size !== info.size) {
      try {
        known = {
          ino: info.ino,
          mtimeMs: info.mtimeMs,
          size: info.size,
          state: parseLiveState(readFileSync(file, 'utf8')),
        };
      } catch {
        return known?.state ?? {};
      }
    }
    return known.state;
  };
}
