import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployedFiles, immutableFile } from './deployed-files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sportif-deployed-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const configText = (apiBaseUrl: string) => JSON.stringify({ apiBaseUrl, remotes: {} });

/** Writes `text` to `name` in the shell folder, stamped `secondsAgo` in the past (a distinct mtime). */
async function deploy(name: string, text: string, secondsAgo: number) {
  const file = join(dir, name);
  await writeFile(file, text);
  const time = new Date(Date.now() - secondsAgo * 1000);
  await utimes(file, time, time);
}

describe('deployedFiles', () => {
  it('looks at a file at most once a second, however many responses ask, and picks up a change after that', async () => {
    let clock = 0;
    const files = deployedFiles({ shell: dir, remotes: [] }, undefined, { now: () => clock });
    await deploy('runtime-config.json', configText('/api/'), 60);
    const first = await files.runtimeConfig();
    expect(first?.config.apiBaseUrl).toBe('/api/');

    await deploy('runtime-config.json', configText('/v2/api/'), 30);
    clock = 999;
    expect(await files.runtimeConfig()).toBe(first);
    clock = 1000;
    expect((await files.runtimeConfig())?.config.apiBaseUrl).toBe('/v2/api/');
  });

  it('hands out the same object while the file is unchanged on disk', async () => {
    let clock = 0;
    const files = deployedFiles({ shell: dir, remotes: [] }, undefined, { now: () => clock });
    await deploy('runtime-config.json', configText('/api/'), 60);
    const first = await files.runtimeConfig();
    clock = 5000;
    expect(await files.runtimeConfig()).toBe(first);
  });

  it('remembers a missing file for a second as well, then finds it once deployed', async () => {
    let clock = 0;
    const files = deployedFiles({ shell: dir, remotes: [] }, undefined, { now: () => clock });
    expect(await files.shellPage()).toBeUndefined();
    await deploy('index.html', '<!doctype html><title>x</title>', 10);
    clock = 500;
    expect(await files.shellPage()).toBeUndefined();
    clock = 1500;
    expect(await files.shellPage()).toBe('<!doctype html><title>x</title>');
  });

  it("adds each served remote's routes.json to the config, and follows its redeploy", async () => {
    let clock = 0;
    const remote = join(dir, 'remote');
    await mkdir(remote);
    const files = deployedFiles(
      { shell: dir, remotes: [{ prefix: '/remotes/public/', root: remote }] },
      undefined,
      {
        now: () => clock,
      },
    );
    const pages = (path: string) => JSON.stringify({ pages: [{ path, module: './Page' }] });
    await deploy(
      'runtime-config.json',
      JSON.stringify({
        apiBaseUrl: '/api/',
        remotes: {
          remote_public: '/remotes/public/remoteEntry.js',
          remote_far: 'https://far.example/remoteEntry.js',
        },
        routes: { remote_far: { pages: [{ path: '/far', module: './Far' }] } },
      }),
      60,
    );
    await deploy('remote/routes.json', pages('/first'), 60);
    const first = await files.runtimeConfig();
    expect(first?.config.routes).toEqual({
      remote_public: { pages: [{ path: '/first', module: './Page' }] },
      remote_far: { pages: [{ path: '/far', module: './Far' }] },
    });
    expect(JSON.parse(first?.text ?? '')).toEqual(first?.config);

    await deploy('remote/routes.json', pages('/second'), 30);
    clock = 1000;
    expect((await files.runtimeConfig())?.config.routes?.remote_public?.pages[0]?.path).toBe('/second');

    // A routes.json that is not valid is left out, as a missing one.
    await deploy(
      'remote/routes.json',
      JSON.stringify({ pages: [{ path: 'relative', module: './Page' }] }),
      10,
    );
    clock = 2000;
    expect((await files.runtimeConfig())?.config.routes?.remote_public).toBeUndefined();
  });
});

describe('immutableFile', () => {
  it('reads a file once however often it is asked for, and looks again for one it could not read', async () => {
    const reads: string[] = [];
    const disk = new Map<string, string>();
    const read = immutableFile(
      (bytes) => bytes.toString('utf8'),
      async (path) => {
        reads.push(path);
        const text = disk.get(path);
        if (text === undefined) throw new Error(`ENOENT ${path}`);
        return Buffer.from(text);
      },
    );
    expect(await read('a/index.html')).toBeUndefined();
    disk.set('a/index.html', '<html>');
    const answers = await Promise.all([read('a/index.html'), read('a/index.html')]);
    expect(answers).toEqual(['<html>', '<html>']);
    disk.set('a/index.html', 'changed');
    expect(await read('a/index.html')).toBe('<html>');
    expect(reads).toEqual(['a/index.html', 'a/index.html']);
  });
});
