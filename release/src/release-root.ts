import { isAbsolute, join, resolve } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

/**
 * The release store's folder: `releases/` in DATA_DIR, the folder the API keeps its data in
 * (`.data/` at the repository root when DATA_DIR is unset; a relative one is taken from the
 * working directory, as the API does).
 */
export function releasesRootFor(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const dataDir = env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(cwd, env.DATA_DIR)
    : join(repoRoot, '.data');
  return join(dataDir, 'releases');
}

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
