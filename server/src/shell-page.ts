import type { FrontEndApp } from '@sportif/contract/apps';
import { pageHeadAt } from '@sportif/contract/page-heads';
import {
  composeRouteTable,
  modulesForPath,
  normalizePath,
  publicPaths,
  type RouteTable,
  routeAt,
} from '@sportif/contract/page-routes';
import type { PageStartup, RenderedPage } from '@sportif/contract/prerender';
import type { ComposedRuntimeConfig, DeployedFiles } from './deployed-files.ts';
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
import {
  attributesOf,
  cspHash,
  hasDescription,
  hasTitle,
  type InlineHashes,
  inlinedStylesheetMarker,
  inlineRuntimeConfig,
  inlineSiteContent,
  inlineStyle,
  renderStylesheetLink,
  shellStylesheetLinks,
  splitHoistedTags,
  startShellAfterPaint,
  styleAttributeHashes,
  withoutTitle,
  withRootContent,
} from './prerendered-page/prerendered-page.ts';
import { liveEntryUrl, type ServedRuntimeConfig } from './runtime-config-file.ts';

/** A shell page as served: its HTML, and what its Content-Security-Policy must allow of it. */
export interface ShellPage {
  html: string;
  /** What a page the server rendered carries inline (none for a page the browser renders). */
  inline?: InlineHashes | undefined;
}

/**
 * What a shell page is made of: the shell's index.html, the runtime config, the page a release
 * rendered and the shell's start script for it.
 */
interface PageInputs {
  template: string;
  composed: ComposedRuntimeConfig | undefined;
  prerendered: RenderedPage | undefined;
  startup: PageStartup | undefined;
}

/** Pages composed and kept at most: every public page, and more. */
const maxCachedPages = 256;

/**
 * What the server reads besides the deployed files, when it serves the store: the pages a release
 * rendered, the stylesheets they inline and the live shell's start script (page-startup.json).
 */
export interface ShellPageFiles extends DeployedFiles {
  prerenderedPage?: (pathname: string) => Promise<RenderedPage | undefined>;
  /** The versions of an app that have been live and are still stored, the live one first. */
  liveVersions?: (app: FrontEndApp) => Promise<readonly string[]>;
  pageStartup?: () => Promise<PageStartup | undefined>;
  /** The text of a stylesheet the site serves, by URL. */
  stylesheet?: (url: string) => Promise<string | undefined>;
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
  // Served from the release store, the same inputs give the same page (every file it is made of
  // belongs to a version, which never changes): it is composed once for each path, until a
  // release changes the live state. Deployed builds are read anew as they change, and composed
  // every time.
  const cache = new Map<string, { inputs: PageInputs; page: Promise<ShellPage> }>();
  /**
   * `origin`: the site's (site-origin.ts), for the URLs the page names for crawlers and for the
   * markers of its inlined stylesheets. Nothing of the request but its path.
   */
  return async function render(pathname: string, origin: string): Promise<ShellPage> {
    const inputs: PageInputs = {
      template: (await files.shellPage()) ?? '',
      composed: await files.runtimeConfig(),
      prerendered: await files.prerenderedPage?.(pathname),
      startup: await files.pageStartup?.(),
    };
    if (!files.prerenderedPage) return compose(pathname, origin, inputs);
    const key = `${normalizePath(pathname)}\0${origin}`;
    const known = cache.get(key);
    if (
      known &&
      known.inputs.template === inputs.template &&
      known.inputs.composed === inputs.composed &&
      known.inputs.prerendered === inputs.prerendered &&
      known.inputs.startup === inputs.startup
    )
      return known.page;
    if (cache.size >= maxCachedPages) cache.clear();
    const page = compose(pathname, origin, inputs);
    cache.set(key, { inputs, page });
    page.catch(() => cache.delete(key));
    return page;
  };

  async function compose(
    pathname: string,
    origin: string,
    { template, composed, prerendered, startup }: PageInputs,
  ): Promise<ShellPage> {
    const config = composed?.config;
    const remoteEntryUrls = Object.fromEntries(
      Object.entries(config?.remotes ?? {}).map(([name, remote]) => [name, liveEntryUrl(remote)]),
    );
    const table = routeTableOf(config);
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

    const { hoisted, body } = splitHoistedTags(prerendered?.html ?? '');
    const head = await pageHeadTags(
      files,
      routeAt(table, pathname)?.module,
      remoteEntryUrls,
      pathname,
      origin,
      hasDescription(hoisted),
      prerendered?.structuredData,
    );
    // The page's own title, from its render, or else the one its remote declares.
    const titled = hasTitle(hoisted)
      ? withoutTitle(template)
      : head
        ? withTitle(template, head.title)
        : template;
    // A public page names no file of the back-office: its copy of the config leaves out the
    // remotes no public page uses (the shell reads them from the served file when it needs them).
    const configText = composed && (prerendered ? publicPageConfigText(composed, table) : composed.text);
    const tail =
      (head?.tags ?? '') +
      (configText ? inlineRuntimeConfig(configText) : '') +
      (prerendered?.content ? inlineSiteContent(prerendered.content) : '');
    if (!prerendered) return { html: injectIntoHead(titled, renderPreloadLinks(links) + tail) };

    // A rendered page paints from its HTML alone: its stylesheets (the shell's, and those of the
    // modules rendered into it) inline; the shell's entry, and the files its modules need, fetched
    // and started once it has painted, by the live shell's start script. Without one (a shell
    // built before it had one) the entry starts as its build wrote it, and the files preload.
    const moduleCss = new Set(
      preloadLinks({ remoteEntryUrls, manifests, modules: prerendered.modules })
        .filter((link) => link.as === 'style')
        .map((link) => link.href),
    );
    const inlined = await inlineStylesheets(files, titled, [...moduleCss], origin);
    const started = startup && startShellAfterPaint(inlined.page, startup);
    const page = injectIntoHead(
      started?.html ?? inlined.page,
      hoisted +
        inlined.tags +
        renderPreloadLinks(
          links.filter((link) => !moduleCss.has(link.href)),
          started ? { afterPaintAttribute: started.startup.preloadAfterPaintAttribute } : {},
        ) +
        tail,
    );
    return {
      html: withRootContent(page, body),
      inline: {
        scripts: started ? [cspHash(started.startup.script)] : [],
        styles: [...new Set(inlined.styles.map(cspHash))].sort(),
        styleAttributes: styleAttributeHashes(body),
      },
    };
  }
}

