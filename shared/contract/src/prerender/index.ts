/**
 * How a release has the public pages rendered into HTML (the release's render step calls the live
 * shell version's Node renderer, shell/src/prerender) and what comes back: plain data both sides
 * agree on, so that a shell and a release tool built from different commits still understand
 * each other.
 */

import type { PublicContent } from '../content/public-content';
import type { JsonValue } from '../page-routes/page-routes';

/** The file of a shell version's Node build that renders pages: `<version>/server/render-pages.js`. */
export const pageRendererFile = 'server/render-pages.js';

/**
 * The global a remote's Node container reads its public path from when it starts: the URL of the
 * folder its browser build is served from (a version's folder in the release store), which only
 * the renderer knows. Asset URLs in the HTML are then the browser build's own.
 */
export const serverPublicPathsGlobal = '__SPORTIF_PUBLIC_PATHS__';

/** A remote's Node build as the renderer loads it. */
export interface ServerEntry {
  /** Absolute path of its Node container (`<version>/server/remoteEntry.js`). */
  entry: string;
  /** URL of the folder its browser build is served from ('/remotes/media/<version>/'). */
  publicPath: string;
}

export interface RenderRequest {
  /** The runtime config browsers will read with these pages (entries, versions, routes). */
  runtimeConfig: unknown;
  /** Each remote's Node build, by federation name ('remote_public'). */
  serverEntries: Record<string, ServerEntry>;
  /** The paths to render. */
  paths: string[];
  /** The content revision the pages are rendered with (issue 37): the one live with these versions, or the drafts for `Önizle`. */
  content: { revision: string; content: PublicContent };
}

export interface RenderedPage {
  path: string;
  /** What goes inside the shell's `<div id="root">`. */
  html: string;
  /** The federated modules rendered into it ('remote_public/HomePage'): their stylesheets go with it. */
  modules: string[];
  /** Each area that failed while rendering (it goes out as its placeholder; the browser renders it). */
  failures: string[];
  /** The content the page read while rendering, by part: the page carries it for its hydration. */
  content: Partial<PublicContent>;
  /**
   * Every part the page read, those it does not carry included (read in a section that hydrates
   * from the revision's file): a publication that changes one renders the page again.
   */
  read: (keyof PublicContent)[];
  /** What the page said of itself to search engines (schema.org JSON-LD) from that content. */
  structuredData: { readonly [key: string]: JsonValue }[];
}

/** The attribute an area names its module with (`federated()` in @sportif/runtime). */
export const federatedAreaAttribute = 'data-federated-area';

/** The attribute of an area's placeholder: on the server, the area of a remote that failed to render. */
export const federatedPlaceholderAttribute = 'data-federated-loading';

const attributeValues = (html: string, attribute: string): string[] => [
  ...new Set(
    [...html.matchAll(new RegExp(`${attribute}="([^"]+)"`, 'g'))].map((match) => match[1] as string),
  ),
];

/** The areas written as their placeholder: on the server, those whose remote failed to render them. */
export const unrenderedAreas = (html: string): string[] =>
  attributeValues(html, federatedPlaceholderAttribute);

/** The modules whose areas were rendered into `html`, each once, in order. */
export const renderedModules = (html: string): string[] => attributeValues(html, federatedAreaAttribute);

/**
 * The id of the data block the server writes the runtime config into (`<script
 * type="application/json">`): the shell reads it instead of fetching /runtime-config.json.
 */
export const inlineRuntimeConfigId = 'runtime-config';

/**
 * What the shell sets on `<html>` once it has rendered the first page, or hydrated what the server
 * rendered: from then on the page answers the visitor (the release's smoke run and the tests wait
 * for it; a page the server rendered shows its markup before).
 */
export const shellReadyAttribute = 'data-shell-ready';

/**
 * The file of a shell version's browser build that says how a page the server rendered starts
 * (shell/src/features/page-startup): its start script and the attributes the server writes for it.
 * The server reads it from the live shell version, so a page carries that version's script and
 * the attributes that script looks for.
 */
export const pageStartupFile = 'page-startup.json';

/** The attributes the server writes into a page it rendered, for the page's start script. */
export interface PageStartupMarkers {
  /** On the `<link>` that names the shell's entry script: the start script runs it. */
  entryAttribute: string;
  /** Written instead of `rel="preload"` on the links of the page's files: set once it has painted. */
  preloadAfterPaintAttribute: string;
  /**
   * On `<html>`: until the start script removes it, the page-wide blocks below the first screen
   * may skip their layout (remote-public's sections and footer, `content-visibility: auto`).
   */
  layoutDeferredAttribute: string;
}

export interface PageStartup extends PageStartupMarkers {
  /** The start script, minified, as the page carries it inline: its CSP hash is that of this text. */
  script: string;
}

const attributeName = /^data-[a-z][a-z-]*$/;

/**
 * A page-startup.json's content when it is one, else undefined (the server then serves the page
 * with the shell's entry as its build wrote it). A script that could end its own element is none.
 */
export function parsePageStartup(value: unknown): PageStartup | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { script, entryAttribute, preloadAfterPaintAttribute, layoutDeferredAttribute } = value as Record<
    string,
    unknown
  >;
  const attributes = [entryAttribute, preloadAfterPaintAttribute, layoutDeferredAttribute];
  if (typeof script !== 'string' || script === '' || /<\/script|<!--/i.test(script)) return undefined;
  if (!attributes.every((name) => typeof name === 'string' && attributeName.test(name))) return undefined;
  return {
    script,
    entryAttribute: entryAttribute as string,
    preloadAfterPaintAttribute: preloadAfterPaintAttribute as string,
    layoutDeferredAttribute: layoutDeferredAttribute as string,
  };
}
