import { pageHeadAt } from '@sportif/contract/page-heads';
import {
  composeRouteTable,
  modulesForPath,
  normalizePath,
  type RouteTable,
  routeAt,
} from '@sportif/contract/page-routes';
import type { RenderedPage } from '@sportif/contract/prerender';
import type { DeployedFiles } from './deployed-files.ts';
import { renderPageHead, withTitle } from './page-head.ts';
import {
  hasDescription,
  hasTitle,
  inlineRuntimeConfig,
  renderStylesheets,
  splitHoistedTags,
  styleAttributeHashes,
  withoutTitle,
  withRootContent,
} from './prerendered-page.ts';
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

/** A shell page as served: its HTML, and what its Content-Security-Policy must allow of it. */
export interface ShellPage {
  html: string;
  /** The hashes of the style attributes in its server-rendered markup (none for a page the browser renders). */
  styleAttributeHashes: string[];
}

/** Pages composed and kept at most: every public page on a few origins. */
const maxCachedPages = 256;

/** What the server reads besides the deployed files: the pages a release rendered, when it serves the store. */
export interface ShellPageFiles extends DeployedFiles {
  prerenderedPage?: (pathname: string) => Promise<RenderedPage | undefined>;
}

/**
 * The shell's index.html for a route, with preload hints for what that route will load (see
 * preload-hints.ts) and the runtime config it starts with. Every input comes from the deployed
 * files (the shell's page, the runtime config with the remotes' page declarations, the manifests
 * of remotes served from this server), the same declarations the shell renders, so nothing about
 * the remotes is baked into any build. A public page a release rendered (release/src/prerender)
 * arrives with its markup and stylesheets in it, and paints before any script runs; the shell then
 * hydrates it. When a file cannot be read the page goes out without what it would have given:
 * slower, never broken.
 */
export function createShellPage(files: ShellPageFiles) {
  // The same inputs give the same page: it is composed once for each path and origin, until a
  // release (or a deployed file) changes what it is made of. A bounded number of them: the Host
  // header is the visitor's to choose.
  const cache = new Map<string, { inputs: unknown[]; page: Promise<ShellPage> }>();
  return async function render(pathname: string, origin: string): Promise<ShellPage> {
    const inputs = [await files.shellPage(), await files.runtimeConfig(), await files.prerenderedPage?.(pathname)];
    const key = `${normalizePath(pathname)}\0${origin}`;
    const known = cache.get(key);
    if (known && inputs.every((input, index) => input === known.inputs[index])) return known.page;
    if (cache.size >= maxCachedPages) cache.clear();
    const page = compose(pathname, origin);
    cache.set(key, { inputs, page });
    page.catch(() => cache.delete(key));
    return page;
  };

  async function compose(pathname: string, origin: string): Promise<ShellPage> {
    const template = (await files.shellPage()) ?? '';
    const composed = await files.runtimeConfig();
    const config = composed?.config;
    const remoteEntryUrls = Object.fromEntries(
      Object.entries(config?.remotes ?? {}).map(([name, remote]) => [name, liveEntryUrl(remote)]),
    );
    const table = routeTableOf(config);
    const prerendered = await files.prerenderedPage?.(pathname);
    const modules = [...new Set([...modulesForPath(table, pathname), ...(prerendered?.modules ?? [])])];

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
      preloadLinks({ remoteEntryUrls, manifests, modules }).map(async (link) =>
        link.remote ? { ...link, integrity: await integrityOf(link.href) } : link,
      ),
    );

    // A rendered page's stylesheets block its first paint, as the markup needs them; the rest is preloaded.
    const renderedCss = new Set(
      prerendered ? preloadLinks({ remoteEntryUrls, manifests, modules: prerendered.modules }).filter(
        (link) => link.as === 'style',
      ).map((link) => link.href) : [],
    );
    const stylesheets = links.filter((link) => renderedCss.has(link.href));
    const preloads = links.filter((link) => !renderedCss.has(link.href));

    const { hoisted, body } = splitHoistedTags(prerendered?.html ?? '');
    const head = await pageHeadTags(
      files,
      routeAt(table, pathname)?.module,
      remoteEntryUrls,
      pathname,
      origin,
      hasDescription(hoisted),
    );
    // The page's own title, from its render, or else the one its remote declares.
    const titled = hasTitle(hoisted) ? withoutTitle(template) : head ? withTitle(template, head.title) : template;
    const page = injectIntoHead(
      titled,
      hoisted +
        (head?.tags ?? '') +
        renderStylesheets(stylesheets) +
        renderPreloadLinks(preloads) +
        (composed ? inlineRuntimeConfig(composed.text) : ''),
    );
    return {
      html: body ? withRootContent(page, body) : page,
      styleAttributeHashes: styleAttributeHashes(body),
    };
  }
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
  pageWritesDescription: boolean,
): Promise<{ title: string; tags: string } | undefined> {
  const entryUrl = module && remoteEntryUrls[module.slice(0, module.indexOf('/'))];
  if (!entryUrl) return undefined;
  const path = normalizePath(pathname);
  const head = pageHeadAt(await files.remoteJson(pageHeadsUrlOf(entryUrl)), path);
  if (!head) return undefined;
  return {
    title: head.title,
    tags: renderPageHead(head, {
      origin,
      path,
      remoteFolderUrl: folderOf(entryUrl),
      withDescription: !pageWritesDescription,
    }),
  };
}
