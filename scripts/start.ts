import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './apps.ts';
import { appsNeedingBuild } from './build-stamp.ts';

/**
 * `pnpm start`: builds the apps whose production build is missing or older than their sources,
 * then serves the whole site (shell, remotes and API) on one port, PORT or 3000.
 */
const stale = appsNeedingBuild();
if (stale.length > 0) {
  console.log(`Building for production: ${stale.join(', ')}`);
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts/build.ts'), ...stale],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/src/main.ts');
