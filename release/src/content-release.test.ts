import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@sportif/api/database';
import { frontEndApps } from '@sportif/contract/apps';
import { type ContentRevision, contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { describe, expect, it } from 'vitest';
import { releaseContent } from './content-release.ts';
import { readContentRevision } from './content-store.ts';
import { contentRevisionsKept, type LiveState } from './live-state.ts';
import { prerenderKeyOf } from './prerender/prerendered-pages.ts';
import { rollback } from './release-app.ts';
import { type ReleaseStore, StoreIntegrityError } from './release-store.ts';
import { storePerTest } from './test-support/store-per-test.ts';

let db: Database;
let work: string;
let store: ReleaseStore;

storePerTest('content-release', async (fresh) => {
  ({ db, work, store } = fresh);
  await db.exec('CREATE TABLE recorded (what text NOT NULL)');
  // The four apps live (builds without a page renderer: their pages are the browser's to render).
  const state: LiveState = {};
  for (const app of frontEndApps) {
    const dir = join(work, 'builds', app);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'index.js'), `// ${app}`);
    state[app] = [(await store.store(app, dir)).stored.version];
  }
  await store.switchLive(undefined, state, null, 'release');
});

/** The seed with Ümitköy's Monday first class starting at `start`. */
function revisionWith(start: string): ContentRevision {
  const timetable = contentSeed['timetable.umitkoy'];
  const [monday = [], ...rest] = timetable.days;
  const [first, ...others] = monday;
  if (!first) throw new Error('The seed has no class on Monday in Ümitköy');
  return contentRevisionOf({
    ...contentSeed,
    'timetable.umitkoy': { ...timetable, days: [[{ ...first, start }, ...others], ...rest] },
  });
}

const record =
  (what: string) =>
  async (tx: Parameters<NonNullable<Parameters<typeof releaseContent>[2]['alsoInTransaction']>>[0]) => {
    await tx.query('INSERT INTO recorded (what) VALUES ($1)', [what]);
  };
const recorded = async () =>
  (await db.query<{ what: string }>('SELECT what FROM recorded')).rows.map((row) => row.what);
const quiet = { log: () => {} };

