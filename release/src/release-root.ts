import { isAbsolute, join, resolve } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

/**
 * DATA_DIR, the folder the API keeps its data in (`.data/` at the repository root when unset; a
 * relative one is taken from the working directory, as the API does).
 */
export function dataDirFor(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(cwd, env.DATA_DIR)
    : join(repoRoot, '.data');
}

/** The release store as a folder, before it moved into the database: `DATA_DIR/releases/`, imported once (store/folder-import.ts). */
export const folderStoreFor = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string =>
  join(dataDirFor(env, cwd), 'releases');

/** This machine's checked copy of the versions it serves or releases: `DATA_DIR/release-cache/`, safe to delete. */
export const releaseCacheFor = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string =>
  join(dataDirFor(env, cwd), 'release-cache');

/** How many versions of each app the store keeps: the live one, its fallback, and the newest others. */
export function releasesToKeep(env: NodeJS.ProcessEnv = process.env): number {
  const setting = env.RELEASES_KEEP;
  if (setting === undefined || setting === '') return 5;
  const keep = Number(setting);
  if (!Number.isInteger(keep) || keep < 2) {
    throw new Error(
      `RELEASES_KEEP must be a whole number of at least 2 (the live version and its fallback), not "${setting}"`,
    );
  }
  return keep;
}
