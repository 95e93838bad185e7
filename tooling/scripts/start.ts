import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { releaseBuildsWithoutGate } from '@sportif/release/release-app';
import { releasesRootFor } from '@sportif/release/release-root';
import { releaseStore } from '@sportif/release/release-store';
import { repoRoot } from './apps.ts';
import { appsNeedingBuild } from './build-stamp.ts';

/**
 * `pnpm start`: builds the apps whose production build is missing or older than their sources,
 * makes those builds live in the release store,
 * then serves the whole site (shell, remotes and API) on one port, PORT or 3000.
 */
const stale = appsNeedingBuild();
if (stale.length > 0) {
  console.log(`Building for production: ${stale.join(', ')}`);
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'tooling/scripts/build.ts'), ...stale],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The site is served from the release store (DATA_DIR/releases): what was just built goes live
// first, so that `pnpm start` serves this checkout. No gate: the person starting it is the team.
const releases = releasesRootFor();
const released = await releaseBuildsWithoutGate(
  releaseStore(releases),
  (app) => join(repoRoot, app, 'dist'),
  process.env.RUNTIME_CONFIG_FILE,
  {
    replacing: true,
  },
);
for (const [app, version] of Object.entries(released))
  console.log(`Released ${app} ${version}: its current build`);

await import('@sportif/server/main');
