import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import type { RenderedPage } from '@sportif/contract/prerender';
import { readContentRevision } from '@sportif/release/content-store';
import { type LiveState, liveContentOf, liveVersionOf } from '@sportif/release/live-state';
import { type ReleaseStore, StoreIntegrityError } from '@sportif/release/release-store';
import type { LiveSource } from './released-files.ts';

/** A state this node has fetched and checked, and serves. */
interface ServedState {
  revision: number;
  /** When this node switched to it. */
  since?: string;
  /** The store's mark of it (LiveRecord.mark): a new one means the live state changed. */
  mark: string;
  state: LiveState;
  pages: Map<string, RenderedPage> | undefined;
}

/** Why a state cannot be served: one of its parts is missing or does not match its sha256. */
class StateProblem extends Error {}

/** What /healthz answers (server/README.md, "/healthz"). */
export interface NodeHealth {
  /** `serving` the live state; `behind` it (the database cannot be read, or the live state does not verify); `not serving` anything. */
  status: 'serving' | 'behind' | 'not serving';
  /** The revision this node serves, and the live state's as it last read it. */
  revision: number | null;
  /** When this node began serving its revision (its files fetched and checked). */
  servingSince: string | null;
  liveRevision: number | null;
  /** The version of each app it serves. */
  live: Partial<Record<FrontEndApp, string>>;
  /** Whether it serves the pages the release rendered, or leaves them to the browser. */
  pages: 'rendered' | 'in the browser';
  /** The database it reads, without credentials. */
  database: string;
  /** Since when it is behind, and why; null while it keeps up. */
  behind: { since: string; reason: string } | null;
  /** When it last read the live state's revision. */
  lastSync: string | null;
}

export interface LiveSyncOptions {
  store: ReleaseStore;
  log: (line: string) => void;
  /** How often the live state's revision is read. */
  pollMs?: number;
  /** How long a revision that did not verify is left alone before it is tried again. */
  retryMs?: number;
}

const describe = (state: LiveState) =>
  frontEndApps.map((app) => `${app} ${liveVersionOf(state, app) ?? '-'}`).join(', ');
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A web node's view of the live state: it reads the revision every `pollMs`, and on a new one
 * fetches every version the state names into the local copy (each file checked against its
 * sha256) and the pages rendered for it (checked too), and only then serves it: never a state
 * whose files it has not fetched and checked. A state that does not verify is not served: the
 * node keeps what it served, or at its start serves the newest state of the history that
 * verifies (or the live one without its pages), and says so. A database it cannot read leaves it
 * serving the last state it knew, said in its log and its health, until the database returns.
 */
