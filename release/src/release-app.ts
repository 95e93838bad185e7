import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import type { FederationContract } from '@sportif/contract/federation-contract';
import { federationContractFileName } from '@sportif/contract/federation-contract';
import { type AppVersion, namedVersions } from './app-version.ts';
import { withContentLive } from './content-store.ts';
import {
  type AppBuild,
  describeRefusal,
  type Refusal,
  refusalReason,
  staticChecksTogether,
} from './gate/static-checks.ts';
import { versionsToPrune } from './live-pointer.ts';
import {
  type LiveState,
  liveContentOf,
  liveVersionOf,
  withLive,
  withLiveContent,
  withRollback,
  withStoredOnly,
} from './live-state.ts';
import { prerenderKeyOf, prunePrerenderedPages } from './prerender/prerendered-pages.ts';
import { type RenderOutcome, renderFailures, renderPublicPages } from './prerender/render-public-pages.ts';
import { type ReleaseStore, type StoredVersion, whoAmI } from './release-store.ts';
import { routesOf } from './runtime-config.ts';
import type { GateOutcome } from './version-outcomes.ts';

/** A check run after the static ones, against the state that would go live (the smoke run). */
export type CandidateCheck = (
  candidate: LiveState,
  released: readonly AppVersion[],
) => Promise<Refusal | undefined>;

/** An app's production build to release. */
export interface BuildToRelease {
  app: FrontEndApp;
  buildDir: string;
}

interface GateSettings {
  store: ReleaseStore;
  /** Skip the gate (said loudly). */
  force?: boolean;
  /** RUNTIME_CONFIG_FILE, when the deployed config is not the shell's own. */
  runtimeConfigFile?: string | undefined;
  /** Versions kept per app (RELEASES_KEEP). */
  keep: number;
  /** Run after the static checks pass (the smoke run); none: static checks only. */
  afterStaticChecks?: CandidateCheck | undefined;
  log?: (line: string) => void;
}

export interface ReleaseOptions extends GateSettings {
  app: FrontEndApp;
  /** The app's production build to release. */
  buildDir: string;
}

export type ReleaseOutcome =
  | { result: 'live'; version: string; timings: Record<string, number> }
  | { result: 'already live'; version: string; timings: Record<string, number> }
  | { result: 'refused'; version: string; message: string; timings: Record<string, number> };

/** What became of builds released together: every version goes live, or none. */
export type ReleaseTogetherOutcome =
  | { result: 'live' | 'already live'; versions: AppVersion[]; timings: Record<string, number> }
  | {
      result: 'refused';
      versions: AppVersion[];
      refusal: Refusal;
      /** Nothing of these apps was live before: a refusal leaves them with nothing live. */
      firstRelease: boolean;
      timings: Record<string, number>;
    };

/** A stored version as the gate reads it: its federation contract and, for a remote, its pages. */
export async function appBuildOf(stored: StoredVersion): Promise<AppBuild> {
  const contract = JSON.parse(
    await readFile(join(stored.dir, federationContractFileName), 'utf8'),
  ) as FederationContract;
  return { app: stored.app, version: stored.version, contract, routes: await routesOf(stored) };
}

/** The live version of every app, as the gate reads them. */
async function liveBuilds(store: ReleaseStore, state: LiveState): Promise<AppBuild[]> {
  await localCopiesOf(store, state);
  const builds: AppBuild[] = [];
  for (const app of frontEndApps) {
    const version = liveVersionOf(state, app);
    const stored = version ? await store.readVersion(app, version) : undefined;
    if (stored) builds.push(await appBuildOf(stored));
  }
  return builds;
}

const since = (start: number) => Math.round(performance.now() - start);

/**
 * Every version `state` names, in this machine's local copy (fetched and checked when missing):
 * the gate's smoke run serves the state from there, fallbacks included.
 */
async function localCopiesOf(store: ReleaseStore, state: LiveState): Promise<void> {
  for (const app of frontEndApps) {
    for (const version of state[app] ?? []) {
      if (!(await store.readVersion(app, version)))
        throw new Error(`${app} ${version} is not in the release store`);
    }
  }
}

