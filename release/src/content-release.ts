import type { Queryable } from '@sportif/api/database';
import type { PublicContent } from '@sportif/contract/content';
import { type ContentRevision, sameContent } from '@sportif/contract/content-publishing';
import { readContentRevision, storeContentRevision } from './content-store.ts';
import { type LiveState, liveContentOf, withLiveContent } from './live-state.ts';
import { prerenderKeyOf } from './prerender/prerendered-pages.ts';
import { type ReusablePages, renderFailures, renderPublicPages } from './prerender/render-public-pages.ts';
import type { ReleaseStore } from './release-store.ts';

export type ContentReleaseOutcome =
  | { result: 'live'; revision: number; timings: Record<string, number> }
  /** Nothing changed; `reason` says why, for the staff member who published. */
  | { result: 'refused'; reason: string };

/** How many times a publication renders again when the live state switched while it rendered. */
const attempts = 3;

const since = (start: number) => Math.round(performance.now() - start);

/**
 * The live state's pages, and the parts of the content `revision` changes: a page that read none
 * of them is the same with the new revision, and only the others are rendered again.
 */
async function reusablePages(
  store: ReleaseStore,
  pagesKey: string | null,
  state: LiveState,
  revision: ContentRevision,
): Promise<ReusablePages | undefined> {
  const live = liveContentOf(state);
  const read = pagesKey ? await store.pageSet(pagesKey) : undefined;
  const before = live ? await readContentRevision(store, live) : undefined;
  if (!read || !('pages' in read) || !before) return undefined;
  const parts = Object.keys(revision.content) as (keyof PublicContent)[];
  const changedParts = new Set<string>(
    parts.filter((part) => !sameContent(before[part], revision.content[part])),
  );
  return { pages: read.pages, changedParts };
}

/**
 * Makes a content revision live the way a release makes a version live (issue 37): the revision
 * stored in the release store, the public pages of the live versions rendered with it and stored,
 * then one switch of the live state (reason 'publish'), which the pages, the content they carry
 * and the runtime config of every node follow. `alsoInTransaction` (the publication's own row, its
 * audit entry) is written in the switch's transaction: the publication and its record are both
 * there, or neither. A page whose area fails to render with it refuses it, and nothing changes.
 * When the live state switched while the pages rendered (an app released, another publication),
 * they are rendered again from the new one.
 */
export async function releaseContent(
  store: ReleaseStore,
  revision: ContentRevision,
  {
    runtimeConfigFile,
    alsoInTransaction,
    log = console.log,
  }: {
    runtimeConfigFile?: string | undefined;
    alsoInTransaction?: (tx: Queryable) => Promise<void>;
    log?: (line: string) => void;
  },
): Promise<ContentReleaseOutcome> {
  const timings: Record<string, number> = {};
  let start = performance.now();
  await storeContentRevision(store, revision);
  timings.store = since(start);

  for (let attempt = 1; attempt <= attempts; attempt++) {
    const live = await store.live();
    const candidate = withLiveContent(live.state, revision.revision);

    start = performance.now();
    let outcome: Awaited<ReturnType<typeof renderPublicPages>>;
    try {
      outcome = await renderPublicPages(
        store,
        candidate,
        runtimeConfigFile,
        await reusablePages(store, live.pagesKey, live.state, revision),
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

    start = performance.now();
    const pagesKey = outcome.result === 'not rendered' ? null : prerenderKeyOf(candidate);
    const switched = await store.switchLiveIf(live.mark, candidate, pagesKey, 'publish', alsoInTransaction);
    if (switched === undefined) continue;
    timings.switch = since(start);
    log(
      `[content] ${revision.revision} live as revision ${switched} (render ${timings.render} ms, switch ${timings.switch} ms)`,
    );
    return { result: 'live', revision: switched, timings };
  }
  return {
    result: 'refused',
    reason: `the live state changed ${attempts} times while the pages were rendered: publish again in a moment`,
  };
}
