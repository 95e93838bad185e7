import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteRoutes } from '@sportif/contract/page-routes';
import { type RemoteManifest, routesUrlOf } from './preload-hints.ts';
import {
  composeRuntimeConfig,
  parseRoutesFile,
  parseRuntimeConfigFile,
  type ServedRuntimeConfig,
} from './runtime-config-file.ts';
import type { SiteLayout, StaticMount } from './site-layout.ts';

/** The runtime config browsers get, and its text as served. */
export interface ComposedRuntimeConfig {
  config: ServedRuntimeConfig;
  text: string;
}

/** How long the server trusts what it read of a file before it looks at the file again. */
export const recheckAfterMs = 1000;

interface FileState<T> {
  mtimeMs?: number;
  value?: T;
}

/**
 * Reads a file again only when it changed on disk, and looks at the disk at most once a
 * `recheckAfterMs` per file (a missing file included): a remote or the shell redeployed while
 * the server runs is picked up within a second, and no response waits for the file system,
 * whose calls queue in the same thread pool as password hashing.
 */
export function cachedFile<T>(
  parse: (text: string) => T,
  now: () => number,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
) {
  const cache = new Map<string, { checkedAt: number; state: Promise<FileState<T>> }>();

  async function look(path: string, previous: Promise<FileState<T>> | undefined): Promise<FileState<T>> {
    try {
      const { mtimeMs } = await stat(path);
      const known = await previous;
      if (known && known.mtimeMs === mtimeMs) return known;
      return { mtimeMs, value: parse(await read(path)) };
    } catch {
      return {};
    }
  }

  return async (path: string): Promise<T | undefined> => {
    let entry = cache.get(path);
    if (!entry || now() - entry.checkedAt >= recheckAfterMs) {
      // Concurrent requests share one look at the disk.
      entry = { checkedAt: now(), state: look(path, entry?.state) };
      cache.set(path, entry);
    }
    return (await entry.state).value;
  };
}

/**
 * The deployed files the server reads besides serving them: the shell's page and the runtime
 * config, and the manifests and page declarations (routes.json) of the remotes it serves itself.
 * Anything that cannot be read is undefined; callers then do without it.
 */
export function deployedFiles(
  layout: SiteLayout,
  runtimeConfigFile?: string,
  { now = performance.now.bind(performance) }: { now?: () => number } = {},
) {
  const readText = cachedFile((text) => text, now);
  const readJson = cachedFile((text) => JSON.parse(text) as unknown, now);
  // A config that is not one counts as unreadable: the site then does without its locations.
  const readRuntimeConfig = cachedFile(parseRuntimeConfigFile, now);
  // Declarations that are not valid count as unreadable: the config then keeps what the file says.
  const readRoutes = cachedFile(parseRoutesFile, now);
  const readIntegrity = integrityReader();
  const runtimeConfigPath = runtimeConfigFile ?? join(layout.shell, 'runtime-config.json');

  const remoteFile = remoteFileReader(layout.remotes);

  // The composed config is made anew only when one of the files it is made of has changed, so a
  // response costs neither a file system call nor a JSON.stringify.
  let composed: { parts: unknown[]; value: ComposedRuntimeConfig } | undefined;
  const runtimeConfig = async (): Promise<ComposedRuntimeConfig | undefined> => {
    const file = await readRuntimeConfig(runtimeConfigPath);
    if (!file) return undefined;
    const names = Object.keys(file.remotes);
    const routes = await Promise.all(
      names.map((name) => remoteFile(readRoutes, routesUrlOf(file.remotes[name] as string))),
    );
    const parts = [file, ...routes];
    if (!composed || parts.some((part, index) => part !== composed?.parts[index])) {
      const config = composeRuntimeConfig(
        file,
        Object.fromEntries(names.map((name, index) => [name, routes[index]])) as Record<
          string,
          RemoteRoutes | undefined
        >,
      );
      composed = { parts, value: { config, text: JSON.stringify(config) } };
    }
    return composed.value;
  };

  return {
    /** Where the shell's files are looked for, in order. */
    shellRoots: async (): Promise<string[]> => [layout.shell],
    shellPage: () => readText(join(layout.shell, 'index.html')),
    /** The runtime config as browsers get it: the deployed file with each served remote's routes.json. */
    runtimeConfig,
    /** The integrity of a remote's chunk, as the browser checks it, when this server serves it from disk. */
    integrity: (url: string) => remoteFile(readIntegrity, url),
    /** The manifest behind a manifest URL (next to the remote's entry), when this server serves that remote from disk. */
    manifest: (url: string) => remoteFile(readJson, url) as Promise<RemoteManifest | undefined>,
    /** Any other JSON file of a remote this server serves from disk (its page-heads.json). */
    remoteJson: (url: string) => remoteFile(readJson, url),
  };
}

/** Reads the file behind a URL of a remote this server serves from disk. */
export function remoteFileReader(mounts: readonly StaticMount[]) {
  return <T>(read: (path: string) => Promise<T | undefined>, url: string): Promise<T | undefined> => {
    const mount = mounts.find((candidate) => url.startsWith(candidate.prefix));
    return mount ? read(join(mount.root, url.slice(mount.prefix.length))) : Promise.resolve(undefined);
  };
}

/**
 * Reads a file that never changes (a stored version's, or a chunk whose name carries a hash of its
 * content) once and keeps what it read: a response costs no file system call for it, not even a
 * stat once a second, which would wait in the thread pool behind password hashes during a sign-in
 * flood. A file that could not be read or parsed is looked for again next time.
 */
export function immutableFile<T>(
  parse: (content: Buffer) => T,
  read: (path: string) => Promise<Buffer> = (path) => readFile(path),
) {
  const known = new Map<string, Promise<T | undefined>>();
  return (path: string): Promise<T | undefined> => {
    let value = known.get(path);
    if (!value) {
      value = read(path)
        .then(parse)
        .catch(() => undefined);
      void value.then((found) => found === undefined && known.delete(path));
      known.set(path, value);
    }
    return value;
  };
}

/**
 * The Subresource Integrity a browser checks a remote's chunk against: sha256, what rspack's
 * integrity plugin gives each app's chunks. A preload must name the same integrity as the request
 * it serves, or it is not used.
 */
export const integrityReader = () =>
  immutableFile((bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`);

export type DeployedFiles = ReturnType<typeof deployedFiles>;
