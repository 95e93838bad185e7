import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { frontEndApps } from '@sportif/contract/apps';
import type { PublicContent } from '@sportif/contract/content';
import { revisionOf } from '@sportif/contract/content-publishing';
import { contentFolder } from '../content-store.ts';
import { type LiveState, parseLiveState } from '../live-state.ts';
import { type PrerenderedPages, prerenderKeyOf } from '../prerender/prerendered-pages.ts';
import type { ReleaseStore } from '../release-store.ts';
import { parseOutcomes } from '../version-outcomes.ts';

const isVersionName = (name: string) => /^[0-9a-f]{10}$/.test(name);

/**
 * The one-time import of the folder store of before (`DATA_DIR/releases/`: a folder per version,
 * live.json, outcomes.jsonl, pages/, content/) into the database: every version the database lacks,
 * with its gate outcome, in the order they were stored; the content revisions; the rendered pages
 * of the states made of them;
 * and live.json as the live state. Only into a store that has never had a live state: once the
 * database has one (imported, released, or rows since deleted), the folder is history, and a fault
 * of the database store is repaired from the database's own history, never from the folder. Run
 * again after an interrupted import, it finds what is not imported yet. Says what it imported.
 */
export async function importFolderStore(
  store: ReleaseStore,
  folder: string,
  log: (line: string) => void,
): Promise<void> {
  if (!existsSync(folder)) return;
  if ((await store.history(1)).length > 0) return;
  const imported: string[] = [];
  for (const app of frontEndApps) {
    const names = (await readdir(join(folder, app)).catch(() => [] as string[])).filter(isVersionName);
    const described = await Promise.all(
      names.map(async (name) => {
        try {
          const record = JSON.parse(await readFile(join(folder, app, name, 'release.json'), 'utf8'));
          return { name, sequence: Number(record.sequence) || 0 };
        } catch {
          return undefined;
        }
      }),
    );
    const known = new Set((await store.versions(app)).map(({ version }) => version));
    for (const entry of described.flatMap((found) => found ?? []).sort((a, b) => a.sequence - b.sequence)) {
      if (known.has(entry.name)) continue;
      const { stored } = await store.store(app, join(folder, app, entry.name));
      if (stored.version !== entry.name) {
        log(`  ${app} ${entry.name}: its files hash to ${stored.version}; imported under that version`);
      }
      imported.push(`${app} ${stored.version}`);
    }
  }
  const outcomes = parseOutcomes(await readFile(join(folder, 'outcomes.jsonl'), 'utf8').catch(() => ''));
  await store.recordOutcomes(outcomes.filter(({ app, version }) => imported.includes(`${app} ${version}`)));

  // The content revisions the pages were rendered with (content/<revision>.json), each under its own name only.
  const contents = new Set<string>();
  for (const file of await readdir(join(folder, contentFolder)).catch(() => [] as string[])) {
    const revision = /^([0-9a-f]{12})\.json$/.exec(file)?.[1];
    if (!revision) continue;
    const text = await readFile(join(folder, contentFolder, file), 'utf8');
    try {
      if (revisionOf(JSON.parse(text) as PublicContent) !== revision) throw new Error('renamed');
      await store.storeContent(revision, text);
      contents.add(revision);
    } catch {
      log(`  ${contentFolder}/${file}: not the content of revision ${revision}; left out`);
    }
  }

  let pageSets = 0;
  for (const key of await readdir(join(folder, 'pages')).catch(() => [] as string[])) {
    if (key.startsWith('.')) continue;
    try {
      const pages = JSON.parse(
        await readFile(join(folder, 'pages', key, 'pages.json'), 'utf8'),
      ) as PrerenderedPages;
      const existing = await store.pageSet(key);
      if (existing && 'pages' in existing) continue;
      await store.storePageSet(key, pages);
      pageSets++;
    } catch {
      log(`  pages/${key}: not a page set; left out`);
    }
  }

  let liveLine = '';
  if ((await store.live()).revision === 0) {
    let state: LiveState | undefined;
    try {
      state = parseLiveState(await readFile(join(folder, 'live.json'), 'utf8'));
    } catch {
      state = undefined;
    }
    if (state) {
      const stored: LiveState = {};
      for (const app of frontEndApps) {
        const versions = new Set((await store.versions(app)).map(({ version }) => version));
        const kept = (state[app] ?? []).filter((version) => versions.has(version));
        if (kept.length > 0) stored[app] = kept;
      }
      const content: string[] = [];
      for (const revision of state.content ?? [])
        if (contents.has(revision) || (await store.content(revision)) !== undefined) content.push(revision);
      if (content.length > 0) stored.content = content;
      const key = prerenderKeyOf(stored);
      const pages = await store.pageSet(key);
      const revision = await store.switchLive(
        undefined,
        stored,
        pages && 'pages' in pages ? key : null,
        'import',
      );
      liveLine = `, and its live.json as the live state (revision ${revision})`;
    }
  }
  if (imported.length === 0 && pageSets === 0 && liveLine === '') return;
  log(
    `Imported the folder store ${folder} into the database: ${imported.length} version${imported.length === 1 ? '' : 's'}${imported.length > 0 ? ` (${imported.join(', ')})` : ''}, ${pageSets} page set${pageSets === 1 ? '' : 's'}${liveLine}. Run again, the import finds nothing new.`,
  );
}
