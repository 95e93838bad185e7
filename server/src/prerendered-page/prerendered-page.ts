import { createHash } from 'node:crypto';
import { type InlineContent, inlineContentId, type PublicContent } from '@sportif/contract/content';
import { inlineRuntimeConfigId, type PageStartup } from '@sportif/contract/prerender';
import { escapeMarkup, jsonInScript } from '../markup.ts';

/**
 * Putting a page a release rendered (release/src/prerender) into the shell's index.html, so that
 * it paints from the HTML alone: the rendered markup inside `<div id="root">`, the tags React
 * hoists to the head there, the page's stylesheets inline, the runtime config it was rendered
 * with, and the shell's entry started only once the page has loaded and painted, by the start
 * script of the live shell version (its page-startup.json, shell/src/features/page-startup). The page's
 * Content-Security-Policy allows exactly what is inline here, by hash (`InlineHashes`).
 */

/** The hashes of what a page carries inline, for its Content-Security-Policy ('sha256-…', quoted). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The tags React writes before a rendered tree's markup when it renders less than a whole
 * document (`<title>`, `<meta>`, `<link>`: what React 19 hoists into the head, such as the page's
 * title and the preloads of its images), apart from the markup itself. They belong in `<head>`,
 * where the browser hydrating the page looks for them.
 */
export function splitHoistedTags(html: string): { hoisted: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/.exec(html);
  const hoisted = leading?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/** Whether hoisted tags hold the page's own `<title>`: the shell page's then goes. */
export const hasTitle = (hoisted: string): boolean => hoisted.includes('<title>');

/** Whether hoisted tags hold the page's own meta description. */
export const hasDescription = (hoisted: string): boolean => /<meta name="description"/.test(hoisted);

/** `html` without its `<title>` element. */
export const withoutTitle = (html: string): string => html.replace(/<title>[^<]*<\/title>/, '');

/** The shell page with `markup` inside its empty root element. */
export function withRootContent(html: string, markup: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/**
 * The runtime config as a data block the shell reads at start (no script runs from it, so the
 * Content-Security-Policy needs no exception): the one the page's markup was rendered with, and no
 * request of its own.
 */
export const inlineRuntimeConfig = (configText: string): string =>
  `<script type="application/json" id="${inlineRuntimeConfigId}">${jsonInScript(configText)}</script>`;

/**
 * The content the page was rendered with, the parts it read, as a data block the shell hydrates
 * with (like the runtime config: no script runs from it, so the Content-Security-Policy needs no
 * exception, and no request for content is made before the page is hydrated).
 */
export const inlineSiteContent = (parts: Partial<PublicContent>): string =>
  `<script type="application/json" id="${inlineContentId}">${jsonInScript(JSON.stringify({ parts } satisfies InlineContent))}</script>`;

/** A tag's attributes, as written by the shell's build (`name="value"` or a bare name). */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g))
    attributes[match[1] as string] = match[2] ?? '';
  return attributes;
}

/** The shell's own stylesheet links in its page, by href: inlined like the remotes' stylesheets. */
export const shellStylesheetLinks = (html: string): string[] =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attributesOf(tag).rel === 'stylesheet');

/**
 * A stylesheet's rules as a `<style>` element of a page at another URL: relative `url()`s made
 * absolute on the stylesheet's own folder, as they were meant. `</style` cannot occur in CSS that
 * a browser would parse as intended, so none is written.
 */
export function inlineStyle(css: string, href: string): string {
  const folder = href.slice(0, href.lastIndexOf('/') + 1);
  const rebased = css.replace(
    /url\(\s*(['"]?)(?![a-z][\w+.-]*:|\/|#)([^'")]+)\1\s*\)/gi,
    (_match, quote, path) => `url(${quote}${folder}${path}${quote})`,
  );
  return rebased.replaceAll('</style', '<\\/style');
}

/**
 * The marker of a stylesheet that is inline: a disabled link with its URL, which the browser does
 * not fetch. The remote's chunk loading finds the stylesheet of its chunk there (a `<link
 * rel="stylesheet">` with that URL) and takes the chunk's CSS as loaded, instead of fetching the
 * same rules again when the page's module arrives.
 */
export const inlinedStylesheetMarker = (href: string): string =>
  `<link rel="stylesheet" href="${escapeMarkup(href)}" disabled>`;

/** A remote's stylesheet as a link, requested as its chunk loading would: in CORS mode. */
export const renderStylesheetLink = (href: string): string =>
  `<link rel="stylesheet" href="${escapeMarkup(href)}" crossorigin>`;

/**
 * The shell's entry script of the page (the one `<script src>` its build writes) turned into a
 * link that the shell's start script (`startup.script`, inline) makes a preload and runs once the
 * page has loaded and painted; undefined when the page has no such script. Until then the blocks
 * below the first screen may skip their layout (`startup.layoutDeferredAttribute` on `<html>`):
 * the script lays them out a block per task before it runs the entry.
 */
export function startShellAfterPaint(
  html: string,
  startup: PageStartup,
): { html: string; startup: PageStartup } | undefined {
  const entry = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/.exec(html);
  if (!entry) return undefined;
  const { src, integrity } = attributesOf(entry[0]);
  const preload =
    `<link as="script" href="${escapeMarkup(src ?? '')}" crossorigin fetchpriority="high"` +
    `${integrity ? ` integrity="${escapeMarkup(integrity)}"` : ''} ${startup.entryAttribute}>`;
  return {
    html: html
      .replace(/<html\b/, `<html ${startup.layoutDeferredAttribute}`)
      .replace(entry[0], () => `${preload}<script>${startup.script}</script>`),
    startup,
  };
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The hashes of the style attributes in rendered markup, each once: each value the markup carries
 * (a gallery's aspect ratio, a player's colours) is allowed by its hash alone. In the browser
 * React sets styles through the DOM, which the policy does not restrict.
 */
export function styleAttributeHashes(markup: string): string[] {
  const values = new Set(
    [...markup.matchAll(/ style="([^"]*)"/g)].map((match) =>
      (match[1] as string).replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] as string),
    ),
  );
  return [...values].map(cspHash).sort();
}
