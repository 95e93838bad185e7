import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  apiBaseUrl: '/api/',
  remotes: {
    remote_public: '/remotes/public/remoteEntry.js',
    remote_admin: 'https://admin.example.com/remoteEntry.js',
    remote_media: '/remotes/media/remoteEntry.js',
  },
};

describe('parseRuntimeConfig', () => {
  it('keeps the API base and every remote, and drops anything else', () => {
    expect(
      parseRuntimeConfig({ ...valid, comment: 'x', remotes: { ...valid.remotes, extra: '/x' } }),
    ).toEqual(valid);
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
