import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');

/** The folders of the repository every app's build reads besides its own: the shared packages and the tooling. */
const sharedInputDirs = [
  'shared/contract/src',
  'shared/ui/src',
  'shared/runtime/src',
  'shared/federation-runtime/src',
  'tooling',
];

/** The commands that run the builds (pnpm start, pnpm build): no build reads them. */
const commandsDir = join(repoRoot, 'tooling/scripts');

/** The files of an app's own folder its build reads (its dist and dependencies' links left out). */
const appInputs = ['src', 'public', 'rspack.config.ts', 'module-federation.config.ts', 'package.json'];

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The files under `path` (itself when it is a file), tests left out; none when it does not exist. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !isTest(file) && !file.startsWith(`${commandsDir}/`));
}

/**
 * Every file an app's build reads, with the name the fingerprint knows it by: its path relative
 * to the app, or to the repository (with a leading slash) for what all apps read.
 */
export function buildInputs(appDir: string): [name: string, file: string][] {
  return [
    ...appInputs.flatMap((name) =>
      filesUnder(join(appDir, name)).map((file): [string, string] => [relative(appDir, file), file]),
    ),
    ...[...sharedInputDirs, 'pnpm-lock.yaml'].flatMap((name) =>
      filesUnder(join(repoRoot, name)).map((file): [string, string] => [
        `/${relative(repoRoot, file)}`,
        file,
      ]),
    ),
  ];
}

/**
 * A short hash of what an app's build is made of: its sources, public files and configs, the
 * shared packages' sources, the tooling and the lockfile (which pins every dependency), each file
 * by its path (relative to its app, or to the repository) and bytes. The same sources give the same
 * fingerprint wherever the folder sits, so a build stays reproducible; any change gives another.
 */
export function buildFingerprint(appDir: string): string {
  const inputs = buildInputs(appDir).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  for (const [name, file] of inputs) hash.update(`${name}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 10);
}
