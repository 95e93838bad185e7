import type { DeployedFiles } from './deployed-files.ts';
import {
  injectIntoHead,
  manifestUrlOf,
  preloadLinks,
  type RemoteManifest,
  renderPreloadLinks,
} from './preload-hints.ts';

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
export function createShellPage(files: DeployedFiles) {
  return async function render(pathname: string): Promise<string> {
    const html = (await files.shellPage()) ?? '';
    const remoteEntryUrls = (await files.runtimeConfig())?.remotes ?? {};
    const routes = await files.routeModules();
    const modules = routes.find((route) => route.path === normalizePath(pathname))?.modules ?? [];

    const manifests: Record<string, RemoteManifest | undefined> = {};
    for (const remote of new Set(modules.map((id) => id.split('/')[0] as string))) {
      const url = remoteEntryUrls[remote];
      manifests[remote] = url ? await files.manifest(manifestUrlOf(url)) : undefined;
    }

    const links = preloadLinks({ runtimeConfigUrl, remoteEntryUrls, manifests, modules });
    return injectIntoHead(html, renderPreloadLinks(links));
  };
}