describe('publishing content through the release store', () => {
  it('is one switch of the live state: the revision first, the versions as they were, the publication recorded in its transaction', async () => {
    const before = await store.live();
    const first = revisionWith('08:00');
    const outcome = await releaseContent(store, first, { ...quiet, alsoInTransaction: record('first') });
    expect(outcome.result).toBe('live');

    const after = await store.live();
    expect(after.revision).toBe(before.revision + 1);
    expect(after.reason).toBe('publish');
    expect(after.mark).not.toBe(before.mark);
    expect(after.state).toEqual({ ...before.state, content: [first.revision] });
    expect((await store.history(1))[0]?.state.content).toEqual([first.revision]);
    expect(await recorded()).toEqual(['first']);
    // Every node reads the revision from the store, and keeps a copy for /content/<revision>.json.
    expect(await readContentRevision(store, first.revision)).toEqual(first.content);
    expect(JSON.parse(await readFile(join(store.root, 'content', `${first.revision}.json`), 'utf8'))).toEqual(
      first.content,
    );
  });

  it('changes nothing when what it records fails: the live state stays, nothing is recorded', async () => {
    const before = await store.live();
    await expect(
      releaseContent(store, revisionWith('08:00'), {
        ...quiet,
        alsoInTransaction: async (tx) => {
          await record('half')(tx);
          throw new Error('the audit log cannot be written');
        },
      }),
    ).rejects.toThrow('the audit log cannot be written');
    expect(await store.live()).toEqual(before);
    expect(await recorded()).toEqual([]);
  });

  it('makes an earlier revision live again in one switch (Geri al), remembering the one it replaces', async () => {
    const first = revisionWith('08:00');
    const second = revisionWith('08:30');
    await releaseContent(store, first, quiet);
    await releaseContent(store, second, quiet);
    const before = await store.live();
    await releaseContent(store, first, quiet);
    const after = await store.live();
    expect(after.revision).toBe(before.revision + 1);
    expect(after.state.content).toEqual([first.revision, second.revision]);
  });

  it('is never undone by a prune that read the live state before it: that prune waits for the next one', async () => {
    // remote-media with three versions, the oldest beyond what a prune keeps.
    const [oldest] = (await store.live()).state['remote-media'] ?? [];
    const dir = join(work, 'builds', 'remote-media');
    for (const n of [2, 3]) {
      await writeFile(join(dir, 'index.js'), `// remote-media ${n}`);
      const { version } = (await store.store('remote-media', dir)).stored;
      const { state } = await store.live();
      await store.switchLive(
        undefined,
        { ...state, 'remote-media': [version, ...(state['remote-media'] ?? [])] },
        null,
        'release',
      );
    }
    const readByPrune = await store.live();
    const withoutOldest = {
      ...readByPrune.state,
      'remote-media': (readByPrune.state['remote-media'] ?? []).filter((version) => version !== oldest),
    };
    const published = revisionWith('08:00');
    await releaseContent(store, published, quiet);

    const pruned = await store.pruneVersions(
      'remote-media',
      [oldest as string],
      withoutOldest,
      null,
      'test',
      readByPrune.mark,
    );
    expect(pruned).toBe(false);
    expect((await store.live()).state.content).toEqual([published.revision]);
    expect((await store.versions('remote-media')).map((stored) => stored.version)).toContain(oldest);

    const now = await store.live();
    const next = {
      ...now.state,
      'remote-media': (now.state['remote-media'] ?? []).filter((version) => version !== oldest),
    };
    expect(await store.pruneVersions('remote-media', [oldest as string], next, null, 'test', now.mark)).toBe(
      true,
    );
    expect((await store.live()).state.content).toEqual([published.revision]);
    expect((await store.versions('remote-media')).map((stored) => stored.version)).not.toContain(oldest);
  });

  it('is never undone by a rollback that read the live state before it: the rollback keeps it', async () => {
    const dir = join(work, 'builds', 'remote-media');
    await writeFile(join(dir, 'index.js'), '// remote-media 2');
    const { version: second } = (await store.store('remote-media', dir)).stored;
    const before = await store.live();
    await store.switchLive(
      undefined,
      { ...before.state, 'remote-media': [second, ...(before.state['remote-media'] ?? [])] },
      null,
      'release',
    );
    const published = revisionWith('08:00');
    // The publication lands after the rollback read the live state, before its switch.
    let racing = true;
    const racedStore: ReleaseStore = {
      ...store,
      switchLiveIf: async (...args) => {
        if (racing) {
          racing = false;
          expect((await releaseContent(store, published, quiet)).result).toBe('live');
        }
        return store.switchLiveIf(...args);
      },
    };
    const { to } = await rollback(racedStore, 'remote-media', undefined, () => {});
    const after = await store.live();
    expect(after.state['remote-media']?.[0]).toBe(to);
    expect(after.state.content?.[0]).toBe(published.revision);
  });

  it('forgets the revisions the live state no longer remembers, and their pages, an hour after they were last stored', async () => {
    const revisions = Array.from({ length: contentRevisionsKept + 2 }, (_, index) =>
      revisionWith(`08:${String(index * 5).padStart(2, '0')}`),
    );
    const [oldest, second] = revisions as [ContentRevision, ContentRevision];
    /** A page set for the live state, as the renderer stores one for a state it renders. */
    const storePagesOfLive = async () => {
      const key = prerenderKeyOf((await store.live()).state);
      await db.query(`INSERT INTO release_page_sets (key, pages, sha256) VALUES ($1, '{}', $2)`, [
        key,
        '0'.repeat(64),
      ]);
      return key;
    };
    const stored = async () => ({
      revisions: (await db.query<{ revision: string }>('SELECT revision FROM release_content')).rows
        .map((row) => row.revision)
        .sort(),
      pages: (await db.query<{ key: string }>('SELECT key FROM release_page_sets')).rows
        .map((row) => row.key)
        .sort(),
    });
    const pageKeys: string[] = [];
    for (const revision of revisions.slice(0, -1)) {
      await releaseContent(store, revision, quiet);
      pageKeys.push(await storePagesOfLive());
    }
    // The oldest is remembered no more, but was stored within the hour: it stays.
    expect((await store.live()).state.content).not.toContain(oldest.revision);
    expect((await stored()).revisions).toContain(oldest.revision);
    expect((await stored()).pages).toEqual([...pageKeys].sort());

    await db.query("UPDATE release_content SET created_at = now() - interval '2 hours'");
    await db.query("UPDATE release_page_sets SET created_at = now() - interval '2 hours'");
    await releaseContent(store, revisions.at(-1) as ContentRevision, quiet);
    const remembered = (await store.live()).state.content ?? [];
    expect(remembered).toHaveLength(contentRevisionsKept);
    expect((await stored()).revisions).toEqual([...remembered].sort());
    expect((await stored()).pages).toEqual(pageKeys.slice(2).sort());

    // Geri al to a forgotten publication stores and renders it anew.
    expect((await releaseContent(store, second, quiet)).result).toBe('live');
    expect((await store.live()).state.content?.[0]).toBe(second.revision);
    expect(await readContentRevision(store, second.revision)).toEqual(second.content);
  });

  it('never serves a revision whose text no longer matches its sha256', async () => {
    const first = revisionWith('08:00');
    await releaseContent(store, first, quiet);
    await db.query(`UPDATE release_content SET content = replace(content, '08:00', '07:00')`);
    await expect(readContentRevision(store, first.revision)).rejects.toBeInstanceOf(StoreIntegrityError);
  });
});
