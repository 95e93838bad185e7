import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@sportif/api/migrate';
import { openHeldDatabase } from '@sportif/api/shared-database';
import { makeBuildsLive } from '@sportif/release/release-app';
import { releaseStore } from '@sportif/release/release-store';
import type { ComparedCommit } from './comparison.ts';

/** A commit's federated build, released into a store of its own, ready to be served beside this tree's. */
export interface ComparedBuild extends ComparedCommit {
  /** The full commit id the build was made from. */
  commit: string;
  /** The local copy of its store (versions and rendered pages) and its live state as a file, served as the gate's smoke run serves a candidate. */
  releases: { root: string; liveStateFile: string };
  remove: () => void;
}

function run(command: string, args: string[], cwd: string, input?: Buffer): Buffer {
  const result = spawnSync(command, args, { cwd, input, maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(Buffer.concat([result.stdout ?? Buffer.alloc(0), result.stderr ?? Buffer.alloc(0)]));
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
  return result.stdout;
}

/**
 * Builds `rev` of this repository as production does and releases it into a fresh release store
 * (which renders its public pages), so that one bench run can measure it beside this tree's build,
 * their Lighthouse runs taken in turn: a change's before and after under the same load. The
 * commit's files are exported into a temporary folder, its dependencies installed from pnpm's
 * store (offline, from its lockfile), and the folder removed once the store holds the build. Its
 * pages are served by this tree's site server and rendered by this tree's release code, so the
 * commit must agree with them on the files a build holds (its page-startup.json among them).
 */
export async function prepareComparedBuild(
  repoRoot: string,
  { name, rev }: ComparedCommit,
): Promise<ComparedBuild> {
  const commit = run('git', ['rev-parse', '--verify', `${rev}^{commit}`], repoRoot)
    .toString()
    .trim();
  const dir = mkdtempSync(join(tmpdir(), `sportif-bench-${name}-`));
  const dataDir = mkdtempSync(join(tmpdir(), `sportif-bench-${name}-releases-`));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    run('tar', ['-x', '-C', dir], dir, run('git', ['archive', '--format=tar', commit], repoRoot));
    run('pnpm', ['install', '--offline', '--frozen-lockfile'], dir);
    run('pnpm', ['build'], dir);
    // Through the gate's static checks and the pages' rendering (no smoke run: the bench's own
    // Lighthouse runs open every page it measures).
    const opened = await openHeldDatabase({ databaseUrl: undefined, dataDir, onIdleError: () => {} });
    try {
      await migrate(opened.db);
      const store = releaseStore(opened.db, {
        where: opened.where,
        cacheRoot: join(dataDir, 'release-cache'),
      });
      await makeBuildsLive(store, (app) => join(dir, app, 'dist'));
      const liveStateFile = join(dataDir, 'live-state.json');
      await writeFile(liveStateFile, JSON.stringify((await store.live()).state));
      return { name, rev, commit, releases: { root: store.root, liveStateFile }, remove };
    } finally {
      await opened.close();
    }
  } catch (error) {
    remove();
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
