import { describe, expect, it } from 'vitest';
import { composeRuntimeConfig, configLocations, parseRuntimeConfigFile } from './runtime-config-file.ts';

const runtimeConfigLocations = (text: string) => configLocations(parseRuntimeConfigFile(text));

describe('the runtime config file', () => {
  it('lists the remotes then the API, as the site server passes them to securityHeaders', () => {
    const text = JSON.stringify({
      apiBaseUrl: '/api/',
      remotes: {
        remote_public: '/remotes/public/remoteEntry.js',
        remote_media: 'https://cdn.example.com/media/remoteEntry.js',
      },
    });
    expect(runtimeConfigLocations(text)).toEqual([
      '/remotes/public/remoteEntry.js',
      'https://cdn.example.com/media/remoteEntry.js',
      '/api/',
    ]);
  });

  it('says what is wrong with a file that is not a runtime config', () => {
    expect(() => runtimeConfigLocations('{')).toThrow(/not JSON/);
    expect(() => runtimeConfigLocations('[]')).toThrow(/"apiBaseUrl"/);
    expect(() => runtimeConfigLocations('{"apiBaseUrl":"/api/"}')).toThrow(/"remotes"/);
    expect(() => runtimeConfigLocations('{"apiBaseUrl":"/api/","remotes":{"a":1}}')).toThrow(
      /remote "a" is not a URL/,
    );
  });

  it('reads the routes a file gives, and refuses declarations that are not valid', () => {
    const routes = { remote_far: { pages: [{ path: '/far', module: './Far' }] } };
    const text = (value: unknown) => JSON.stringify({ apiBaseUrl: '/api/', remotes: {}, routes: value });
    expect(parseRuntimeConfigFile(text(routes)).routes).toEqual(routes);
    expect(() => parseRuntimeConfigFile(text([]))).toThrow(/"routes" must map/);
    expect(() =>
      parseRuntimeConfigFile(text({ remote_far: { pages: [{ path: 'far', module: './Far' }] } })),
    ).toThrow(/The routes of "remote_far": pages\[0\] \("far"\): path must be an absolute path/);
  });
});

describe('composeRuntimeConfig', () => {
  const page = (path: string) => ({ pages: [{ path, module: './Page' }] });
  const file = {
    apiBaseUrl: '/api/',
    remotes: {
      remote_public: '/remotes/public/remoteEntry.js',
      remote_far: 'https://far.example/remoteEntry.js',
    },
    routes: { remote_public: page('/from-file'), remote_far: page('/far'), remote_gone: page('/gone') },
  };

  it("takes a remote's deployed routes.json over what the file says, and the file's for the others", () => {
    expect(composeRuntimeConfig(file, { remote_public: page('/deployed') })).toEqual({
      apiBaseUrl: '/api/',
      remotes: file.remotes,
      routes: { remote_public: page('/deployed'), remote_far: page('/far') },
    });
  });

  it('gives an old file, without routes, those of the deployed remotes', () => {
    const { routes: _, ...old } = file;
    expect(composeRuntimeConfig(old, {}).routes).toEqual({});
    expect(composeRuntimeConfig(old, { remote_far: page('/x') }).routes).toEqual({ remote_far: page('/x') });
  });
});
