import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RemoteApp } from '@sportif/contract/apps';
import { precompress } from '@sportif/tooling/precompress';
import { repoRoot } from './site-copy';

const run = promisify(execFile);

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/**
 * Builds a new version of a remote for production, as its own team would: a copy of the whole
 * remote (its sources, its federation and rspack configs, its dependencies' links), changed by
 * `change`, built alone with its own rspack config and compressed as `pnpm build` does. The copy
 * sits beside the remote, at the same depth, so its relative imports and links resolve as the
 * remote's own. Returns the new dist folder.
 */
export async function buildRemoteCopy(
  app: RemoteApp,
  change: (copyDir: string) => Promise<void>,
): Promise<{ dist: string; cleanUp: () => Promise<void> }> {
  const appDir = join(repoRoot, app);
  const copyDir = await mkdtemp(join(repoRoot, `.e2e-variant-${app}-`));
  const cleanUp = () => rm(copyDir, { recursive: true, force: true });
  try {
    await cp(appDir, copyDir, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => source !== join(appDir, 'dist'),
    });
    await change(copyDir);
    await run(
      join(repoRoot, 'node_modules/.bin/rspack'),
      ['build', '--mode', 'production', '-c', 'rspack.config.ts'],
      {
        cwd: copyDir,
      },
    );
    await precompress(join(copyDir, 'dist'));
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { dist: join(copyDir, 'dist'), cleanUp };
}

/** A new version of a remote whose sources say `to` wherever they said `from`. */
export function buildRemoteVariant(app: RemoteApp, from: string, to: string) {
  return buildRemoteCopy(app, async (copyDir) => {
    let replaced = 0;
    for await (const file of sourceFiles(join(copyDir, 'src'))) {
      const text = await readFile(file, 'utf8');
      if (!text.includes(from)) continue;
      await writeFile(file, text.replaceAll(from, to));
      replaced++;
    }
    if (replaced === 0) throw new Error(`No source file of ${app} contains ${from}`);
  });
}
