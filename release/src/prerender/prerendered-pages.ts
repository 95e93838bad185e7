import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import type { RenderedPage } from '@sportif/contract/prerender';
import { type LiveState, liveContentOf, liveVersionOf } from '../live-state.ts';

/**
 * The public pages rendered into HTML for one set of live versions and content revision, kept in
 * the store beside the versions: `<root>/pages/<key>/pages.json`, written once (like a version)
 * and read by the site server for every state whose versions it was rendered from. The key names
 * those versions and the revision, so the HTML, the content it carries and the runtime config the
 * server composes for a state always agree: a release, a rollback or a publication of content
 * switches them all with the one rename of live.json.
 */
export interface PrerenderedPages {
  /** The version of each app the pages were rendered from (none for an app with no live version), and the content revision. */
  renderedFrom: Partial<Record<FrontEndApp | 'content', string>>;
  renderedAt: string;
  /** How long the render took, in milliseconds. */
  renderMs: number;
  pages: RenderedPage[];
}

export const prerenderedPagesFolder = 'pages';
const prerenderedPagesFileName = 'pages.json';

/** The versions a state's pages are rendered from: every app's live one, and the live content revision. */
export const renderedFromOf = (state: LiveState): PrerenderedPages['renderedFrom'] =>
  Object.fromEntries(
    [
      ...frontEndApps.map((app) => [app, liveVersionOf(state, app)]),
      ['content', liveContentOf(state)],
    ].filter(([, version]) => version !== undefined),
  );

/**
 * The folder name of a state's pages: its live versions in the apps' order ('-' for none), then
 * its content revision, if one is live.
 */
export const prerenderKeyOf = (state: LiveState): string => {
  const versions = frontEndApps.map((app) => liveVersionOf(state, app) ?? '-').join('.');
  const content = liveContentOf(state);
  return content ? `${versions}.${content}` : versions;
};

const prerenderedPagesDir = (storeRoot: string, key: string): string =>
  join(storeRoot, prerenderedPagesFolder, key);

/** The file the pages of `state` are stored in, when they were rendered. */
export const prerenderedPagesFile = (storeRoot: string, state: LiveState): string =>
  join(prerenderedPagesDir(storeRoot, prerenderKeyOf(state)), prerenderedPagesFileName);

/** The pages stored for `state`, or undefined when none were rendered for its versions. */
export async function readPrerenderedPages(
  storeRoot: string,
  state: LiveState,
): Promise<PrerenderedPages | undefined> {
  try {
    return JSON.parse(await readFile(prerenderedPagesFile(storeRoot, state), 'utf8')) as PrerenderedPages;
  } catch {
    return undefined;
  }
}

/** Stores the pages of `state`: written into a temporary folder, then renamed into place. */
export async function storePrerenderedPages(
  storeRoot: string,
  state: LiveState,
  pages: PrerenderedPages,
): Promise<void> {
  const parent = join(storeRoot, prerenderedPagesFolder);
  await mkdir(parent, { recursive: true });
  const temporary = join(parent, `.incoming-${randomUUID()}`);
  await mkdir(temporary);
  try {
    await writeFile(join(temporary, prerenderedPagesFileName), JSON.stringify(pages), { mode: 0o444 });
    await rename(temporary, prerenderedPagesDir(storeRoot, prerenderKeyOf(state)));
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    // The same versions rendered by another release meanwhile: the same pages.
    if ((await readPrerenderedPages(storeRoot, state)) === undefined) throw error;
  }
}

/**
 * Deletes the stored pages rendered from a version that is no longer stored (`stored(app,
 * version)`), or from a content revision the live state no longer remembers (`kept(revision)`).
 */
export async function prunePrerenderedPages(
  storeRoot: string,
  stored: (app: FrontEndApp, version: string) => boolean,
  kept: (revision: string) => boolean = () => true,
): Promise<void> {
  const parent = join(storeRoot, prerenderedPagesFolder);
  const keys = await readdir(parent).catch(() => [] as string[]);
  for (const key of keys) {
    const parts = key.split('.');
    if (parts.length !== frontEndApps.length && parts.length !== frontEndApps.length + 1) continue;
    const gone = frontEndApps.some((app, index) => {
      const version = parts[index] as string;
      return version !== '-' && !stored(app, version);
    });
    const content = parts[frontEndApps.length];
    if (gone || (content !== undefined && !kept(content)))
      await rm(join(parent, key), { recursive: true, force: true });
  }
}
