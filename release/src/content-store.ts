import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { PublicContent } from '@sportif/contract/content';
import { type ContentRevision, contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { type LiveState, liveContentOf, withLiveContent } from './live-state.ts';
import { type ReleaseStore, StoreIntegrityError } from './release-store.ts';

/**
 * The site's content revisions in the release store (issue 37), beside the apps' versions: rows of
 * release_content, written once, like a version's files, and deleted once the live state no
 * longer remembers them (store-rows.ts). The renderer reads the live one; a node keeps a copy of
 * each revision it serves in its local copy, `<local copy>/content/<revision>.json` (with its .br
 * and .gz, as a build's files), which browsers fetch for the parts a page did not carry: a club
 * page's deferred sections as it hydrates, and a client-side navigation's.
 */
export const contentFolder = 'content';

const contentFile = (root: string, revision: string) => join(root, contentFolder, `${revision}.json`);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes the local copy of a revision, its compressed forms first: the plain file says it is there. */
async function writeLocalCopy(root: string, revision: string, text: string): Promise<void> {
  const folder = join(root, contentFolder);
  await mkdir(folder, { recursive: true });
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
    for (const [suffix, bytes] of forms.reverse()) {
      await writeFile(`${temporary}${suffix}`, bytes, { mode: 0o444 });
      await chmod(`${temporary}${suffix}`, 0o444);
      await rename(`${temporary}${suffix}`, `${contentFile(root, revision)}${suffix}`);
    }
  } finally {
    for (const [suffix] of forms) await rm(`${temporary}${suffix}`, { force: true });
  }
}

/** Stores a revision's content in the store once, and in this machine's local copy. */
export async function storeContentRevision(
  store: Pick<ReleaseStore, 'storeContent' | 'root'>,
  { revision, content }: ContentRevision,
): Promise<void> {
  const text = JSON.stringify(content);
  await store.storeContent(revision, text);
  await writeLocalCopy(store.root, revision, text);
}

/**
 * A stored revision's content, read from the store (checked against its sha256) and copied into
 * this machine's local copy when that lacks it; undefined when the store does not have it.
 */
export async function readContentRevision(
  store: Pick<ReleaseStore, 'content' | 'root'>,
  revision: string,
): Promise<PublicContent | undefined> {
  const read = await store.content(revision);
  if (!read) return undefined;
  if ('problem' in read) throw new StoreIntegrityError(read.problem);
  const local = await readFile(contentFile(store.root, revision), 'utf8').catch(() => undefined);
  if (local !== read.text) await writeLocalCopy(store.root, revision, read.text);
  return JSON.parse(read.text) as PublicContent;
}

/**
 * `state` with a content revision live: its own, or, for a store that has none yet (its first
 * release, or one made before content was published), the seed (today's texts), which the API
 * stores as its first publication too: the same content is the same revision.
 */
export async function withContentLive(
  store: Pick<ReleaseStore, 'storeContent' | 'root'>,
  state: LiveState,
): Promise<LiveState> {
  if (liveContentOf(state)) return state;
  const seed = contentRevisionOf(contentSeed);
  await storeContentRevision(store, seed);
  return withLiveContent(state, seed.revision);
}
