import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { PublicContent } from '@sportif/contract/content';
import { type ContentRevision, contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { type LiveState, liveContentOf, withLiveContent } from './live-state.ts';

/**
 * The site's content revisions in the release store (issue 37), beside the apps' versions:
 * `<root>/content/<revision>.json`, written once and never changed, like a version's files. The
 * renderer reads the live one; browsers fetch one at /content/<revision>.json when a client-side
 * navigation needs a part the page did not carry (with its .br and .gz, as a build's files).
 */
export const contentFolder = 'content';

const contentFile = (root: string, revision: string) => join(root, contentFolder, `${revision}.json`);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Stores a revision's content, once: a reader finds all of it or none. */
export async function storeContentRevision(
  root: string,
  { revision, content }: ContentRevision,
): Promise<void> {
  if (await readContentRevision(root, revision)) return;
  const folder = join(root, contentFolder);
  await mkdir(folder, { recursive: true });
  const text = JSON.stringify(content);
  const temporary = join(folder, `.incoming-${randomUUID()}`);
  const forms: [string, Buffer | string][] = [
    ['', text],
    [
      '.br',
      await brotli(text, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      }),
    ],
    ['.gz', await gzipped(text, { level: zlibConstants.Z_BEST_COMPRESSION })],
  ];
  try {
    // The compressed files first: the plain one is what says the revision is stored.
    for (const [suffix, bytes] of forms.reverse()) {
      await writeFile(`${temporary}${suffix}`, bytes, { mode: 0o444 });
      await chmod(`${temporary}${suffix}`, 0o444);
      await rename(`${temporary}${suffix}`, `${contentFile(root, revision)}${suffix}`);
    }
  } finally {
    for (const [suffix] of forms) await rm(`${temporary}${suffix}`, { force: true });
  }
}

/** A stored revision's content, or undefined when the store does not have it. */
export async function readContentRevision(
  root: string,
  revision: string,
): Promise<PublicContent | undefined> {
  try {
    return JSON.parse(await readFile(contentFile(root, revision), 'utf8')) as PublicContent;
  } catch {
    return undefined;
  }
}

/**
 * `state` with a content revision live: its own, or, for a store that has none yet (its first
 * release, or one made before content was published), the seed (today's texts), which the API
 * stores as its first publication too: the same content is the same revision.
 */
export async function withContentLive(root: string, state: LiveState): Promise<LiveState> {
  if (liveContentOf(state)) return state;
  const seed = contentRevisionOf(contentSeed);
  await storeContentRevision(root, seed);
  return withLiveContent(state, seed.revision);
}
