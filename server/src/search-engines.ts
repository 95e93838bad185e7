import { layoutSlots, publicPaths, type RouteTable } from '@sportif/contract/page-routes';
import { escapeMarkup } from './markup.ts';

/**
 * What the site tells search engines: which pages there are (/sitemap.xml) and which to leave
 * alone (/robots.txt). Both follow the remotes' page declarations, so a page a remote adds is
 * listed from its release on.
 */

/** The paths crawlers are asked to leave alone: the sign-in page and every guarded one. */
export function privatePaths(table: RouteTable): string[] {
  const guarded = table.routes
    .filter((route) => route.layout && layoutSlots[route.layout].guarded)
    .map((route) => route.path);
  // One rule per top-level folder is enough: "/admin" covers "/admin/examples".
  const tops = new Set(guarded.map((path) => `/${path.split('/')[1] ?? ''}`));
  return [...(table.signInPath ? [table.signInPath] : []), ...[...tops].sort()];
}

/** The sitemap of every public page, each URL on `origin` (no trailing slash). */
export function sitemapXml(origin: string, table: RouteTable): string {
  const urls = publicPaths(table).map(
    (path) => `  <url><loc>${escapeMarkup(`${origin}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the private pages; the sitemap's address. */
export function robotsTxt(origin: string, table: RouteTable): string {
  return [
    'User-agent: *',
    ...privatePaths(table).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
