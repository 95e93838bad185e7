import { rollback } from '../release-app.ts';
import { releasesRootFor } from '../release-root.ts';
import { releaseStore } from '../release-store.ts';
import { appArgument, runCommand } from './cli-arguments.ts';

/** `pnpm rollback <app>`: the previous good version live again, in one atomic step, without a build. */
runCommand(async () => {
  const app = appArgument('rollback', process.argv.slice(2));
  const root = releasesRootFor();
  console.log(`Release store: ${root}`);
  const start = performance.now();
  const { from, to } = await rollback(releaseStore(root), app, process.env.RUNTIME_CONFIG_FILE);
  console.log(
    `${app} rolled back: ${to} is live again instead of ${from} (${Math.round(performance.now() - start)} ms)`,
  );
  return 0;
});
