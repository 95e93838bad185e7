import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { precompress } from '../../scripts/precompress.ts';
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
 * Rebuilds a remote for production from a copy of its sources with `from` replaced by `to`
 * everywhere: a new version of that remote, built by its own team. The copy sits inside the
 * remote's folder so its dependencies resolve as usual. Returns the new dist folder.
 */
export async function buildRemoteVariant(
  app: 'remote-public' | 'remote-admin' | 'remote-media',
  from: string,
  to: string,
): Promise<{ dist: string; cleanUp: () => Promise<void> }> {
  const appDir = join(repoRoot, app);
  const variantDir = await mkdtemp(join(appDir, '.e2e-variant-'));
  await cp(join(appDir, 'src'), join(variantDir, 'src'), { recursive: true });
  await cp(join(appDir, 'package.json'), join(variantDir, 'package.json'));

  let replaced = 0;
  for await (const file of sourceFiles(join(variantDir, 'src'))) {
    const text = await readFile(file, 'utf8');
    if (!text.includes(from)) continue;
    await writeFile(file, text.replaceAll(from, to));
    replaced++;
  }
  if (replaced === 0) throw new Error(`No source file of ${app} contains ${from}`);

  await writeFile(
    join(variantDir, 'rspack.config.ts'),
    `import { createAppConfig } from '../../tooling/create-app-config.ts';
import federation from '../module-federation.config.ts';

export default createAppConfig({
  appDir: import.meta.dirname,
  devPort: 0,
  federation,
  role: 'remote',
  mode: 'production',
});
`,
  );
  await run(
    join(repoRoot, 'node_modules/.bin/rspack'),
    ['build', '-c', join(variantDir, 'rspack.config.ts')],
    {
      cwd: variantDir,
    },
  );
  // As `pnpm build` does: the compressed copies are part of what a remote deploys.
  await precompress(join(variantDir, 'dist'));
  return {
    dist: join(variantDir, 'dist'),
    cleanUp: () => rm(variantDir, { recursive: true, force: true }),
  };
}
