import type { JsonValue } from '../page-routes/page-routes';

/**
 * What a remote says about each of its pages for search engines and link previews, by path
 * (its `src/page-heads.ts`, shipped with its build as page-heads.json beside remoteEntry.js).
 * The site server writes it into the `<head>` of the HTML it answers a page with, so a crawler or
 * a link preview that runs no script sees each page's own title, description and structured data.
 * Kept apart from routes.json: browsers never download it.
 */
export interface PageHead {
  /** The page's `<title>`, as the page itself sets it once it renders. */
  title: string;
  description: string;
  /** The path search engines should index for this page, when the page has several ('/club/umitkoy' for '/umitkoy'). */
  canonicalPath?: string;
  /** The preview picture, a file of the remote's build ('og-image.png'). */
  image?: string;
  /** The breadcrumb the page shows, from the home page to itself. */
  breadcrumb?: readonly { name: string; path: string }[];
  /**
   * schema.org objects (JSON-LD). A `url`, `@id` or `item` written as a path ('/club/umitkoy') is
   * made absolute on the site's origin when served.
   */
  structuredData?: readonly { readonly [key: string]: JsonValue }[];
}

export type PageHeads = { readonly [path: string]: PageHead };

/**
 * The attribute the server marks the head tags it writes with. They describe the page the HTML
 * was asked for; the page's own PageMeta removes them once it renders, so that after a client-side
 * navigation no tag of the first page stays.
 */
export const servedHeadAttribute = 'data-page-head';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** What is wrong with a page-heads.json, each problem a sentence naming the path. */
export function pageHeadsProblems(input: unknown, declaredPaths: readonly string[]): string[] {
  if (!isObject(input)) return ['page heads must map a path to its head'];
  const problems: string[] = [];
  for (const [path, head] of Object.entries(input)) {
    if (!declaredPaths.includes(path)) problems.push(`${path}: no page is declared at this path`);
    if (!isObject(head)) {
      problems.push(`${path}: the head must be an object`);
      continue;
    }
    if (!isText(head.title)) problems.push(`${path}: title must be a text`);
    if (!isText(head.description)) problems.push(`${path}: description must be a text`);
    if (head.canonicalPath !== undefined && !declaredPaths.includes(head.canonicalPath as string))
      problems.push(`${path}: canonicalPath ${JSON.stringify(head.canonicalPath)} is not a declared path`);
    if (
      head.image !== undefined &&
      !(isText(head.image) && /^[\w./-]+$/.test(head.image) && !head.image.startsWith('/'))
    )
      problems.push(`${path}: image must name a file of the build ('og-image.png')`);
    if (
      head.breadcrumb !== undefined &&
      !(
        Array.isArray(head.breadcrumb) &&
        head.breadcrumb.every((crumb) => isObject(crumb) && isText(crumb.name) && isText(crumb.path))
      )
    )
      problems.push(`${path}: breadcrumb must list { name, path } from the home page to the page`);
    if (
      head.structuredData !== undefined &&
      !(Array.isArray(head.structuredData) && head.structuredData.every(isObject))
    )
      problems.push(`${path}: structuredData must be a list of schema.org objects`);
  }
  return problems;
}

/** The head of `path` in `heads` (a parsed page-heads.json), if it has one that holds up. */
export function pageHeadAt(heads: unknown, path: string): PageHead | undefined {
  if (!isObject(heads) || !Object.hasOwn(heads, path)) return undefined;
  const head = heads[path];
  return isObject(head) &&
    pageHeadsProblems({ [path]: head }, [path, ...(isText(head.canonicalPath) ? [head.canonicalPath] : [])])
      .length === 0
    ? (head as unknown as PageHead)
    : undefined;
}
