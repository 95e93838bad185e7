import { createHash } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import type { SiteContent } from '../content/content-schema';
import { isAllowedLinkTarget } from '../content/markdown-links';
import { type PublicContent, publicContentOf } from '../content/public-content';

/**
 * What publishing does to the content in Node (the API, and a release that renders the store's
 * first pages): the policy texts' Markdown rendered into HTML once, and the revision named by a
 * hash of the result. Never imported by a browser bundle: no Markdown library reaches the
 * browser (docs/decisions/0110-content-in-the-database.md).
 */

/**
 * markdown-it with raw HTML off (a tag is written as text), no typographic replacements, and
 * links only where isAllowedLinkTarget lets them go (others are written as text). It escapes
 * every text it writes; the editor's rules refuse raw HTML and other links before they are stored.
 */
function createMarkdown(refused?: string[]) {
  const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });
  markdown.disable('image');
  markdown.validateLink = (url) => {
    const allowed = isAllowedLinkTarget(url);
    if (!allowed) refused?.push(url);
    return allowed;
  };
  return markdown;
}

const markdown = createMarkdown();

/** A policy text's Markdown as the HTML its page shows. */
export const renderPolicyMarkdown = (text: string): string => markdown.render(text);

/** The link targets of `text` the renderer refused: each one a link that would not have been written. */
export function refusedLinkTargets(text: string): string[] {
  const refused: string[] = [];
  createMarkdown(refused).render(text);
  return refused;
}

/** A published revision of the content: its name and what visitors' pages read. */
export interface ContentRevision {
  revision: string;
  content: PublicContent;
}

/** `value` as JSON with every object's keys in order: the same content, the same text, however it was stored. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * The revision's name: a short hash of its public content, so the same content is the same
 * revision, whether it comes from the seed or from the database (which keeps no key order).
 */
export const revisionOf = (content: PublicContent): string =>
  createHash('sha256').update(canonicalJson(content)).digest('hex').slice(0, 12);

/** Whether two parts of the content are the same, key order aside. */
export const sameContent = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** `content` as a publication makes it live. */
export function contentRevisionOf(content: SiteContent): ContentRevision {
  const published = publicContentOf(content, renderPolicyMarkdown);
  return { revision: revisionOf(published), content: published };
}