/**
 * The shell page without its own stylesheet links, and the tags that carry their rules and those
 * of the modules' stylesheets (`moduleCss`) instead, in the same order, to put in its head: one
 * `<style>`, then for each module's stylesheet the marker that tells its remote's chunk loading it
 * is there (with the URL the browser resolves it to on the site's `origin`: a visitor who reached the
 * site by another name fetches the rules once more, and sees the same page). One `<style>` rather than
 * one a stylesheet: each costs its hash in the Content-Security-Policy header, which is not
 * compressed, and the club pages' HTML with its headers fits a new connection's first round trip
 * by little. A stylesheet that cannot be read stays a link, between the styles before and after it.
 */
async function inlineStylesheets(
  files: ShellPageFiles,
  shellPage: string,
  moduleCss: readonly string[],
  origin: string,
): Promise<{ page: string; tags: string; styles: string[] }> {
  const styles: string[] = [];
  let tags = '';
  let rules: string[] = [];
  const closeStyle = () => {
    if (rules.length === 0) return;
    const style = rules.join('\n');
    styles.push(style);
    tags += `<style>${style}</style>`;
    rules = [];
  };
  const read = async (href: string) => {
    const css = await files.stylesheet?.(href);
    return css === undefined ? undefined : inlineStyle(css, href);
  };
  let page = shellPage;
  for (const tag of shellStylesheetLinks(shellPage)) {
    const rulesOfLink = await read(attributesOf(tag).href ?? '');
    // Unread, the shell's stylesheet stays where it was, before every rule moved below it.
    if (rulesOfLink === undefined) continue;
    rules.push(rulesOfLink);
    page = page.replace(tag, '');
  }
  const markers: string[] = [];
  for (const href of moduleCss) {
    const rulesOfModule = await read(href);
    if (rulesOfModule === undefined) {
      closeStyle();
      tags += markers.splice(0).join('') + renderStylesheetLink(href);
    } else {
      rules.push(rulesOfModule);
      markers.push(inlinedStylesheetMarker(`${origin}${href}`));
    }
  }
  closeStyle();
  tags += markers.join('');
  return { page, tags, styles };
}

const publicConfigTexts = new WeakMap<object, string>();

/**
 * The runtime config a public page carries: the served one without the remotes whose modules no
 * public page renders or preloads (`complete: false`), composed once per served config.
 */
function publicPageConfigText(composed: ComposedRuntimeConfig, table: RouteTable): string {
  let text = publicConfigTexts.get(composed);
  if (text === undefined) {
    const used = new Set(
      publicPaths(table).flatMap((path) =>
        modulesForPath(table, path).map((id) => id.slice(0, id.indexOf('/'))),
      ),
    );
    const remotes = Object.fromEntries(
      Object.entries(composed.config.remotes).filter(([name]) => used.has(name)),
    );
    text = JSON.stringify({ ...composed.config, remotes, complete: false });
    publicConfigTexts.set(composed, text);
  }
  return text;
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
 * live entry), as head tags; undefined when the remote says nothing about the page. The
 * schema.org data the page gave while it was rendered (`rendered`: from the content it was
 * rendered with) comes before the remote's own.
 */
async function pageHeadTags(
  files: DeployedFiles,
  module: string | undefined,
  remoteEntryUrls: Record<string, string>,
  pathname: string,
  origin: string,
  pageWritesDescription: boolean,
  rendered: RenderedPage['structuredData'] | undefined,
): Promise<{ title: string; tags: string } | undefined> {
  const entryUrl = module && remoteEntryUrls[module.slice(0, module.indexOf('/'))];
  if (!entryUrl) return undefined;
  const path = normalizePath(pathname);
  const declared = pageHeadAt(await files.remoteJson(pageHeadsUrlOf(entryUrl)), path);
  if (!declared) return undefined;
  const head = rendered?.length
    ? { ...declared, structuredData: [...rendered, ...(declared.structuredData ?? [])] }
    : declared;
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
