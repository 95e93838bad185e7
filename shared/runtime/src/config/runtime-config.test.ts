import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  apiBaseUrl: '/api/',
  remotes: {
    remote_public: '/remotes/public/remoteEntry.js',
    remote_admin: 'https://admin.example.com/remoteEntry.js',
    remote_media: '/remotes/media/remoteEntry.js',
  },
};
const parsedRemotes = {
  remote_public: { entry: '/remotes/public/remoteEntry.js' },
  remote_admin: { entry: 'https://admin.example.com/remoteEntry.js' },
  remote_media: { entry: '/remotes/media/remoteEntry.js' },
};

const integrity = `sha384-${'A1b+/'.repeat(12)}Ab==`;
const released = {
  entry: '/remotes/public/3f9a1c2b7d/remoteEntry.js',
  integrity,
  version: '3f9a1c2b7d',
  fallback: { entry: '/remotes/public/aa11bb22cc/remoteEntry.js', integrity, version: 'aa11bb22cc' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseRuntimeConfig', () => {
  it('keeps the API base and every remote, and drops anything else', () => {
    expect(
      parseRuntimeConfig({ ...valid, comment: 'x', remotes: { ...valid.remotes, extra: '/x' } }),
    ).toEqual({ apiBaseUrl: '/api/', remotes: parsedRemotes, routes: {}, complete: true });
  });

  it("takes a page's copy that leaves out remotes no public page uses, and only a copy that says so", () => {
    const { remote_admin: _admin, ...publicRemotes } = valid.remotes;
    expect(parseRuntimeConfig({ ...valid, remotes: publicRemotes, complete: false })).toEqual({
      apiBaseUrl: '/api/',
      remotes: { remote_public: parsedRemotes.remote_public, remote_media: parsedRemotes.remote_media },
      routes: {},
      complete: false,
    });
    expect(() => parseRuntimeConfig({ ...valid, remotes: publicRemotes })).toThrow(
      'runtime-config.json needs a valid remotes.remote_admin',
    );
  });

  it("keeps a released remote's entry, integrity, version and last good build", () => {
    const config = parseRuntimeConfig({
      ...valid,
      remotes: {
        ...valid.remotes,
        remote_public: released,
        remote_media: { entry: '/m/remoteEntry.js', integrity, version: 'b', fallback: null },
      },
    });
    expect(config.remotes).toEqual({
      ...parsedRemotes,
      remote_public: released,
      remote_media: { entry: '/m/remoteEntry.js', integrity, version: 'b' },
    });
  });

  it.each([
    ['no entry', { integrity, version: 'a' }],
    ['an empty entry', { entry: '' }],
    ['an integrity the browser would not check', { entry: '/p.js', integrity: 'md5-abc' }],
    ['an integrity that is not text', { entry: '/p.js', integrity: 384 }],
    ['an empty integrity', { entry: '/p.js', integrity: '' }],
  ])('refuses a remote with %s', (_, remote) => {
    expect(() =>
      parseRuntimeConfig({ ...valid, remotes: { ...valid.remotes, remote_public: remote } }),
    ).toThrow('runtime-config.json needs a valid remotes.remote_public');
  });

  it('leaves out, with a line on the console, a last good build it cannot use, and keeps the live one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseRuntimeConfig({
      ...valid,
      remotes: {
        ...valid.remotes,
        remote_public: { ...released, fallback: { entry: '/f.js', integrity: 'x' } },
      },
    });
    expect(config.remotes.remote_public).toEqual({ ...released, fallback: undefined });
    expect(error).toHaveBeenCalledWith('runtime-config.json: the fallback of remote_public is left out');
  });

  it("keeps each remote's routes, and leaves out, with a line on the console, those without a list of pages", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const publicRoutes = {
      layouts: { public: './Layout' },
      pages: [{ path: '/', module: './Home', layout: 'public' }],
    };
    const config = parseRuntimeConfig({
      ...valid,
      routes: {
        remote_public: publicRoutes,
        remote_admin: { pages: 'x' },
        remote_other: { pages: [] },
      },
    });
    expect(config.routes).toEqual({ remote_public: publicRoutes });
    expect(error).toHaveBeenCalledWith('runtime-config.json: the routes of remote_admin are left out');
  });

  it('names every missing or empty entry', () => {
    expect(() =>
      parseRuntimeConfig({ apiBaseUrl: '', remotes: { remote_public: '/p', remote_media: '' } }),
    ).toThrow('runtime-config.json needs a valid apiBaseUrl, remotes.remote_admin, remotes.remote_media');
  });

  it('refuses what is not a config at all', () => {
    expect(() => parseRuntimeConfig(null)).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig([valid])).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig({ ...valid, remotes: { ...valid.remotes, remote_media: 3 } })).toThrow(
      'remotes.remote_media',
    );
  });
});