/** The key of the pages a render left for its state, or null when the browsers render them. */
const pagesKeyOf = (outcome: RenderOutcome, state: LiveState): string | null =>
  outcome.result === 'not rendered' ? null : prerenderKeyOf(state);

/**
 * Runs `work` while this command holds the store (a second release waits, and says for whom),
 * so that two releases never interleave.
 */
export async function holdingStore<T>(
  store: ReleaseStore,
  command: string,
  log: (line: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  const release = await store.holdLock(command, (holder, since) =>
    log(`Waiting for the release store: ${holder} has held it since ${since}.`),
  );
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * The public pages of `state` rendered into HTML and stored, so that they go live with it (see
 * prerender/). A renderer that fails as a whole leaves the pages to be rendered in the browser, as
 * they were before pages were rendered on the server: said, never a reason to keep a version out.
 */
async function renderPages(
  store: ReleaseStore,
  state: LiveState,
  runtimeConfigFile: string | undefined,
  log: (line: string) => void,
): Promise<RenderOutcome> {
  let outcome: RenderOutcome;
  try {
    outcome = await renderPublicPages(store, state, runtimeConfigFile);
  } catch (error) {
    outcome = { result: 'not rendered', reason: (error as Error).message };
  }
  if (outcome.result === 'not rendered')
    log(
      `WARNING: the public pages are not rendered on the server (${outcome.reason}); browsers render them.`,
    );
  else
    log(`public pages ${outcome.result} (${outcome.pages.pages.length} pages, ${outcome.pages.renderMs} ms)`);
  return outcome;
}

/** The smoke check's refusal of pages with an area that failed while rendering on the server. */
function renderRefusal(outcome: RenderOutcome): Refusal | undefined {
  const problems = outcome.result === 'not rendered' ? [] : renderFailures(outcome.pages);
  if (problems.length === 0) return undefined;
  return {
    check: 'smoke',
    problems,
    todo: 'The area throws while rendering on the server (a browser API used while rendering, not in an effect?): fix it so that it renders in Node too.',
  };
}

/**
 * Stores the builds as versions and puts them live together, through the gate unless forced: the
 * static checks of each against the others and the live versions of the apps not released, the
 * public pages rendered, the smoke run over every page that uses one of them. Then one atomic
 * switch, and the versions beyond the ones kept are dropped. A refused state changes nothing live;
 * its versions stay stored. Every outcome is recorded in the store (`pnpm releases` shows it).
 */
export function releaseTogether(
  builds: readonly BuildToRelease[],
  options: GateSettings,
): Promise<ReleaseTogetherOutcome> {
  const { store, log = console.log } = options;
  const command = `release ${builds.map(({ app }) => app).join(', ')}`;
  return holdingStore(store, command, log, () => releaseHolding(builds, options));
}

async function releaseHolding(
  builds: readonly BuildToRelease[],
  options: GateSettings,
): Promise<ReleaseTogetherOutcome> {
  const { store, log = console.log } = options;
  const timings: Record<string, number> = {};

  let start = performance.now();
  const stored: StoredVersion[] = [];
  for (const { app, buildDir } of builds) {
    const { stored: version, isNew, files, newFiles, newBytes } = await store.store(app, buildDir);
    log(
      isNew
        ? `${app} ${version.version}: stored (${files} files, ${newFiles} of them new to the store, ${(newBytes / 1024).toFixed(1)} KB)`
        : `${app} ${version.version}: already in the store`,
    );
    stored.push(version);
  }
  timings.store = since(start);

  const live = await store.live();
  const { state } = live;
  const versions = stored.map(({ app, version }) => ({ app, version }));
  const changed = stored.filter(({ app, version }) => liveVersionOf(state, app) !== version);
  if (changed.length === 0) return { result: 'already live', versions, timings };
  const released = changed.map(({ app, version }) => ({ app, version }));
  // The pages of the candidate are rendered with the live content (the seed, for a store without any).
  const candidate = await withContentLive(
    store,
    released.reduce((next, { app, version }) => withLive(next, app, version), state),
  );
  const firstRelease = released.every(({ app }) => liveVersionOf(state, app) === undefined);
  const record = (outcome: GateOutcome, reason?: string) => {
    const at = new Date().toISOString();
    return store.recordOutcomes(
      released.map(({ app, version }) => ({ app, version, outcome, at, ...(reason ? { reason } : {}) })),
    );
  };

  let pagesKey: string | null;
  if (options.force) {
    log(
      `WARNING: ${namedVersions(released)} ${released.length === 1 ? 'goes' : 'go'} live WITHOUT the gate (--force): no contract, shared, provided-exports or smoke check ran.`,
    );
    start = performance.now();
    pagesKey = pagesKeyOf(await renderPages(store, candidate, options.runtimeConfigFile, log), candidate);
    timings.render = since(start);
  } else {
    start = performance.now();
    let refusal = staticChecksTogether(
      await Promise.all(changed.map(appBuildOf)),
      await liveBuilds(store, state),
    );
    timings.gate = since(start);
    pagesKey = null;
    if (!refusal) {
      // The candidate's pages are rendered before the smoke run, which then opens them as visitors will.
      start = performance.now();
      const rendered = await renderPages(store, candidate, options.runtimeConfigFile, log);
      pagesKey = pagesKeyOf(rendered, candidate);
      refusal = renderRefusal(rendered);
      timings.render = since(start);
      start = performance.now();
      await localCopiesOf(store, candidate);
      refusal ??= await options.afterStaticChecks?.(candidate, released);
      timings.gate += since(start);
    }
    if (refusal) {
      await record('refused', refusalReason(refusal));
      return { result: 'refused', versions: released, refusal, firstRelease, timings };
    }
  }

  start = performance.now();
  await switchKeepingContent(
    store,
    live.mark,
    candidate,
    pagesKey,
    'release',
    options.runtimeConfigFile,
    log,
  );
  timings.switch = since(start);
  await record(options.force ? 'forced' : 'passed');
  for (const { app } of released) await prune(store, app, options.keep);
  return { result: 'live', versions: released, timings };
}

/**
 * `pnpm release <app>`: stores the build as a version, runs the gate against the live versions of
 * the other apps (unless forced) and makes it live in one atomic step (releaseTogether, for one).
 */
export async function releaseBuild(options: ReleaseOptions): Promise<ReleaseOutcome> {
  const { app, buildDir, ...settings } = options;
  const outcome = await releaseTogether([{ app, buildDir }], settings);
  const { version } = outcome.versions.find((released) => released.app === app) as AppVersion;
  if (outcome.result !== 'refused') return { result: outcome.result, version, timings: outcome.timings };
  const message = describeRefusal(outcome.versions, outcome.refusal, {
    againCommand: `pnpm release ${app}`,
    firstRelease: outcome.firstRelease,
  });
  return { result: 'refused', version, message, timings: outcome.timings };
}

/**
 * Deletes the versions of `app` beyond the newest `keep` (never the live one or its fallback), in
 * one transaction with the live state that forgets them, with the pages rendered from them and
 * the bytes no other version uses; only over the live state it read.
 */
async function prune(store: ReleaseStore, app: FrontEndApp, keep: number): Promise<void> {
  const { state, pagesKey, mark } = await store.live();
  const newestFirst = (await store.versions(app)).map((stored) => stored.version);
  const doomed = versionsToPrune(newestFirst, state, app, keep);
  if (doomed.length === 0) return;
  const remaining = new Set(newestFirst.filter((version) => !doomed.includes(version)));
  const next = withStoredOnly(state, app, remaining);
  // Switched meanwhile (content published): nothing pruned now, the next release prunes.
  if (!(await store.pruneVersions(app, doomed, next, pagesKey, whoAmI(), mark))) return;
  await prunePrerenderedPages(store.root, (other, version) => other !== app || remaining.has(version));
}

/**
 * Makes `candidate` live only over the live state of `mark`. Content published meanwhile stays
 * live: the candidate takes it, its pages rendered again, and switches over the new state.
 * Answers the revision.
 */
async function switchKeepingContent(
  store: ReleaseStore,
  mark: string,
  candidate: LiveState,
  pagesKey: string | null,
  reason: 'release' | 'rollback',
  runtimeConfigFile: string | undefined,
  log: (line: string) => void,
): Promise<number> {
  for (;;) {
    const revision = await store.switchLiveIf(mark, candidate, pagesKey, reason);
    if (revision !== undefined) return revision;
    const now = await store.live();
    mark = now.mark;
    const latest = liveContentOf(now.state);
    if (latest && latest !== liveContentOf(candidate)) {
      candidate = withLiveContent(candidate, latest);
      pagesKey = pagesKeyOf(await renderPages(store, candidate, runtimeConfigFile, log), candidate);
    }
  }
}

/** Makes the previous good version of `app` live again: no build, one atomic switch. */
export function rollback(
  store: ReleaseStore,
  app: FrontEndApp,
  runtimeConfigFile: string | undefined,
  log: (line: string) => void = console.log,
): Promise<{ from: string; to: string; revision: number }> {
  return holdingStore(store, `rollback ${app}`, log, async () => {
    const { state, mark } = await store.live();
    const next = await withContentLive(store, withRollback(state, app));
    // The pages of the state rolled back to are in the store when it was live before; else rendered now.
    const rendered = await renderPages(store, next, runtimeConfigFile, log);
    const revision = await switchKeepingContent(
      store,
      mark,
      next,
      pagesKeyOf(rendered, next),
      'rollback',
      runtimeConfigFile,
      log,
    );
    return { from: liveVersionOf(state, app) as string, to: liveVersionOf(next, app) as string, revision };
  });
}

/**
 * When the live state is gone (its row deleted) or names nothing, makes the newest state of the
 * history whose versions and content revisions are all stored live again (reason 'repair'), with its pages when they
 * are there and match their sha256, and says so. Nothing to do otherwise.
 */
export async function repairLiveState(store: ReleaseStore, log: (line: string) => void): Promise<void> {
  const live = await store.live();
  if (frontEndApps.some((app) => liveVersionOf(live.state, app) !== undefined)) return;
  for (const entry of await store.history(20)) {
    const complete = await Promise.all([
      ...frontEndApps.flatMap((app) =>
        (entry.state[app] ?? []).map(async (version) =>
          (await store.versions(app)).some((v) => v.version === version),
        ),
      ),
      // A content revision the live state no longer remembered may have been deleted since.
      ...(entry.state.content ?? []).map(async (revision) => (await store.content(revision)) !== undefined),
    ]);
    if (complete.length === 0 || complete.includes(false)) continue;
    const pages = entry.pagesKey ? await store.pageSet(entry.pagesKey) : undefined;
    const revision = await store.switchLive(
      undefined,
      entry.state,
      pages && 'pages' in pages ? entry.pagesKey : null,
      'repair',
    );
    log(
      `The live state was ${live.revision === 0 ? 'missing' : 'empty'}: the state of revision ${entry.revision} is live again as revision ${revision} (${frontEndApps.map((app) => `${app} ${liveVersionOf(entry.state, app) ?? '-'}`).join(', ')}).`,
    );
    return;
  }
}

/**
 * The builds of the four apps (`buildDirOf`) made live in `store` together, through the gate's
 * static checks and the pages' rendering, without the smoke run in Chromium: a store for tests and
 * benches, which open the pages themselves. Throws, naming the refusal, when the gate refuses them.
 */
export async function makeBuildsLive(
  store: ReleaseStore,
  buildDirOf: (app: FrontEndApp) => string,
): Promise<void> {
  const outcome = await releaseTogether(
    frontEndApps.map((app) => ({ app, buildDir: buildDirOf(app) })),
    { store, keep: 5, log: () => {} },
  );
  if (outcome.result === 'refused')
    throw new Error(`The builds were refused by the gate: ${JSON.stringify(outcome.refusal)}`);
}
