import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';

/**
 * Which versions are live: per app, the versions that went live, the live one first, then each
 * one it replaced. The second is the fallback, which browsers load when the live one fails and
 * which a rollback makes live again. `content` lists the site's content revisions the same way
 * (issue 37): the one the pages are rendered with first. The store holds it as rows
 * (release_live_versions, release_live_content); the pages rendered for it are named beside it
 * (store/store-rows.ts).
 */
export type LiveState = Partial<Record<FrontEndApp, string[]>> & { content?: string[] };

/** Content revisions the live state remembers: their pages stay stored, so going back to one is a switch. */
export const contentRevisionsKept = 5;

export const liveContentOf = (state: LiveState): string | undefined => state.content?.[0];

/** The state once content `revision` has gone live, with the apps' versions as they are. */
export function withLiveContent(state: LiveState, revision: string): LiveState {
  const previous = (state.content ?? []).filter((known) => known !== revision);
  return { ...state, content: [revision, ...previous].slice(0, contentRevisionsKept) };
}

/** A state in a file: the candidate the gate's smoke run serves before it is live. */
export const liveStateFileName = 'live.json';

export const liveVersionOf = (state: LiveState, app: FrontEndApp): string | undefined => state[app]?.[0];
export const fallbackVersionOf = (state: LiveState, app: FrontEndApp): string | undefined => state[app]?.[1];

/** The state once `version` of `app` has gone live: the version live until now becomes its fallback. */
export function withLive(state: LiveState, app: FrontEndApp, version: string): LiveState {
  const previous = (state[app] ?? []).filter((known) => known !== version);
  return { ...state, [app]: [version, ...previous] };
}

/** The state once `app` is rolled back to its fallback; an error when it has none. */
export function withRollback(state: LiveState, app: FrontEndApp): LiveState {
  const history = state[app] ?? [];
  if (history.length < 2) {
    throw new Error(
      history.length === 0
        ? `${app} has no live version to roll back: release it first (pnpm release ${app})`
        : `${app} has no previous version to roll back to: only ${history[0]} has been live`,
    );
  }
  return { ...state, [app]: history.slice(1) };
}

/** The state without the versions that are no longer stored (a rollback could not go to them). */
export function withStoredOnly(state: LiveState, app: FrontEndApp, stored: ReadonlySet<string>): LiveState {
  return { ...state, [app]: (state[app] ?? []).filter((version) => stored.has(version)) };
}

export function parseLiveState(text: string): LiveState {
  const json: unknown = JSON.parse(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`${liveStateFileName} must map each app to its versions`);
  }
  const state: LiveState = {};
  for (const app of frontEndApps) {
    const versions = (json as Record<string, unknown>)[app];
    if (versions === undefined) continue;
    if (!Array.isArray(versions) || !versions.every((version) => typeof version === 'string')) {
      throw new Error(`${liveStateFileName}: "${app}" must list versions`);
    }
    state[app] = versions;
  }
  const content = (json as Record<string, unknown>).content;
  if (content !== undefined) {
    if (!Array.isArray(content) || !content.every((revision) => typeof revision === 'string')) {
      throw new Error(`${liveStateFileName}: "content" must list content revisions`);
    }
    state.content = content;
  }
  return state;
}