export function liveSync({ store, log, pollMs = 100, retryMs = 10_000 }: LiveSyncOptions) {
  let served: ServedState | undefined;
  let liveRevision: number | null = null;
  let lastSync: string | null = null;
  let behind: { since: string; reason: string } | null = null;
  let refused: { mark: string; at: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function load(
    revision: number,
    mark: string,
    state: LiveState,
    pagesKey: string | null,
  ): Promise<ServedState> {
    const missing = frontEndApps.filter((app) => liveVersionOf(state, app) === undefined);
    if (missing.length > 0) throw new StateProblem(`nothing of ${missing.join(', ')} is live`);
    for (const app of frontEndApps) {
      for (const version of state[app] ?? []) {
        try {
          if (!(await store.readVersion(app, version)))
            throw new StateProblem(`${app} ${version} is not in the store`);
        } catch (error) {
          if (error instanceof StoreIntegrityError) throw new StateProblem(error.message);
          throw error;
        }
      }
    }
    // The content the pages were rendered with, in the local copy that answers /content/<revision>.json.
    const content = liveContentOf(state);
    if (content) {
      try {
        if (!(await readContentRevision(store, content)))
          throw new StateProblem(`its content ${content} is not in the store`);
      } catch (error) {
        if (error instanceof StoreIntegrityError) throw new StateProblem(error.message);
        throw error;
      }
    }
    if (pagesKey === null) return { revision, mark, state, pages: undefined };
    const read = await store.pageSet(pagesKey);
    if (!read) throw new StateProblem(`its pages ${pagesKey} are not in the store`);
    if ('problem' in read) throw new StateProblem(read.problem);
    return { revision, mark, state, pages: new Map(read.pages.pages.map((page) => [page.path, page])) };
  }

  function serve(next: ServedState, how: string): void {
    served = { ...next, since: new Date().toISOString() };
    log(
      `[releases] serving revision ${next.revision}${how}: ${describe(next.state)}${next.pages ? '' : '; pages rendered in the browser'}`,
    );
  }

  /** At a start whose live state does not verify: the newest state that does. */
  async function serveLastGood(
    liveRevisionNow: number,
    why: string,
    live: { state: LiveState; mark: string },
  ): Promise<void> {
    for (const entry of await store.history(20)) {
      if (entry.revision === liveRevisionNow) continue;
      try {
        serve(
          await load(entry.revision, `history/${entry.revision}`, entry.state, entry.pagesKey),
          `, the newest state that verifies (the live revision ${liveRevisionNow} does not: ${why})`,
        );
        return;
      } catch (error) {
        if (!(error instanceof StateProblem)) throw error;
      }
    }
    try {
      serve(await load(liveRevisionNow, live.mark, live.state, null), ` without its pages (${why})`);
    } catch (error) {
      if (!(error instanceof StateProblem)) throw error;
      log(
        `[releases] NOTHING CAN BE SERVED: no state of the store verifies (the live one: ${why}). Pages answer 503 until a release or pnpm start repairs the store.`,
      );
    }
  }

  async function syncOnce(): Promise<void> {
    let mark: string;
    try {
      mark = await store.mark();
    } catch (error) {
      if (!behind || behind.reason !== `the database cannot be read (${reasonOf(error)})`) {
        behind = {
          since: behind?.since ?? new Date().toISOString(),
          reason: `the database cannot be read (${reasonOf(error)})`,
        };
        log(
          `[releases] ${behind.reason}: serving revision ${served?.revision ?? '-'}, the last live state this node knew, until it can`,
        );
      }
      return;
    }
    liveRevision = Number(mark.split('/')[0]);
    lastSync = new Date().toISOString();
    if (served && mark === served.mark) return caughtUp();
    if (refused?.mark === mark && Date.now() - refused.at < retryMs) return;
    try {
      const live = await store.live();
      try {
        serve(await load(live.revision, live.mark, live.state, live.pagesKey), '');
        refused = undefined;
        return caughtUp();
      } catch (error) {
        if (!(error instanceof StateProblem)) throw error;
        if (refused?.mark !== live.mark)
          log(
            `[releases] the live state (revision ${live.revision}) cannot be served: ${error.message}; serving revision ${served?.revision ?? '-'}`,
          );
        refused = { mark: live.mark, at: Date.now() };
        behind ??= {
          since: new Date().toISOString(),
          reason: `the live revision ${live.revision} does not verify (${error.message})`,
        };
        if (!served) await serveLastGood(live.revision, error.message, live);
      }
    } catch (error) {
      behind ??= {
        since: new Date().toISOString(),
        reason: `the database cannot be read (${reasonOf(error)})`,
      };
    }
  }

  function caughtUp(): void {
    if (behind)
      log(
        `[releases] caught up: serving revision ${served?.revision} again, the live state (behind since ${behind.since})`,
      );
    behind = null;
  }

  async function loop(): Promise<void> {
    if (stopped) return;
    await syncOnce().catch((error) => log(`[releases] sync failed: ${reasonOf(error)}`));
    if (!stopped) timer = setTimeout(() => void loop(), pollMs);
  }

  const source: LiveSource = {
    state: () => served?.state ?? {},
    prerenderedPage: (path) => served?.pages?.get(path),
  };

  return {
    source,
    /** The first sync, before the node answers: it serves the live state, or says why it cannot. */
    async start(): Promise<void> {
      await syncOnce();
      timer = setTimeout(() => void loop(), pollMs);
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
    /** One sync now (tests). */
    syncOnce,
    health(): NodeHealth {
      const state = served?.state ?? {};
      return {
        status: !served ? 'not serving' : behind || served.revision !== liveRevision ? 'behind' : 'serving',
        revision: served?.revision ?? null,
        servingSince: served?.since ?? null,
        liveRevision,
        live: Object.fromEntries(
          frontEndApps.flatMap((app) =>
            liveVersionOf(state, app) ? [[app, liveVersionOf(state, app)]] : [],
          ),
        ),
        pages: served?.pages ? 'rendered' : 'in the browser',
        database: store.where,
        behind,
        lastSync,
      };
    },
  };
}

export type LiveSync = ReturnType<typeof liveSync>;
