import { cp, mkdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@sportif/api/database';
import type { FederationContract } from '@sportif/contract/federation-contract';
import { describe, expect, it } from 'vitest';
import { type CandidateCheck, releaseBuild, releaseTogether, rollback } from './release-app.ts';
import { integrityOf, type ReleaseStore, releaseStore } from './release-store.ts';
import { releasedRuntimeConfig } from './runtime-config.ts';
import { versionOf } from './store/build-files.ts';
import { importFolderStore } from './store/folder-import.ts';
import { storePerTest } from './test-support/store-per-test.ts';

let db: Database;
let work: string;
let store: ReleaseStore;

storePerTest('release', (fresh) => {
  ({ db, work, store } = fresh);
});

const liveState = async () => (await store.live()).state;

const shellContract: FederationContract = {
  name: 'shell',
  role: 'host',
  federationRuntime: '2.9.2',
  exposes: [],
  provides: { react: '19.3.1', 'react-router-dom': '7.18.5' },
  requires: {},
  providedRouterNames: ['Link', 'Outlet'],
  routerImports: ['Outlet'],
  loads: [],
};

const mediaContract = (exposes: string[]): FederationContract => ({
  name: 'remote_media',
  role: 'remote',
  federationRuntime: '2.9.2',
  exposes,
  provides: {},
  requires: { react: '19.3.1' },
  providedRouterNames: [],
  routerImports: [],
  loads: [],
});

/** A build folder with these files (objects are written as JSON). */
async function build(name: string, files: Record<string, unknown>): Promise<string> {
  const dir = join(work, 'builds', name);
  await mkdir(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    await writeFile(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const shellBuild = () =>
  build('shell', {
    'index.html': '<!doctype html><title>Sportif</title>',
    'runtime-config.json': {
      apiBaseUrl: '/api/',
      remotes: { remote_media: '/remotes/media/remoteEntry.js' },
    },
    'federation-contract.json': shellContract,
    '.build-stamp': 'not released',
  });

const mediaBuild = (name: string, entry: string, exposes = ['./VideoPlayer', './Gallery']) =>
  build(name, {
    'remoteEntry.js': entry,
    'federation-contract.json': mediaContract(exposes),
    'routes.json': { pages: [] },
  });

/** remote-public's live version, which loads remote-media's player and gallery. */
const publicBuild = () =>
  build('public', {
    'remoteEntry.js': 'var remote_public;',
    'federation-contract.json': {
      ...mediaContract([]),
      name: 'remote_public',
      loads: ['remote_media/VideoPlayer', 'remote_media/Gallery'],
    },
    'routes.json': { pages: [] },
  });

describe('releasing', () => {
  it('stores a build once, as a read-only version named by its content, a file unchanged since another version stored once', async () => {
    const dir = await mediaBuild('media', 'var remote_media = 1;');
    const first = await store.store('remote-media', dir);
    const again = await store.store('remote-media', dir);
    expect(first.isNew).toBe(true);
    expect(again).toMatchObject({ stored: first.stored, isNew: false });
    expect(first.stored.version).toMatch(/^[0-9a-f]{10}$/);
    expect(first.stored.integrity['remoteEntry.js']).toBe(integrityOf(Buffer.from('var remote_media = 1;')));
    expect(first.stored.releasedBy).toMatch(/^\S+@\S+$/);
    const entry = await stat(join(first.stored.dir, 'remoteEntry.js'));
    expect(entry.mode & 0o222).toBe(0);
    // Another version with the same contract and routes: only its entry is new to the store.
    const second = await store.store('remote-media', await mediaBuild('media-2', 'var remote_media = 2;'));
    expect(second).toMatchObject({ isNew: true, files: 3, newFiles: 1 });
  });

  it('makes the first builds live together through the gate, then a release goes live with the old one as its fallback, and rolls back', async () => {
    const checked: string[][] = [];
    const smoke: CandidateCheck = async (_candidate, released) => {
      checked.push(released.map(({ app }) => app));
      return undefined;
    };
    const first = await releaseTogether(
      [
        { app: 'shell', buildDir: await shellBuild() },
        { app: 'remote-public', buildDir: await publicBuild() },
        { app: 'remote-media', buildDir: await mediaBuild('media-1', 'var remote_media = 1;') },
      ],
      { store, keep: 5, afterStaticChecks: smoke, log: () => {} },
    );
    expect(first.result).toBe('live');
    // One smoke run for the whole state, never one that goes live unchecked.
    expect(checked).toEqual([['shell', 'remote-public', 'remote-media']]);
    const media1 = first.versions.find(({ app }) => app === 'remote-media')?.version as string;
    for (const app of ['shell', 'remote-public', 'remote-media'] as const)
      expect((await store.versions(app))[0]?.gate?.outcome).toBe('passed');

    const outcome = await releaseBuild({
      store,
      app: 'remote-media',
      buildDir: await mediaBuild('media-2', 'var remote_media = 2;'),
      keep: 5,
      log: () => {},
    });
    expect(outcome.result).toBe('live');
    const live = await liveState();
    expect(live['remote-media']).toEqual([outcome.version, media1]);

    const config = await releasedRuntimeConfig(
      { apiBaseUrl: '/api/', remotes: { remote_media: '/remotes/media/remoteEntry.js' } },
      live,
      store,
    );
    expect(config.remotes.remote_media).toEqual({
      entry: `/remotes/media/${outcome.version}/remoteEntry.js`,
      integrity: integrityOf(Buffer.from('var remote_media = 2;')),
      version: outcome.version,
      fallback: {
        entry: `/remotes/media/${media1}/remoteEntry.js`,
        integrity: integrityOf(Buffer.from('var remote_media = 1;')),
        version: media1,
      },
    });

    expect(await rollback(store, 'remote-media', undefined, () => {})).toEqual({
      from: outcome.version,
      to: media1,
      revision: 3,
    });
    expect((await liveState())['remote-media']).toEqual([media1]);
    expect((await store.history(5)).map(({ revision }) => revision)).toEqual([3, 2, 1]);
    const { rows } = await db.query<{ reason: string }>(
      'SELECT reason FROM release_history ORDER BY revision',
    );
    expect(rows.map(({ reason }) => reason)).toEqual(['release', 'release', 'rollback']);
  });

  it('refuses a first release whose apps do not fit each other: nothing goes live, each refusal recorded with its reason', async () => {
    const outcome = await releaseTogether(
      [
        { app: 'shell', buildDir: await shellBuild() },
        { app: 'remote-public', buildDir: await publicBuild() },
        { app: 'remote-media', buildDir: await mediaBuild('media-1', 'var m;', ['./VideoPlayer']) },
      ],
      { store, keep: 5, log: () => {} },
    );
    expect(outcome).toMatchObject({ result: 'refused', firstRelease: true, refusal: { check: 'contract' } });
    expect(await liveState()).toEqual({});
    expect((await store.live()).revision).toBe(0);
    const gates = await Promise.all(
      (['shell', 'remote-public', 'remote-media'] as const).map(
        async (app) => (await store.versions(app))[0]?.gate,
      ),
    );
    expect(gates.map((gate) => gate?.outcome)).toEqual(['refused', 'refused', 'refused']);
    expect(gates[0]?.reason).toMatch(
      /^contract check: remote-public \S+ loads remote_media\/Gallery, which remote-media \S+ does not expose$/,
    );
  });

  it('refuses a version that no longer exposes what a live app loads, and leaves the live one live', async () => {
    const ids = {
      shell: (await store.store('shell', await shellBuild())).stored.version,
      'remote-public': (await store.store('remote-public', await publicBuild())).stored.version,
      'remote-media': (await store.store('remote-media', await mediaBuild('m1', 'var remote_media = 1;')))
        .stored.version,
    };
    const before = Object.fromEntries(Object.entries(ids).map(([app, version]) => [app, [version]]));
    await store.switchLive(undefined, before, null, 'release');

    const outcome = await releaseBuild({
      store,
      app: 'remote-media',
      buildDir: await mediaBuild('m2', 'var remote_media = 2;', ['./VideoPlayer']),
      keep: 5,
      log: () => {},
    });
    expect(outcome.result).toBe('refused');
    expect(outcome.result === 'refused' && outcome.message).toContain(
      `remote-public ${ids['remote-public']} loads remote_media/Gallery, which this version no longer exposes`,
    );
    expect(outcome.result === 'refused' && outcome.message).toMatch(/check; the live version stays live/);
    expect(await liveState()).toEqual(before);

    const forced = await releaseBuild({
      store,
      app: 'remote-media',
      buildDir: await mediaBuild('m2', 'var remote_media = 2;', ['./VideoPlayer']),
      keep: 5,
      force: true,
      log: () => {},
    });
    expect(forced).toMatchObject({ result: 'live', version: outcome.version });
    expect((await store.versions('remote-media'))[0]?.gate?.outcome).toBe('forced');
  });

  it('keeps the newest versions and drops older ones, never the live one or its fallback, with the bytes only they used', async () => {
    await store.switchLive(
      undefined,
      { shell: [(await store.store('shell', await shellBuild())).stored.version] },
      null,
      'release',
    );
    const versions: string[] = [];
    for (let index = 1; index <= 4; index++) {
      const outcome = await releaseBuild({
        store,
        app: 'remote-media',
        buildDir: await mediaBuild(`m${index}`, `var remote_media = ${index};`),
        keep: 2,
        log: () => {},
      });
      versions.push(outcome.version);
    }
    const stored = (await store.versions('remote-media')).map((version) => version.version);
    expect(stored.sort()).toEqual([versions[3], versions[2]].sort());
    expect((await liveState())['remote-media']).toEqual([versions[3], versions[2]]);
    // The shell's files, and the contract and routes the media versions share, and their two entries.
    const { rows } = await db.query<{ blobs: number }>('SELECT count(*)::int AS blobs FROM release_blobs');
    expect(rows[0]?.blobs).toBe(3 + 2 + 2);
  });
});

describe('the store keeps a live state whole', () => {
  it('refuses by its constraints a live state naming a version it does not hold, or pages not rendered for it', async () => {
    const shell = (await store.store('shell', await shellBuild())).stored.version;
    await expect(store.switchLive(undefined, { shell: ['0123456789'] }, null, 'release')).rejects.toThrow(
      /foreign key/,
    );
    await expect(
      store.switchLive(undefined, { shell: [shell] }, 'ffffffffff.-.-.-', 'release'),
    ).rejects.toThrow('were not rendered for the state being made live');
    expect((await store.live()).revision).toBe(0);
    // A row of the live state pointing at a version that is not there cannot be written either.
    await store.switchLive(undefined, { shell: [shell] }, null, 'release');
    await expect(db.exec(`UPDATE release_live_versions SET version = '0123456789'`)).rejects.toThrow(
      /foreign key/,
    );
    await expect(db.exec(`DELETE FROM release_versions WHERE app = 'shell'`)).rejects.toThrow(/foreign key/);
  });

  it('refetches a local copy cut short, and refuses a version whose bytes in the store no longer match their sha256', async () => {
    const { stored } = await store.store('remote-media', await mediaBuild('m1', 'var remote_media = 1;'));
    await truncate(join(stored.dir, 'remoteEntry.js'), 3);
    const again = releaseStore(db, { where: 'the same', cacheRoot: join(work, 'cache') });
    const fetched = await again.readVersion('remote-media', stored.version);
    expect(fetched?.dir).toBe(stored.dir);
    expect((await stat(join(stored.dir, 'remoteEntry.js'))).size).toBe('var remote_media = 1;'.length);

    await db.query(
      `UPDATE release_blobs SET bytes = $1 WHERE sha256 = (SELECT sha256 FROM release_files WHERE path = 'remoteEntry.js')`,
      [Buffer.from('var tampered;')],
    );
    const elsewhere = releaseStore(db, { where: 'another machine', cacheRoot: join(work, 'other-cache') });
    await expect(elsewhere.readVersion('remote-media', stored.version)).rejects.toThrow(
      `remote-media ${stored.version}: remoteEntry.js in the store does not match its sha256`,
    );
  });
});

describe('a node fetching a new version', () => {
  it('reads the files unchanged since a version it holds from its local copy, and fetches only the others', async () => {
    const shared = {
      'federation-contract.json': mediaContract(['./VideoPlayer', './Gallery']),
      'routes.json': { pages: [] },
    };
    const one = (
      await store.store('remote-media', await build('n1', { ...shared, 'remoteEntry.js': 'var a = 1;' }))
    ).stored;
    const two = (
      await store.store('remote-media', await build('n2', { ...shared, 'remoteEntry.js': 'var a = 2;' }))
    ).stored;
    const node = releaseStore(db, { where: 'a node', cacheRoot: join(work, 'node-cache') });
    await node.readVersion('remote-media', one.version);
    // The contract's bytes in the store changed behind its back: this node never fetches them again.
    await db.query(
      `UPDATE release_blobs SET bytes = $1 WHERE sha256 = (SELECT sha256 FROM release_files WHERE version = $2 AND path = 'federation-contract.json')`,
      [Buffer.from('{}'), two.version],
    );
    const fetched = await node.readVersion('remote-media', two.version);
    expect(await readFile(join(fetched?.dir as string, 'remoteEntry.js'), 'utf8')).toBe('var a = 2;');
    const elsewhere = releaseStore(db, { where: 'a new node', cacheRoot: join(work, 'new-node-cache') });
    await expect(elsewhere.readVersion('remote-media', two.version)).rejects.toThrow(
      'federation-contract.json in the store does not match its sha256',
    );
  });
});

describe('the folder store of before', () => {
  it('is imported once, with its live state; a store that has had a live state never takes the folder again', async () => {
    const media = await mediaBuild('m-folder', 'var remote_media = "folder";');
    const version = await versionOf(media);
    const folder = join(work, 'releases');
    await cp(media, join(folder, 'remote-media', version), { recursive: true });
    await writeFile(join(folder, 'remote-media', version, 'release.json'), JSON.stringify({ sequence: 1 }));
    await writeFile(join(folder, 'live.json'), JSON.stringify({ 'remote-media': [version] }));

    const lines: string[] = [];
    await importFolderStore(store, folder, (line) => lines.push(line));
    expect(lines).toEqual([
      `Imported the folder store ${folder} into the database: 1 version (remote-media ${version}), 0 page sets, and its live.json as the live state (revision 1). Run again, the import finds nothing new.`,
    ]);
    expect(await liveState()).toEqual({ 'remote-media': [version] });

    // The live state deleted by hand: the next start repairs it from the database's history, not from the folder.
    await db.exec('DELETE FROM release_live_versions; DELETE FROM release_live');
    await importFolderStore(store, folder, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect((await store.live()).revision).toBe(0);
  });
});
