import { existsSync } from 'node:fs';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import { type AppVersion, namedVersions } from './app-version.ts';
import { smokeCheck } from './gate/smoke-check.ts';
import { describeRefusal } from './gate/static-checks.ts';
import { type LiveState, liveVersionOf } from './live-state.ts';
import { holdingStore, releaseTogether, repairLiveState } from './release-app.ts';
import { type ReleaseStore, versionOf } from './release-store.ts';
import { importFolderStore } from './store/folder-import.ts';

/** What `pnpm start` is given to release the checkout's builds that differ from the live versions. */
export const releaseCheckoutFlag = '--release-checkout';

/** One app as a restart finds it: its live version in the store, and the version of the checkout's build. */
export interface CheckoutStatus {
  app: FrontEndApp;
  live: string | undefined;
  /** Undefined when the checkout has no build of it. */
  checkout: string | undefined;
}

export function checkoutStatuses(
  state: LiveState,
  checkout: Partial<Record<FrontEndApp, string>>,
): CheckoutStatus[] {
  return frontEndApps.map((app) => ({ app, live: liveVersionOf(state, app), checkout: checkout[app] }));
}

/**
 * The apps whose checkout build goes live: those with nothing live (a store must serve every
 * app), and, only when asked (`releaseCheckout`), those whose checkout build differs from the
 * live version. Never one the checkout has no build of.
 */
export function appsToRelease(statuses: readonly CheckoutStatus[], releaseCheckout: boolean): FrontEndApp[] {
  return statuses
    .filter(
      ({ live, checkout }) =>
        checkout !== undefined && (live === undefined || (releaseCheckout && live !== checkout)),
    )
    .map(({ app }) => app);
}

/** Apps with nothing live that the checkout cannot release either: no store can serve without them. */
export const appsMissing = (statuses: readonly CheckoutStatus[]): FrontEndApp[] =>
  statuses.filter(({ live, checkout }) => live === undefined && checkout === undefined).map(({ app }) => app);

/**
 * One line per app: which version is live, whether the checkout's build differs, and what
 * happens to it now (`releasing`: the apps that go live through the gate).
 */
export function describeStatuses(
  statuses: readonly CheckoutStatus[],
  releasing: readonly FrontEndApp[],
): string[] {
  const width = Math.max(...statuses.map(({ app }) => app.length));
  return statuses.map(({ app, live, checkout }) => {
    const name = app.padEnd(width);
    if (live === undefined) {
      return checkout === undefined
        ? `  ${name}  nothing live, and the checkout has no build of it (pnpm build ${app})`
        : `  ${name}  nothing live; the checkout's build ${checkout} goes live through the gate`;
    }
    if (checkout === undefined) return `  ${name}  ${live} live; the checkout has no build of it`;
    if (checkout === live) return `  ${name}  ${live} live; the checkout's build is the same`;
    return releasing.includes(app)
      ? `  ${name}  ${live} live; the checkout's build differs (${checkout}) and goes live through the gate`
      : `  ${name}  ${live} live; the checkout's build differs (${checkout}): pnpm start ${releaseCheckoutFlag} (or pnpm release ${app}) makes it live through the gate`;
  });
}

export interface CheckoutReleaseOptions {
  store: ReleaseStore;
  /** Each app's production build in the checkout. */
  buildDirOf: (app: FrontEndApp) => string;
  /** Release the checkout's builds that differ from the live versions too, not only the missing ones. */
  releaseCheckout: boolean;
  /** The command that runs this again, for the advice after a refusal. */
  againCommand: string;
  /** The folder store of before (DATA_DIR/releases/), imported first (a web node does it as it starts). */
  folderStore?: string | undefined;
  runtimeConfigFile: string | undefined;
  keep: number;
  log?: (line: string) => void;
}

/**
 * What `pnpm start` does before it serves, and `pnpm releases --init`: says, per app, what is
 * live and how the checkout's build compares, then puts live through the gate the checkout's
 * builds of the apps with nothing live (on an empty store, every app: the first release of the
 * store), and, when asked, of the apps whose build differs. Everything else stays as it is.
 * Returns the versions made live, or undefined when nothing can be served (refused, or missing).
 */
export async function releaseCheckoutBuilds(
  options: CheckoutReleaseOptions,
): Promise<AppVersion[] | undefined> {
  const { store, log = console.log } = options;
  log(`Release store: ${store.where}`);
  if (options.folderStore) {
    const { folderStore } = options;
    await holdingStore(store, 'pnpm releases --init (import and repair)', log, async () => {
      await importFolderStore(store, folderStore, log);
      await repairLiveState(store, log);
    });
  }
  const { state } = await store.live();
  const checkout: Partial<Record<FrontEndApp, string>> = {};
  for (const app of frontEndApps) {
    const dir = options.buildDirOf(app);
    if (existsSync(dir)) checkout[app] = await versionOf(dir);
  }
  const statuses = checkoutStatuses(state, checkout);
  const releasing = appsToRelease(statuses, options.releaseCheckout);
  const firstRelease = statuses.every(({ live }) => live === undefined);

  if (firstRelease) log('Nothing is live in the release store yet.');
  for (const line of describeStatuses(statuses, releasing)) log(line);
  const missing = appsMissing(statuses);
  if (missing.length > 0) {
    log(
      `Nothing can serve ${missing.join(', ')}: build ${missing.length === 1 ? 'it' : 'them'} first (pnpm build).`,
    );
    return undefined;
  }
  if (releasing.length === 0) {
    log('The live versions stay live as they are.');
    return [];
  }
  log(
    firstRelease
      ? "The store's first release, through the gate: the apps checked against each other, the public pages rendered, every page opened in Chromium (the smoke run)."
      : `Releasing ${releasing.join(', ')} through the gate: checked against the live versions of the others, then the smoke run.`,
  );
  const outcome = await releaseTogether(
    releasing.map((app) => ({ app, buildDir: options.buildDirOf(app) })),
    {
      store,
      runtimeConfigFile: options.runtimeConfigFile,
      keep: options.keep,
      afterStaticChecks: smokeCheck(store.root, options.runtimeConfigFile),
      log,
    },
  );
  const shown = Object.entries(outcome.timings)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)} s`)
    .join(', ');
  if (outcome.result === 'refused') {
    log(
      describeRefusal(outcome.versions, outcome.refusal, {
        againCommand: options.againCommand,
        firstRelease: outcome.firstRelease,
      }),
    );
    return undefined;
  }
  log(`Live through the gate: ${namedVersions(outcome.versions)} (${shown})`);
  return outcome.versions;
}
