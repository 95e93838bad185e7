import { basename } from 'node:path';

export const noCache = 'no-cache';
export const immutableForAYear = 'public, max-age=31536000, immutable';

/** Builds name their chunks `name.<10 hex digits>.ext` (tooling/create-app-config.ts). */
const contentHashed = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/** A revision of the site's content is named by its hash (release/src/content-store.ts). */
const contentRevision = /^[0-9a-f]{12}\.json$/;

/**
 * Cache-Control for a served file (docs/decisions/0038-cache-policy.md): a content-hashed file
 * (a chunk, a revision of the site's content) never changes, so it is cached for a year; everything else (index.html, runtime config,
 * mf-manifest.json, remoteEntry.js) is revalidated on every use, which is what lets a remote be
 * redeployed alone.
 */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  return contentHashed.test(name) || contentRevision.test(name) ? immutableForAYear : noCache;
}
