import { rollback } from '../release-app.ts';
import { appArgument, runCommand } from './cli-arguments.ts';
import { openReleaseStore } from './open-store.ts';

/** `pnpm rollback <app>`: the previous good version live again, in one transaction, without a build. */
runCommand(async () => {
  const app = appArgument('rollback', process.argv.slice(2));
  const { store, close } = await openReleaseStore();
  try {
    console.log(`Release store: ${store.where}`);
    const start = performance.now();
    const { from, to, revision } = await rollback(store, app, process.env.RUNTIME_CONFIG_FILE);
    console.log(
      `${app} rolled back: ${to} is live again instead of ${from} (revision ${revision}, ${Math.round(performance.now() - start)} ms); every node serves it within a second`,
    );
    return 0;
  } finally {
    await close();
  }
});
