// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runInThisContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type DeferredDigests,
  homePageModules,
  integrityOf,
  takeIntegrityMap,
} from './deferred-chunk-integrity-plugin';
import { publishedBundlerRuntimeKey } from './federation-runtime/published-bundler-runtime';

describe('homePageModules', () => {
  it('names the layout and the module of the page at /', () => {
    expect(
      homePageModules({
        layouts: { public: './Layout' },
        pages: [
          { path: '/about', module: './AboutPage', layout: 'public' },
          { path: ['/home', '/'], module: './HomePage', layout: 'public' },
        ],
      }),
    ).toEqual(['./Layout', './HomePage']);
  });

  it('names no layout another remote provides, and nothing for a remote without a page at /', () => {
    expect(homePageModules({ pages: [{ path: '/', module: './HomePage', layout: 'public' }] })).toEqual([
      './HomePage',
    ]);
    expect(homePageModules({ pages: [{ path: '/login', module: './Login', signIn: true }] })).toEqual([]);
    expect(homePageModules(undefined)).toEqual([]);
  });
});

describe('takeIntegrityMap', () => {
  const runtime = 'u.x=1,u.sriHashes={394:"sha256-AAAA",62:"sha256-BB+/",id:"sha256-CC=="},u.y=2';

  it("gives a map's digests and leaves in it only the chunks to keep", () => {
    expect(takeIntegrityMap(runtime, 'sriHashes', new Set(['394', 'id']))).toEqual({
      digests: { 394: 'sha256-AAAA', 62: 'sha256-BB+/', id: 'sha256-CC==' },
      runtime: 'u.x=1,u.sriHashes={394:"sha256-AAAA","id":"sha256-CC=="},u.y=2',
    });
    expect(takeIntegrityMap('u.sriHashes={}', 'sriHashes', new Set())).toEqual({
      digests: {},
      runtime: 'u.sriHashes={}',
    });
  });

  it('refuses a runtime whose map is not there once, or holds anything but chunk ids and sha256 digests', () => {
    expect(() => takeIntegrityMap(runtime, 'sriCssHashes', new Set())).toThrow('found 0');
    expect(() => takeIntegrityMap(`${runtime},${runtime}`, 'sriHashes', new Set())).toThrow('found 2');
    expect(() => takeIntegrityMap('u.sriHashes={394:a}', 'sriHashes', new Set())).toThrow('394:a');
    expect(() => takeIntegrityMap('u.sriHashes={394:"sha384-AAAA"}', 'sriHashes', new Set())).toThrow(
      'sha384',
    );
  });
});

/**
 * The plugin rewrites what rspack's SubresourceIntegrityPlugin writes into a remote's entry, and
 * relies on rspack's runtime reading `sriHashes[chunkId]` and `sriCssHashes[chunkId]` when it
 * creates a chunk's script and stylesheet. A production build of a copy of remote-public (beside
 * it, so that its relative imports resolve), whose entry then runs in jsdom: this fails when
 * rspack changes either.
 */
const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..');
const origin = 'http://localhost:3000';
const entryUrl = `${origin}/remotes/public/v1/remoteEntry.js`;
let copyDir = '';
let dist = '';
let entry = '';
let digestsFile = '';

beforeAll(async () => {
  copyDir = await mkdtemp(join(repoRoot, '.build-test-remote-public-'));
  const appDir = join(repoRoot, 'remote-public');
  await cp(appDir, copyDir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== join(appDir, 'dist'),
  });
  await run(join(repoRoot, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], { cwd: copyDir });
  dist = join(copyDir, 'dist');
  entry = await readFile(join(dist, 'remoteEntry.js'), 'utf8');
  const names = (await readdir(dist)).filter((name) => /^chunk-integrity\.[0-9a-f]{10}\.json$/.test(name));
  expect(names).toHaveLength(1);
  digestsFile = names[0] as string;
}, 120_000);

afterAll(() => rm(copyDir, { recursive: true, force: true }));

const digestOf = async (file: string) => integrityOf(await readFile(join(dist, file)));

/** Each exposed module's files, as the build's federation manifest lists them: its own, and what it loads lazily. */
async function exposedFiles(): Promise<
  Map<string, Record<'js' | 'css', { sync: string[]; async: string[] }>>
> {
  type Assets = { sync: string[]; async: string[] };
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: Assets; css: Assets } }[];
  };
  return new Map(manifest.exposes.map(({ path, assets }) => [path, assets]));
}

/**
 * The entry run in this test's page, with the federation runtime the shell would leave there, and
 * `answer` giving the body of each fetch.
 */
