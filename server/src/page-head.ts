import { type PageHead, servedHeadAttribute } from '@sportif/contract/page-heads';
import type { JsonValue } from '@sportif/contract/page-routes';
import { escapeMarkup, jsonInScript } from './markup.ts';

/**
 * The tags a page's HTML carries for search engines and link previews (its remote's
 * page-heads.json): title, description, canonical URL, Open Graph, a Twitter card and JSON-LD.
 * Every URL is absolute on `origin`, as crawlers and previews need.
 */

const scriptJson = (value: unknown) => jsonInScript(JSON.stringify(value));

const urlKeys = new Set(['url', '@id', 'item', 'logo', 'image']);

/** `value` with every path under a URL key (`url`, `@id`, `item`, `logo`, `image`) made absolute on `origin`. */
export function absoluteUrls(value: JsonValue, origin: string): JsonValue {
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, origin));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      urlKeys.has(key) && typeof item === 'string' && item.startsWith('/')
        ? `${origin}${item}`
        : absoluteUrls(item, origin),
    ]),
  );
}

/** The schema.org BreadcrumbList of a breadcrumb. */
function breadcrumbList(breadcrumb: NonNullable<PageHead['breadcrumb']>): JsonValue {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumb.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}

export interface PageHeadContext {
  /** The site's origin (SITE_URL, or the request's), without a trailing slash. */
  origin: string;
  /** The path the page was asked for. */
  path: string;
  /** Where the remote that owns the page serves its files ('/remotes/public/<version>/'). */
  remoteFolderUrl: string;
  /** Write the meta description (default); not when the page's rendered markup brings its own. */
  withDescription?: boolean;
}

/** The head tags of a page, but its `<title>` (see withTitle). */
export function renderPageHead(
  head: PageHead,
  { origin, path, remoteFolderUrl, withDescription = true }: PageHeadContext,
): string {
  const url = `${origin}${head.canonicalPath ?? path}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" ${servedHeadAttribute}>`;
  const structured = [
    ...(head.structuredData ?? []),
    ...(head.breadcrumb ? [breadcrumbList(head.breadcrumb)] : []),
  ].map(
    (data) =>
      `<script type="application/ld+json" ${servedHeadAttribute}>${scriptJson(absoluteUrls(data, origin))}</script>`,
  );
  return [
    ...(withDescription ? [meta('name', 'description', head.description)] : []),
    `<link rel="canonical" href="${escapeMarkup(url)}" ${servedHeadAttribute}>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'tr_TR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(head.image ? [meta('property', 'og:image', `${origin}${remoteFolderUrl}${head.image}`)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...structured,
  ].join('');
}

/** `html` with its `<title>` replaced by `title`. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(title)}</title>`);
}
