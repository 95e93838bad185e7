import { describe, expect, it } from 'vitest';
import { configLocations, parseRuntimeConfigFile } from './runtime-config-file.ts';

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
});
