import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { frontEndApps } from '@sportif/contract/apps';

const repoRoot = join(import.meta.dirname, '..');

/** The source folders of everything that runs in the browser: the four apps and the shared browser packages. */
export const browserSourceDirs: readonly string[] = [
  ...frontEndApps.map((app) => `${app}/src`),
  'shared/runtime/src',
  'shared/ui/src',
  'shared/federation-runtime/src',
];

/** The TypeScript files (tests left out) under each of `dirs`, relative to the repository's root. */
export function sourceFilesOf(dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}
