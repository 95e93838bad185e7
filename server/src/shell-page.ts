import { pageHeadAt } from '@sportif/contract/page-heads';
import {
  composeRouteTable,
  modulesForPath,
  normalizePath,
  type RouteTable,
  routeAt,
} from '@sportif/contract/page-routes';
import type { DeployedFiles } from './deployed-files.ts';
import { renderPageHead, withTitle } from './page-head.ts';
import {
  folderOf,
  injectIntoHead,
  manifestUrlOf,
  pageHeadsUrlOf,
  preloadLinks,
  type RemoteManifest,
  renderPreloadLinks,
} from './preload-hints.ts';
import { liveEntryUrl, type ServedRuntimeConfig } from './runtime-config-file.ts';

const runtimeConfigUrl = '/runtime-config.json';

/**
 * The shell's index.html for a route, with preload hints for what that route will load (see
 * preload-hints.ts). Every input comes from the deployed files (the shell's page, the runtime
 * config with the remotes' page declarations, the manifests of remotes served from this server),
 * the same declarations the shell renders, so nothing about the remotes is baked into any build. When a file cannot be read the page goes out without the
 * hints it would have given: slower, never broken.
 */
export function createShellPage(files: DeployedFiles) {
  return async function render(pathname: string, origin: string): Promise<string> {
    const html = (await files.shellPage()) ?? '';
    const config = (await files.runtimeConfig())?.config;
    const remoteEntryUrls = Object.fromEntries(
      Object.entries(config?.remotes ?? {}).map(([name, remote]) => [name, liveEntryUrl(remote)]),
    );
    const table = routeTableOf(config);
    const modules = modulesForPath(table, pathname);

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
    const head = await pageHeadTags(
      files,
      routeAt(table, pathname)?.module,
      remoteEntryUrls,
      pathname,
      origin,
    );
    return injectIntoHead(
      head ? withTitle(html, head.title) : html,
      (head?.tags ?? '') + renderPreloadLinks(links),
    );
  };
}

const tables = new WeakMap<object, RouteTable>();
const noRoutes: RouteTable = composeRouteTable({});

/**
 * The route table of the remotes' declarations in `config`, composed once per config: the served
 * config is the same object until one of its files changes (deployed-files.ts).
 */
export function routeTableOf(config: ServedRuntimeConfig | undefined): RouteTable {
  if (!config) return noRoutes;
  let table = tables.get(config);
  if (!table) {
    table = composeRouteTable(config.routes ?? {});
    tables.set(config, table);
  }
  return table;
}

/**
 * What the page's own remote says about it for search engines (its page-heads.json, beside its
 * live entry), as head tags; undefined when the remote says nothing about the page.
 */
async function pageHeadTags(
  files: DeployedFiles,
  module: string | undefined,
  remoteEntryUrls: Record<string, string>,
  pathname: string,
  origin: string,
): Promise<{ title: string; tags: string } | undefined> {
  const entryUrl = module && remoteEntryUrls[module.slice(0, module.indexOf('/'))];
  if (!entryUrl) return undefined;
  const path = normalizePath(pathname);
  const head = pageHeadAt(await files.remoteJson(pageHeadsUrlOf(entryUrl)), path);
  if (!head) return undefined;
  return {
    title: head.title,
    tags: renderPageHead(head, { origin, path, remoteFolderUrl: folderOf(entryUrl) }),
  };
}