function pageWithEntry(answer: (url: string) => Promise<string>) {
  document.head.innerHTML = `<script src="${entryUrl}"></script>`;
  const fetches: { url: string; integrity: string | undefined }[] = [];
  Object.assign(globalThis, {
    [publishedBundlerRuntimeKey]: {
      bundlerRuntime: { consumes: () => {}, I: () => {}, installInitialConsumes: () => {}, init: () => ({}) },
      attachShareScopeMap: () => {},
      initContainerInstance: () => ({}),
    },
    fetch: async (url: string, init: RequestInit = {}) => {
      fetches.push({ url, integrity: init.integrity });
      const text = await answer(url);
      // A browser refuses a body that does not match the request's integrity.
      if (init.integrity && integrityOf(text) !== init.integrity) throw new TypeError('integrity mismatch');
      return { json: async () => JSON.parse(text) };
    },
  });
  // As a script runs: in the page's global scope, where `var remote_public` is the container.
  runInThisContext(entry, { filename: entryUrl });
  const container = (globalThis as unknown as { remote_public: { get(module: string): Promise<unknown> } })
    .remote_public;
  /** The scripts and stylesheets the entry has added, with the integrity it gave each. */
  const requested = () =>
    [...document.head.querySelectorAll('script[data-rspack], link[rel="stylesheet"]')].map((element) => ({
      file: (element.getAttribute('src') ?? element.getAttribute('href') ?? '').slice(
        entryUrl.length - 'remoteEntry.js'.length,
      ),
      // jsdom does not reflect `integrity`: the property as rspack's runtime set it.
      integrity: (element as unknown as { integrity: string }).integrity,
    }));
  return { container, fetches, requested };
}

/** Until the entry has added `count` scripts and stylesheets to the page (it does so after a few promises). */
const added = (page: ReturnType<typeof pageWithEntry>, count: number) =>
  vi.waitFor(() => expect(page.requested()).toHaveLength(count));

describe('a remote entry built with the deferred chunk integrity', () => {
  it('carries the digests of what / loads, and pins the file with every other chunk digest', async () => {
    const deferred = JSON.parse(await readFile(join(dist, digestsFile), 'utf8')) as DeferredDigests;
    const inEntry = {
      js: takeIntegrityMap(entry, 'sriHashes', new Set()).digests,
      css: takeIntegrityMap(entry, 'sriCssHashes', new Set()).digests,
    };
    expect(entry).toContain(`"${digestsFile}"`);
    expect(entry).toContain(`"${await digestOf(digestsFile)}"`);

    const files = await exposedFiles();
    const slider = (await readdir(dist)).find((name) => /^banner-slider\.[0-9a-f]{10}\.js$/.test(name));
    const home = [slider as string];
    for (const module of ['./PublicLayout', './HomePage']) {
      home.push(...(files.get(module)?.js.sync ?? []), ...(files.get(module)?.css.sync ?? []));
    }
    expect(home).toHaveLength(5);
    for (const [module, assets] of files) {
      for (const kind of ['js', 'css'] as const) {
        for (const file of [...assets[kind].sync, ...assets[kind].async]) {
          const where = home.includes(file) ? inEntry : deferred;
          expect(Object.values(where[kind]), `${module}: ${file}`).toContain(await digestOf(file));
        }
      }
    }
    expect(Object.keys(deferred.js).length).toBeGreaterThan(5);
  });

  it("loads the home page's chunks with the entry's digests, at once", async () => {
    const page = pageWithEntry(async (url) => {
      throw new Error(`nothing to fetch for the home page, yet ${url} was`);
    });
    void page.container.get('./HomePage').catch(() => {});
    await added(page, 2);
    const home = (await exposedFiles()).get('./HomePage');
    const [js, css] = [home?.js.sync[0], home?.css.sync[0]];
    expect(page.requested()).toEqual([
      { file: css, integrity: await digestOf(css as string) },
      { file: js, integrity: await digestOf(js as string) },
    ]);
    expect(page.fetches).toEqual([]);
  });

  it("fetches the digests file, checked against the entry's pin, before any other chunk; again after a failure", async () => {
    let failures = 1;
    const page = pageWithEntry(async (url) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return readFile(join(dist, url.slice(url.lastIndexOf('/') + 1)), 'utf8');
    });
    await expect(page.container.get('./AboutPage')).rejects.toThrow('Failed to fetch');
    expect(page.requested()).toEqual([]);

    void page.container.get('./AboutPage').catch(() => {});
    await added(page, 2);
    const about = (await exposedFiles()).get('./AboutPage');
    const pin = { url: `${origin}/remotes/public/v1/${digestsFile}`, integrity: await digestOf(digestsFile) };
    expect(page.fetches).toEqual([pin, pin]);
    expect(page.requested()).toEqual([
      { file: about?.css.sync[0], integrity: await digestOf(about?.css.sync[0] as string) },
      { file: about?.js.sync[0], integrity: await digestOf(about?.js.sync[0] as string) },
    ]);
  });
});
