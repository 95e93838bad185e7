import { createHash } from 'node:crypto';
import { inlineRuntimeConfigId } from '@sportif/contract/prerender';

/**
 * Putting a page a release rendered (release/src/prerender) into the shell's index.html: the
 * rendered markup inside `<div id="root">`, the tags React hoists to the head there, and the
 * runtime config the page was rendered with, which the shell reads instead of fetching it.
 */

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
 * request of its own. `<` is written as \u003c, so no text can end the element early.
 */
export const inlineRuntimeConfig = (configText: string): string =>
  `<script type="application/json" id="${inlineRuntimeConfigId}">${configText.replace(/</g, '\\u003c')}</script>`;

export interface Stylesheet {
  href: string;
  integrity?: string | undefined;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The stylesheets of a rendered page's modules as the remotes' chunk loading will look for them
 * (`rel="stylesheet"` with the same URL: it then inserts none of its own), requested as it
 * requests them: in CORS mode, with their integrity.
 */
export const renderStylesheets = (sheets: readonly Stylesheet[]): string =>
  sheets
    .map(
      (sheet) =>
        `<link rel="stylesheet" href="${escapeAttribute(sheet.href)}" crossorigin${
          sheet.integrity ? ` integrity="${escapeAttribute(sheet.integrity)}"` : ''
        }>`,
    )
    .join('');

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The Content-Security-Policy hashes ('sha256-…') of the style attributes in rendered markup,
 * each once: the policy allows no inline style, so each value the markup carries (a gallery's
 * aspect ratio, a player's colours) is allowed by its hash alone. In the browser React sets styles
 * through the DOM, which the policy does not restrict.
 */
export function styleAttributeHashes(markup: string): string[] {
  const values = new Set(
    [...markup.matchAll(/ style="([^"]*)"/g)].map((match) =>
      (match[1] as string).replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] as string),
    ),
  );
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`).sort();
}
