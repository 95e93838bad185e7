import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { smokeCheck } from '../gate/smoke-check.ts';
import { releaseBuild } from '../release-app.ts';
import { releasesRootFor, releasesToKeep, repoRoot } from '../release-root.ts';
import { releaseStore } from '../release-store.ts';
import { appArgument, runCommand } from './cli-arguments.ts';

/**
 * `pnpm release <app> [--force]`: builds the app for production, stores the build as a version,
 * runs the gate against what is live and, when it passes, makes the version live.
 */
runCommand(async () => {
  const args = process.argv.slice(2);
  const app = appArgument('release', args);
  const force = args.includes('--force');
  const root = releasesRootFor();
  console.log(`Release store: ${root}`);

  let start = performance.now();
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'tooling/scripts/build.ts'), app],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    console.error(`The build of ${app} failed; nothing was released.`);
    return 1;
  }
  const buildMs = Math.round(performance.now() - start);

  start = performance.now();
  const outcome = await releaseBuild({
    store: releaseStore(root),
    app,
    buildDir: join(repoRoot, app, 'dist'),
    force,
    runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE,
    keep: releasesToKeep(),
    afterStaticChecks: smokeCheck(root, process.env.RUNTIME_CONFIG_FILE),
  });
  const timings = { build: buildMs, ...outcome.timings };
  const shown = Object.entries(timings)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)} s`)
    .join(', ');
  if (outcome.result === 'refused') {
    console.error(outcome.message);
    console.error(`(${shown})`);
    return 1;
  }
  console.log(
    outcome.result === 'live'
      ? `${app} ${outcome.version} is live (${shown}; ${((performance.now() - start) / 1000).toFixed(2)} s after the build)`
      : `${app} ${outcome.version} was already live; nothing changed (${shown})`,
  );
  return 0;
});
