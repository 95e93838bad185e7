import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { injectIntoHead, preloadLinks, type RemoteManifest, renderPreloadLinks } from './preload-hints.ts';
import type { SiteLayout } from './site-layout.ts';

interface RuntimeConfigFile {
  remotes: Record<string, string>;
}

interface RouteModules {
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

const runtimeConfigUrl = '/runtime-config.json';

/** A route's path as the table spells it: no trailing slash except for the root. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The shell's index.html for a route, with preload hints for what that route will load (see
 * preload-hints.ts). Every input comes from the deployed files (the shell's page and route
 * table, the runtime config, the manifests of remotes served from this server), so nothing about
 * the remotes is baked into any build. When a file cannot be read the page goes out without the
 * hints it would have given: slower, never broken.
 */
export function createShellPage(layout: SiteLayout, runtimeConfigFile?: string) {
  const readText = cachedFile((text) => text);
  const readJson = cachedFile((text) => JSON.parse(text) as unknown);

  /** A manifest URL served from this server's own mounts, as a file path. */
  const localFile = (url: string): string | undefined => {
    const mount = layout.remotes.find((candidate) => url.startsWith(candidate.prefix));
    return mount ? join(mount.root, url.slice(mount.prefix.length)) : undefined;
  };

  return async function render(pathname: string): Promise<string> {
    const html = (await readText(join(layout.shell, 'index.html'))) ?? '';
    const config = (await readJson(runtimeConfigFile ?? join(layout.shell, 'runtime-config.json'))) as
      | RuntimeConfigFile
      | undefined;
    const routes = ((await readJson(join(layout.shell, 'route-modules.json'))) ?? []) as RouteModules[];
    const remoteManifestUrls = config?.remotes ?? {};
    const modules = routes.find((route) => route.path === normalizePath(pathname))?.modules ?? [];

    const manifests: Record<string, RemoteManifest | undefined> = {};
    for (const remote of new Set(modules.map((id) => id.split('/')[0] as string))) {
      const url = remoteManifestUrls[remote];
      const file = url ? localFile(url) : undefined;
      manifests[remote] = file ? ((await readJson(file)) as RemoteManifest | undefined) : undefined;
    }

    const links = preloadLinks({ runtimeConfigUrl, remoteManifestUrls, manifests, modules });
    return injectIntoHead(html, renderPreloadLinks(links));
  };
}
