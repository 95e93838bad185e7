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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseRuntimeConfig', () => {
  it('keeps the API base and every remote, and drops anything else', () => {
    expect(
      parseRuntimeConfig({ ...valid, comment: 'x', remotes: { ...valid.remotes, extra: '/x' } }),
    ).toEqual({ ...valid, routes: {} });
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
    expect(() => parseRuntimeConfig({ apiBaseUrl: '', remotes: { remote_public: '/p' } })).toThrow(
      'runtime-config.json needs a non-empty apiBaseUrl, remotes.remote_admin, remotes.remote_media',
    );
  });

  it('refuses what is not a config at all', () => {
    expect(() => parseRuntimeConfig(null)).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig([valid])).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig({ ...valid, remotes: { ...valid.remotes, remote_media: 3 } })).toThrow(
      'remotes.remote_media',
    );
  });
});
