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
 * What the server sets on `<html>` of a page it rendered, and the page's start script
 * (server/src/prerendered-page/start-shell-after-load.js) removes once it has laid out the whole
 * page, just before the shell starts. Meanwhile the page-wide blocks below the first screen may
 * skip their layout (`content-visibility: auto`, remote-public's sections and footer): the first
 * paint lays out the first screen alone, and the rest is laid out a block per task after it. No
 * block skips its layout once the shell runs, so positions the router saves and restores (Back,
 * Forward) are those of a page laid out in full.
 */
export const layoutDeferredAttribute = 'data-layout-deferred';
