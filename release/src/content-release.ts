import { frontEndApps } from '@sportif/contract/apps';
import type { PublicContent } from '@sportif/contract/content';
import { type ContentRevision, sameContent } from '@sportif/contract/content-publishing';
import { readContentRevision, storeContentRevision } from './content-store.ts';
import { switchLive } from './live-pointer.ts';
import { type LiveState, liveContentOf, readLiveState, withLiveContent } from './live-state.ts';
import { prunePrerenderedPages, readPrerenderedPages } from './prerender/prerendered-pages.ts';
import { type ReusablePages, renderFailures, renderPublicPages } from './prerender/render-public-pages.ts';
import type { ReleaseStore } from './release-store.ts';

export type ContentReleaseOutcome =
  | { result: 'live' | 'already live'; timings: Record<string, number> }
  /** Nothing changed; `reason` says why, for the staff member who published. */
  | { result: 'refused'; reason: string };

/** How many times a publication renders again when an app's release went live while it rendered. */
const attempts = 3;

const sameVersions = (a: LiveState, b: LiveState) =>
  frontEndApps.every((app) => JSON.stringify(a[app] ?? []) === JSON.stringify(b[app] ?? []));

const since = (start: number) => Math.round(performance.now() - start);

/**
 * The live state's pages, and the parts of the content `revision` changes: a page that read none
 * of them is the same with the new revision, and only the others are rendered again.
 */
async function reusablePages(
  root: string,
  state: LiveState,
  revision: ContentRevision,
): Promise<ReusablePages | undefined> {
  const live = liveContentOf(state);
  const pages = await readPrerenderedPages(root, state);
  const before = live ? await readContentRevision(root, live) : undefined;
  if (!pages || !before) return undefined;
  const parts = Object.keys(revision.content) as (keyof PublicContent)[];
  const changedParts = new Set<string>(
    parts.filter((part) => !sameContent(before[part], revision.content[part])),
  );
  return { pages, changedParts };
}

/**
 * Makes a content revision live the way a release makes a version live (issue 37): the revision
 * stored, the public pages of the live versions rendered with it and stored, then the one switch
 * of live.json, which the pages, the content they carry and the runtime config all follow. A page
 * whose area fails to render with it refuses it, and nothing changes. The apps' versions are read
 * again before the switch: an app released meanwhile gets the pages rendered again with it.
 */
export async function releaseContent(
  store: ReleaseStore,
  revision: ContentRevision,
  {
    runtimeConfigFile,
    log = console.log,
  }: { runtimeConfigFile?: string | undefined; log?: (line: string) => void },
): Promise<ContentReleaseOutcome> {
  const timings: Record<string, number> = {};
  let start = performance.now();
  await storeContentRevision(store.root, revision);
  timings.store = since(start);

  for (let attempt = 1; attempt <= attempts; attempt++) {
    const state = await readLiveState(store.root);
    if (liveContentOf(state) === revision.revision) return { result: 'already live', timings };
    const candidate = withLiveContent(state, revision.revision);

    start = performance.now();
    let outcome: Awaited<ReturnType<typeof renderPublicPages>>;
    try {
      outcome = await renderPublicPages(
        store,
        candidate,
        runtimeConfigFile,
        await reusablePages(store.root, state, revision),
      );
    } catch (error) {
      return { result: 'refused', reason: `the pages could not be rendered: ${(error as Error).message}` };
    }
    timings.render = since(start);
    if (outcome.result === 'not rendered')
      log(
        `WARNING: the public pages are not rendered on the server (${outcome.reason}); browsers render them.`,
      );
    else {
      const failures = renderFailures(outcome.pages);
      if (failures.length > 0) return { result: 'refused', reason: failures.join('; ') };
    }

    if (!sameVersions(await readLiveState(store.root), state)) continue;
    start = performance.now();
    await switchLive(store, candidate, runtimeConfigFile);
    timings.switch = since(start);
    const kept = new Set(candidate.content);
    await prunePrerenderedPages(
      store.root,
      () => true,
      (known) => kept.has(known),
    );
    log(`content ${revision.revision} live (render ${timings.render} ms, switch ${timings.switch} ms)`);
    return { result: 'live', timings };
  }
  return {
    result: 'refused',
    reason: `apps were released ${attempts} times while the pages were rendered: publish again in a moment`,
  };
}
