import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import type { FederationContract } from '@sportif/contract/federation-contract';
import { federationContractFileName } from '@sportif/contract/federation-contract';
import { type AppBuild, describeRefusal, type Refusal, staticChecks } from './gate/static-checks.ts';
import { switchLive, versionsToPrune } from './live-pointer.ts';
import {
  type LiveState,
  liveVersionOf,
  readLiveState,
  withLive,
  withRollback,
  withStoredOnly,
} from './live-state.ts';
import { prerenderedPagesFile, prunePrerenderedPages } from './prerender/prerendered-pages.ts';
import { type RenderOutcome, renderFailures, renderPublicPages } from './prerender/render-public-pages.ts';
import type { ReleaseStore, StoredVersion } from './release-store.ts';
import { routesOf } from './runtime-config.ts';

/** A check run after the static ones, against the state that would go live (the smoke run). */
export type CandidateCheck = (
  candidate: LiveState,
  app: FrontEndApp,
  version: string,
) => Promise<Refusal | undefined>;

export interface ReleaseOptions {
  store: ReleaseStore;
  app: FrontEndApp;
  /** The app's production build to release. */
  buildDir: string;
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

export type ReleaseOutcome =
  | { result: 'live'; version: string; timings: Record<string, number> }
  | { result: 'already live'; version: string; timings: Record<string, number> }
  | { result: 'refused'; version: string; message: string; timings: Record<string, number> };

/** A stored version as the gate reads it: its federation contract and, for a remote, its pages. */
export async function appBuildOf(stored: StoredVersion): Promise<AppBuild> {
  const contract = JSON.parse(
    await readFile(join(stored.dir, federationContractFileName), 'utf8'),
  ) as FederationContract;
  return { app: stored.app, version: stored.version, contract, routes: await routesOf(stored) };
}

/** The live version of every app but `except`, as the gate reads them. */
async function liveBuilds(store: ReleaseStore, state: LiveState, except: FrontEndApp): Promise<AppBuild[]> {
  const builds: AppBuild[] = [];
  for (const app of frontEndApps) {
    const version = app === except ? undefined : liveVersionOf(state, app);
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
 * Stores the build as a version, runs the gate against the live versions of the other apps (unless
 * forced), makes it live in one atomic step and drops the versions beyond the ones kept. A refused
 * version stays stored; the live version stays live.
 */
export async function releaseBuild(options: ReleaseOptions): Promise<ReleaseOutcome> {
  const { store, app, log = console.log } = options;
  const timings: Record<string, number> = {};

  let start = performance.now();
  const { stored, isNew } = await store.store(app, options.buildDir);
  const { version } = stored;
  timings.store = since(start);
  log(`${app} ${version}: ${isNew ? 'stored' : 'already in the store'} (${stored.dir})`);

  const state = await readLiveState(store.root);
  if (liveVersionOf(state, app) === version) return { result: 'already live', version, timings };
  const candidate = withLive(state, app, version);

  if (options.force) {
    log(
      `WARNING: ${app} ${version} goes live WITHOUT the gate (--force): no contract, shared, provided-exports or smoke check ran.`,
    );
    start = performance.now();
    await renderPages(store, candidate, options.runtimeConfigFile, log);
    timings.render = since(start);
  } else {
    start = performance.now();
    let refusal = staticChecks(await appBuildOf(stored), await liveBuilds(store, state, app));
    timings.gate = since(start);
    if (!refusal) {
      // The candidate's pages are rendered before the smoke run, which then opens them as visitors will.
      start = performance.now();
      refusal = renderRefusal(await renderPages(store, candidate, options.runtimeConfigFile, log));
      timings.render = since(start);
      start = performance.now();
      refusal ??= await options.afterStaticChecks?.(candidate, app, version);
      timings.gate += since(start);
    }
    if (refusal)
      return { result: 'refused', version, message: describeRefusal(app, version, refusal), timings };
  }

  start = performance.now();
  await switchLive(store, candidate, options.runtimeConfigFile);
  timings.switch = since(start);
  await prune(store, app, candidate, options.keep, options.runtimeConfigFile);
  return { result: 'live', version, timings };
}

/** Deletes the versions beyond the newest `keep` (never the live one or its fallback). */
async function prune(
  store: ReleaseStore,
  app: FrontEndApp,
  state: LiveState,
  keep: number,
  runtimeConfigFile: string | undefined,
): Promise<void> {
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
  const next = withRollback(state, app);
  // The pages of the state rolled back to are in the store when it was live before; else rendered now.
  await renderPages(store, next, runtimeConfigFile, log);
  await switchLive(store, next, runtimeConfigFile);
  return { from: liveVersionOf(state, app) as string, to: liveVersionOf(next, app) as string };
}

/**
 * Makes apps' current builds live without the gate: those of the apps with no live version (a
 * fresh store: there is nothing live to check them against), or with `replacing`, of every app
 * whose current build is not the live version (`pnpm start` on a developer's machine serves what
 * was just built). Returns the versions made live.
 */
export async function releaseBuildsWithoutGate(
  store: ReleaseStore,
  buildDirOf: (app: FrontEndApp) => string,
  runtimeConfigFile: string | undefined,
  { replacing = false, log = console.log }: { replacing?: boolean; log?: (line: string) => void } = {},
): Promise<Partial<Record<FrontEndApp, string>>> {
  let state = await readLiveState(store.root);
  const released: Partial<Record<FrontEndApp, string>> = {};
  for (const app of frontEndApps) {
    const live = liveVersionOf(state, app);
    if (live && !replacing) continue;
    const { stored } = await store.store(app, buildDirOf(app));
    if (stored.version === live) continue;
    state = withLive(state, app, stored.version);
    released[app] = stored.version;
  }
  if (Object.keys(released).length > 0 || !existsSync(prerenderedPagesFile(store.root, state))) {
    await renderPages(store, state, runtimeConfigFile, log);
    await switchLive(store, state, runtimeConfigFile);
  }
  return released;
}
