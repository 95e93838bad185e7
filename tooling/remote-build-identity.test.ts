import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFingerprint } from './build-fingerprint';

/**
 * A remote's version is a content hash of its build, and two versions of it may run on one page
 * (the live one failed, its last good one serves). So the same sources must build to the same
 * bytes, and changed sources to a build with globals of its own (create-app-config.ts, uniqueName).
 * Builds a copy of remote-media, beside it so that its relative imports resolve, with rspack's CLI
 * as `pnpm build` does.
 */

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..');
let copyDir = '';

async function build(): Promise<Map<string, string>> {
  await run(
    join(repoRoot, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '-c', 'rspack.config.ts'],
    {
      cwd: copyDir,
    },
  );
  const dist = join(copyDir, 'dist');
  const files = await readdir(dist, { recursive: true, withFileTypes: true });
  const hashes = new Map<string, string>();
  // The build stats list modules in the order rspack happened to finish them; they are neither
  // served nor released (release/src/release-store.ts), so they are no part of what must repeat.
  for (const file of files.filter((entry) => entry.isFile() && !entry.name.startsWith('mf-stats.json'))) {
    const path = join(file.parentPath, file.name);
    hashes.set(
      path.slice(dist.length),
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  return hashes;
}

const chunkGlobalOf = async () =>
  (await readFile(join(copyDir, 'dist/remoteEntry.js'), 'utf8')).match(/rspackChunk\w+/g) ?? [];

beforeAll(async () => {
  copyDir = await mkdtemp(join(repoRoot, '.build-test-remote-media-'));
  const appDir = join(repoRoot, 'remote-media');
  await cp(appDir, copyDir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== join(appDir, 'dist'),
  });
});

afterAll(() => rm(copyDir, { recursive: true, force: true }));

describe('a production build of a remote', () => {
  it('gives the same bytes for the same sources, and its own chunk global for changed ones', async () => {
    const first = await build();
    const firstGlobals = new Set(await chunkGlobalOf());
    expect(first.size).toBeGreaterThan(5);
    // The fingerprint of the sources, wherever they sit: the copy's is remote-media's own.
    expect([...firstGlobals]).toEqual([
      `rspackChunkremote_media_${buildFingerprint(join(repoRoot, 'remote-media'))}`,
    ]);

    expect(await build()).toEqual(first);

    await appendFile(join(copyDir, 'src/features/gallery/components/club-gallery.tsx'), '\n// changed\n');
    await build();
    const changedGlobals = new Set(await chunkGlobalOf());
    expect(changedGlobals.size).toBe(1);
    expect([...changedGlobals][0]).not.toBe([...firstGlobals][0]);
  }, 90_000);
});
