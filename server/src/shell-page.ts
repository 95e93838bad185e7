import { composeRouteTable, modulesForPath } from '@sportif/contract/page-routes';
import type { DeployedFiles } from './deployed-files.ts';
import {
  injectIntoHead,
  manifestUrlOf,
  preloadLinks,
  type RemoteManifest,
  renderPreloadLinks,
} from './preload-hints.ts';
import { liveEntryUrl } from './runtime-config-file.ts';

const runtimeConfigUrl = '/runtime-config.json';

/**
 * The shell's index.html for a route, with preload hints for what that route will load (see
 * preload-hints.ts). Every input comes from the deployed files (the shell's page, the runtime
 * config with the remotes' page declarations, the manifests of remotes served from this server),
 * the same declarations the shell renders, so nothing about the remotes is baked into any build. When a file cannot be read the page goes out without the
 * hints it would have given: slower, never broken.
 */
export function createShellPage(files: DeployedFiles) {
  return async function render(pathname: string): Promise<string> {
    const html = (await files.shellPage()) ?? '';
    const config = (await files.runtimeConfig())?.config;
    const remoteEntryUrls = Object.fromEntries(
      Object.entries(config?.remotes ?? {}).map(([name, remote]) => [name, liveEntryUrl(remote)]),
    );
    const modules = modulesForPath(composeRouteTable(config?.routes ?? {}), pathname);

    const manifests: Record<string, RemoteManifest | undefined> = {};
    for (const remote of new Set(modules.map((id) => id.split('/')[0] as string))) {
      const url = remoteEntryUrls[remote];
      manifests[remote] = url ? await files.manifest(manifestUrlOf(url)) : undefined;
    }

    // An entry's integrity is the runtime config's, when it has one (the release store): the
    // browser loads it with that. A chunk's is read from the file.
    const entryIntegrity = new Map(
      Object.values(config?.remotes ?? {}).flatMap((remote) =>
        typeof remote === 'string' ? [] : [[remote.entry, remote.integrity] as const],
      ),
    );
    const entryUrls = new Set(Object.values(remoteEntryUrls));
    const integrityOf = (url: string) =>
      entryUrls.has(url) ? Promise.resolve(entryIntegrity.get(url)) : files.integrity(url);
    const links = await Promise.all(
      preloadLinks({ runtimeConfigUrl, remoteEntryUrls, manifests, modules }).map(async (link) =>
        link.remote ? { ...link, integrity: await integrityOf(link.href) } : link,
      ),
    );
    return injectIntoHead(html, renderPreloadLinks(links));
  };
}
