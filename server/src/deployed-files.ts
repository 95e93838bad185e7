import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteManifest } from './preload-hints.ts';
import { parseRuntimeConfigFile } from './runtime-config-file.ts';
import type { SiteLayout } from './site-layout.ts';

export interface RouteModules {
  path: string;
  modules: string[];
}

/**
 * Reads a file again only when it changed on disk: a remote or the shell redeployed while the
 * server runs is picked up on the next request, without reading every file on every request.
 */
function cachedFile<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return async (path: string): Promise<T | undefined> => {
    try {
      const { mtimeMs } = await stat(path);
      const hit = cache.get(path);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value;
      const value = parse(await readFile(path, 'utf8'));
      cache.set(path, { mtimeMs, value });
      return value;
    } catch {
      return undefined;
    }
  };
}

/**
 * The deployed files the server reads besides serving them: the shell's page, its route table
 * and the runtime config, and the manifests of the remotes it serves itself. Anything that cannot
 * be read is undefined; callers then do without it.
 */
export function deployedFiles(layout: SiteLayout, runtimeConfigFile?: string) {
  const readText = cachedFile((text) => text);
  const readJson = cachedFile((text) => JSON.parse(text) as unknown);
  // A config that is not one counts as unreadable: the site then does without its locations.
  const readRuntimeConfig = cachedFile(parseRuntimeConfigFile);
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
