import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * Files of a build that are not part of what is released: the build's own up-to-date marker, and
 * the build stats (never served; they list modules in the order rspack finished them, so the
 * same sources would otherwise give another version).
 */
export const notReleased = new Set([
  '.build-stamp',
  'mf-stats.json',
  'mf-stats.json.br',
  'mf-stats.json.gz',
  // The description a stored copy of a version carries beside its files (store/local-copy.ts).
  'release.json',
]);

/** Files the integrity of which the live state carries: what the browser loads by URL alone. */
export const entryFiles = ['remoteEntry.js'];

/** The released files of a build folder, as paths relative to it, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !notReleased.has(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

export const integrityOf = (bytes: Buffer): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export const sha256Of = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * The version of a build: a short hash of every file's path and bytes, so the same build always
 * gets the same version and any change to a file gives another.
 */
export async function versionOf(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(buildDir)) {
    const bytes = await readFile(join(buildDir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}
