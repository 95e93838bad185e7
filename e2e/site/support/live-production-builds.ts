import { frontEndApps } from '@sportif/contract/apps';
import { releaseTogether } from '@sportif/release/release-app';
import type { ReleaseStore } from '@sportif/release/release-store';
import { distDirOf } from '@sportif/server/site-layout';

/**
 * The production builds of the four apps made live in `store` together, through the gate's static
 * checks and the pages' rendering as `pnpm start` does on an empty store; the smoke run in Chromium
 * is left to the tests that release (it would add a browser run to every test store).
 */
export async function makeProductionBuildsLive(store: ReleaseStore): Promise<void> {
  const outcome = await releaseTogether(
    frontEndApps.map((app) => ({ app, buildDir: distDirOf(app) })),
    { store, keep: 5, log: () => {} },
  );
  if (outcome.result === 'refused')
    throw new Error(`The production builds were refused: ${JSON.stringify(outcome.refusal)}`);
}
