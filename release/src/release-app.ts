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
import { switchLive, versionsToPrune } from './live-pointer.ts';
import {
  type LiveState,
  liveContentOf,
  liveVersionOf,
  readLiveState,
  withLive,
  withLiveContent,
  withRollback,
  withStoredOnly,
} from './live-state.ts';
import { prunePrerenderedPages } from './prerender/prerendered-pages.ts';
import { type RenderOutcome, renderFailures, renderPublicPages } from './prerender/render-public-pages.ts';
import type { ReleaseStore, StoredVersion } from './release-store.ts';
import { routesOf } from './runtime-config.ts';
import { type GateOutcome, recordOutcomes } from './version-outcomes.ts';

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
export async function releaseTogether(
  builds: readonly BuildToRelease[],
  options: GateSettings,
): Promise<ReleaseTogetherOutcome> {
  const { store, log = console.log } = options;
  const timings: Record<string, number> = {};

  let start = performance.now();
  const stored: StoredVersion[] = [];
  for (const { app, buildDir } of builds) {
    const { stored: version, isNew } = await store.store(app, buildDir);
    log(`${app} ${version.version}: ${isNew ? 'stored' : 'already in the store'} (${version.dir})`);
    stored.push(version);
  }
  timings.store = since(start);

  const state = await readLiveState(store.root);
  const versions = stored.map(({ app, version }) => ({ app, version }));
  const changed = stored.filter(({ app, version }) => liveVersionOf(state, app) !== version);
  if (changed.length === 0) return { result: 'already live', versions, timings };
  const released = changed.map(({ app, version }) => ({ app, version }));
  // The pages of the candidate are rendered with the live content (the seed, for a store without any).
  let candidate = await withContentLive(
    store.root,
    released.reduce((next, { app, version }) => withLive(next, app, version), state),
  );
  const firstRelease = released.every(({ app }) => liveVersionOf(state, app) === undefined);
  const record = (outcome: GateOutcome, reason?: string) => {
    const at = new Date().toISOString();
    return recordOutcomes(
      store.root,
      released.map(({ app, version }) => ({ app, version, outcome, at, ...(reason ? { reason } : {}) })),
    );
  };

  if (options.force) {
    log(
      `WARNING: ${namedVersions(released)} ${released.length === 1 ? 'goes' : 'go'} live WITHOUT the gate (--force): no contract, shared, provided-exports or smoke check ran.`,
    );
    start = performance.now();
    await renderPages(store, candidate, options.runtimeConfigFile, log);
    timings.render = since(start);
  } else {
    start = performance.now();
    let refusal = staticChecksTogether(
      await Promise.all(changed.map(appBuildOf)),
      await liveBuilds(store, state),
    );
    timings.gate = since(start);
    if (!refusal) {
      // The candidate's pages are rendered before the smoke run, which then opens them as visitors will.
      start = performance.now();
      refusal = renderRefusal(await renderPages(store, candidate, options.runtimeConfigFile, log));
      timings.render = since(start);
      start = performance.now();
      refusal ??= await options.afterStaticChecks?.(candidate, released);
      timings.gate += since(start);
    }
    if (refusal) {
      await record('refused', refusalReason(refusal));
      return { result: 'refused', versions: released, refusal, firstRelease, timings };
    }
  }

  // Content published while the gate ran stays live: the candidate takes it, its pages rendered.
  const latest = liveContentOf(await readLiveState(store.root));
  if (latest && latest !== liveContentOf(candidate)) {
    candidate = withLiveContent(candidate, latest);
    await renderPages(store, candidate, options.runtimeConfigFile, log);
  }
  start = performance.now();
  await switchLive(store, candidate, options.runtimeConfigFile);
  timings.switch = since(start);
  await record(options.force ? 'forced' : 'passed');
  for (const { app } of released) await prune(store, app, options.keep, options.runtimeConfigFile);
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

/** Deletes the versions of `app` beyond the newest `keep` (never the live one or its fallback). */
async function prune(
  store: ReleaseStore,
  app: FrontEndApp,
  keep: number,
  runtimeConfigFile: string | undefined,
): Promise<void> {
  const state = await readLiveState(store.root);
  const newestFirst = (await store.versions(app)).map((stored) => stored.version);
  const doomed = versionsToPrune(newestFirst, state, app, keep);
  if (doomed.length === 0) return;
  const remaining = new Set(newestFirst.filter((version) => !doomed.includes(version)));
  // The state forgets them first, so nothing points at a folder about to go.
  await switchLive(store, withStoredOnly(state, app, remaining), runtimeConfigFile);
  for (const version of doomed) await store.remove(app, version);
  await prunePrerenderedPages(store.root, (other, version) => other !== app || remaining.has(version));
}

/** Makes the previous good version of `app` live again: no build, one atomic switch. */
export async function rollback(
  store: ReleaseStore,
  app: FrontEndApp,
  runtimeConfigFile: string | undefined,
  log: (line: string) => void = console.log,
): Promise<{ from: string; to: string }> {
  const state = await readLiveState(store.root);
  const next = await withContentLive(store.root, withRollback(state, app));
  // The pages of the state rolled back to are in the store when it was live before; else rendered now.
  await renderPages(store, next, runtimeConfigFile, log);
  await switchLive(store, next, runtimeConfigFile);
  return { from: liveVersionOf(state, app) as string, to: liveVersionOf(next, app) as string };
}
