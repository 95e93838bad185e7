import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import type { RenderedPage } from '@sportif/contract/prerender';
import { type LiveState, liveVersionOf } from '../live-state.ts';

/**
 * The public pages rendered into HTML for one set of live versions, kept in the store beside the
 * versions: `<root>/pages/<key>/pages.json`, written once (like a version) and read by the site
 * server for every state whose versions it was rendered from. The key names those versions, so the
 * HTML and the runtime config the server composes for a state always agree: a release or a
 * rollback switches both with the one rename of live.json.
 */
export interface PrerenderedPages {
  /** The version of each app the pages were rendered from (none for an app with no live version). */
  renderedFrom: Partial<Record<FrontEndApp, string>>;
  renderedAt: string;
  /** How long the render took, in milliseconds. */
  renderMs: number;
  pages: RenderedPage[];
}

export const prerenderedPagesFolder = 'pages';
const prerenderedPagesFileName = 'pages.json';

/** The versions a state's pages are rendered from: every app's live one. */
export const renderedFromOf = (state: LiveState): Partial<Record<FrontEndApp, string>> =>
  Object.fromEntries(
    frontEndApps.flatMap((app) => {
      const version = liveVersionOf(state, app);
      return version ? [[app, version]] : [];
    }),
  );

/** The folder name of a state's pages: its live versions in the apps' order ('-' for none). */
export const prerenderKeyOf = (state: LiveState): string =>
  frontEndApps.map((app) => liveVersionOf(state, app) ?? '-').join('.');

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

/** Deletes the stored pages rendered from a version that is no longer stored (`stored(app, version)`). */
export async function prunePrerenderedPages(
  storeRoot: string,
  stored: (app: FrontEndApp, version: string) => boolean,
): Promise<void> {
  const parent = join(storeRoot, prerenderedPagesFolder);
  const keys = await readdir(parent).catch(() => [] as string[]);
  for (const key of keys) {
    const versions = key.split('.');
    if (versions.length !== frontEndApps.length) continue;
    const gone = frontEndApps.some((app, index) => {
      const version = versions[index] as string;
      return version !== '-' && !stored(app, version);
    });
    if (gone) await rm(join(parent, key), { recursive: true, force: true });
  }
}
