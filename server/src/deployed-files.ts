import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteManifest } from './preload-hints.ts';
import { parseRuntimeConfigFile } from './runtime-config-file.ts';
import type { SiteLayout } from './site-layout.ts';

export interface RouteModules {
  path: string;
  modules: string[];
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
function cachedFile<T>(parse: (text: string) => T, now: () => number) {
  const cache = new Map<string, { checkedAt: number; state: Promise<FileState<T>> }>();

  async function look(path: string, previous: Promise<FileState<T>> | undefined): Promise<FileState<T>> {
    try {
      const { mtimeMs } = await stat(path);
      const known = await previous;
      if (known && known.mtimeMs === mtimeMs) return known;
      return { mtimeMs, value: parse(await readFile(path, 'utf8')) };
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
 * The deployed files the server reads besides serving them: the shell's page, its route table
 * and the runtime config, and the manifests of the remotes it serves itself. Anything that cannot
 * be read is undefined; callers then do without it.
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
  const runtimeConfigPath = runtimeConfigFile ?? join(layout.shell, 'runtime-config.json');

  return {
    shellPage: () => readText(join(layout.shell, 'index.html')),
    runtimeConfig: () => readRuntimeConfig(runtimeConfigPath),
    runtimeConfigText: () => readText(runtimeConfigPath),
    routeModules: async () =>
      ((await readJson(join(layout.shell, 'route-modules.json'))) ?? []) as RouteModules[],
    /** The manifest behind a manifest URL (next to the remote's entry), when this server serves that remote from disk. */
    manifest: async (url: string) => {
      const mount = layout.remotes.find((candidate) => url.startsWith(candidate.prefix));
      if (!mount) return undefined;
      return (await readJson(join(mount.root, url.slice(mount.prefix.length)))) as RemoteManifest | undefined;
    },
  };
}

export type DeployedFiles = ReturnType<typeof deployedFiles>;
