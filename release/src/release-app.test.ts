import { mkdir, mkdtemp, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FederationContract } from '@sportif/contract/federation-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLiveState } from './live-state.ts';
import { type CandidateCheck, releaseBuild, releaseTogether, rollback } from './release-app.ts';
import { integrityOf, releaseStore } from './release-store.ts';
import { readOutcomes } from './version-outcomes.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'sportif-release-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

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
  it('stores a build once, as a read-only version named by its content', async () => {
    const store = releaseStore(join(work, 'releases'));
    const dir = await mediaBuild('media', 'var remote_media = 1;');
    const first = await store.store('remote-media', dir);
    const again = await store.store('remote-media', dir);
    expect(first.isNew).toBe(true);
    expect(again).toEqual({ stored: first.stored, isNew: false });
    expect(first.stored.version).toMatch(/^[0-9a-f]{10}$/);
    expect(first.stored.integrity['remoteEntry.js']).toBe(integrityOf(Buffer.from('var remote_media = 1;')));
    const entry = await stat(join(first.stored.dir, 'remoteEntry.js'));
    expect(entry.mode & 0o222).toBe(0);
  });

  it('makes the first builds live together through the gate, then a release goes live with the old one as its fallback', async () => {
    const store = releaseStore(join(work, 'releases'));
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
    expect((await readOutcomes(store.root)).map(({ app, outcome }) => [app, outcome])).toEqual([
      ['shell', 'passed'],
      ['remote-public', 'passed'],
      ['remote-media', 'passed'],
    ]);

    const outcome = await releaseBuild({
      store,
      app: 'remote-media',
      buildDir: await mediaBuild('media-2', 'var remote_media = 2;'),
      keep: 5,
      log: () => {},
    });
    expect(outcome.result).toBe('live');
    const live = await readLiveState(store.root);
    expect(live['remote-media']).toEqual([outcome.version, media1]);

    const served = JSON.parse(await readFile(join(store.root, 'runtime-config.json'), 'utf8'));
    expect(served.remotes.remote_media).toEqual({
      entry: `/remotes/media/${outcome.version}/remoteEntry.js`,
      integrity: integrityOf(Buffer.from('var remote_media = 2;')),
      version: outcome.version,
      fallback: {
        entry: `/remotes/media/${media1}/remoteEntry.js`,
        integrity: integrityOf(Buffer.from('var remote_media = 1;')),
        version: media1,
      },
    });
    expect(await readlink(join(store.root, 'shell', 'live'))).toBe(live.shell?.[0]);

    expect(await rollback(store, 'remote-media', undefined)).toEqual({ from: outcome.version, to: media1 });
    expect((await readLiveState(store.root))['remote-media']).toEqual([media1]);
  });

  it('refuses a first release whose apps do not fit each other: nothing goes live, each refusal recorded with its reason', async () => {
    const store = releaseStore(join(work, 'releases'));
    const outcome = await releaseTogether(
      [
        { app: 'shell', buildDir: await shellBuild() },
        { app: 'remote-public', buildDir: await publicBuild() },
        { app: 'remote-media', buildDir: await mediaBuild('media-1', 'var m;', ['./VideoPlayer']) },
      ],
      { store, keep: 5, log: () => {} },
    );
    expect(outcome).toMatchObject({ result: 'refused', firstRelease: true, refusal: { check: 'contract' } });
    expect(await readLiveState(store.root)).toEqual({});
    const outcomes = await readOutcomes(store.root);
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(['refused', 'refused', 'refused']);
    expect(outcomes[0]?.reason).toMatch(
      /^contract check: remote-public \S+ loads remote_media\/Gallery, which remote-media \S+ does not expose$/,
    );
  });

  it('refuses a version that no longer exposes what a live app loads, and leaves the live one live', async () => {
    const store = releaseStore(join(work, 'releases'));
    const ids = {
      shell: (await store.store('shell', await shellBuild())).stored.version,
      'remote-public': (await store.store('remote-public', await publicBuild())).stored.version,
      'remote-media': (await store.store('remote-media', await mediaBuild('m1', 'var remote_media = 1;')))
        .stored.version,
    };
    const before = Object.fromEntries(Object.entries(ids).map(([app, version]) => [app, [version]]));
    await writeFile(join(store.root, 'live.json'), JSON.stringify(before));

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
    expect(await readLiveState(store.root)).toEqual(before);

    const forced = await releaseBuild({
      store,
      app: 'remote-media',
      buildDir: await mediaBuild('m2', 'var remote_media = 2;', ['./VideoPlayer']),
      keep: 5,
      force: true,
      log: () => {},
    });
    expect(forced).toMatchObject({ result: 'live', version: outcome.version });
  });

  it('keeps the newest versions and drops older ones, never the live one or its fallback', async () => {
    const store = releaseStore(join(work, 'releases'));
    await writeFile(
      join(await mkdir(store.root, { recursive: true }).then(() => store.root), 'live.json'),
      JSON.stringify({ shell: [(await store.store('shell', await shellBuild())).stored.version] }),
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
    expect((await readLiveState(store.root))['remote-media']).toEqual([versions[3], versions[2]]);
  });
});
