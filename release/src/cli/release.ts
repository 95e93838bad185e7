import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { smokeCheck } from '../gate/smoke-check.ts';
import { releaseBuild } from '../release-app.ts';
import { releasesToKeep, repoRoot } from '../release-root.ts';
import { appArgument, runCommand, UsageError } from './cli-arguments.ts';
import { openReleaseStore } from './open-store.ts';

const buildFlag = '--build=';

/**
 * `pnpm release <app> [--force] [--build=<dir>]`: builds the app for production (or takes the
 * production build in <dir>, one a CI job made), stores the build as a version, runs the gate
 * against what is live and, when it passes, makes the version live.
 */
runCommand(async () => {
  const args = process.argv.slice(2);
  const app = appArgument('release', args);
  const force = args.includes('--force');
  const built = args.find((arg) => arg.startsWith(buildFlag))?.slice(buildFlag.length);
  const unknown = args.filter(
    (arg) => arg.startsWith('--') && arg !== '--force' && !arg.startsWith(buildFlag),
  );
  if (unknown.length > 0)
    throw new UsageError(`pnpm release takes --force and --build=<dir>; got ${unknown.join(' ')}`);
  if (built !== undefined && !existsSync(resolve(built))) {
    throw new UsageError(`${resolve(built)} does not exist: --build names a production build of ${app}`);
  }
  const { store, close } = await openReleaseStore();
  try {
    return await release(store, app, force, built === undefined ? undefined : resolve(built));
  } finally {
    await close();
  }
});

async function release(
  store: Awaited<ReturnType<typeof openReleaseStore>>['store'],
  app: ReturnType<typeof appArgument>,
  force: boolean,
  built: string | undefined,
): Promise<number> {
  console.log(`Release store: ${store.where}`);

  let start = performance.now();
  const build = built
    ? { status: 0 }
    : spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'tooling/scripts/build.ts'), app], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
  if (build.status !== 0) {
    console.error(`The build of ${app} failed; nothing was released.`);
    return 1;
  }
  const buildMs = Math.round(performance.now() - start);

  start = performance.now();
  const outcome = await releaseBuild({
    store,
    app,
    buildDir: built ?? join(repoRoot, app, 'dist'),
    force,
    runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE,
    keep: releasesToKeep(),
    afterStaticChecks: smokeCheck(store.root, process.env.RUNTIME_CONFIG_FILE),
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
      ? `${app} ${outcome.version} is live (${shown}; ${((performance.now() - start) / 1000).toFixed(2)} s after the build); every node serves it within a second`
      : `${app} ${outcome.version} was already live; nothing changed (${shown})`,
  );
  return 0;
}
