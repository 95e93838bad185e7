import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServerApp, devServerOptions, remoteFolder, shownOnce } from './dev-server';
import { devSettings } from './dev-settings';

const productionConfig = JSON.parse(
  readFileSync(join(import.meta.dirname, '../shell/public/runtime-config.json'), 'utf8'),
) as { remotes: Record<string, string> };

describe('remoteFolder', () => {
  it("is the folder of the remote's entry on the site", () => {
    expect(remoteFolder('remote_public', '/remotes/public/remoteEntry.js')).toBe('/remotes/public/');
  });

  it.each([
    ['on another origin', 'http://localhost:3001/remoteEntry.js'],
    ['relative', 'remotes/public/remoteEntry.js'],
    ['not given', undefined],
  ])('refuses an entry %s, naming the remote', (_, entry) => {
    expect(() => remoteFolder('remote_public', entry)).toThrow(/remote_public's entry as a path on the site/);
  });
});

describe('devServerOptions', () => {
  const settings = devSettings({ DEV_SHELL_PORT: '3200', DEV_PUBLIC_PORT: '3201', DEV_API_PORT: '4200' });
  const proxied = (app: 'shell' | 'remote_public') =>
    (devServerOptions(app, settings).proxy ?? []).map((rule) => {
      const { context, target, pathRewrite, ws } = rule as Record<string, unknown>;
      return { context, target, pathRewrite, ws };
    });

  it("forwards the API and each remote's folder of the production runtime config to its dev server", () => {
    expect(proxied('shell')).toEqual([
      { context: ['/api'], target: 'http://127.0.0.1:4200', pathRewrite: undefined, ws: undefined },
      {
        context: [remoteFolder('remote_public', productionConfig.remotes.remote_public)],
        target: 'http://127.0.0.1:3201',
        pathRewrite: { '^/remotes/public/': '/' },
        ws: true,
      },
      {
        context: ['/remotes/admin/'],
        target: 'http://127.0.0.1:3002',
        pathRewrite: { '^/remotes/admin/': '/' },
        ws: true,
      },
      {
        context: ['/remotes/media/'],
        target: 'http://127.0.0.1:3003',
        pathRewrite: { '^/remotes/media/': '/' },
        ws: true,
      },
    ]);
    // A remote's page alone in dev reaches the others, and its own websocket, the same way.
    expect(proxied('remote_public')).toEqual(proxied('shell'));
  });

  it("listens where the settings say, and each app's HMR client calls on the page's own origin", () => {
    const shell = devServerOptions('shell', settings);
    const remote = devServerOptions('remote_public', settings);
    expect([shell.host, shell.port, remote.host, remote.port]).toEqual([
      '127.0.0.1',
      3200,
      '127.0.0.1',
      3201,
    ]);
    const webSocketURL = (options: typeof shell) =>
      typeof options.client === 'object' ? options.client.webSocketURL : undefined;
    expect(webSocketURL(shell)).toEqual({ hostname: '0.0.0.0', port: 0, pathname: '/ws' });
    expect(webSocketURL(remote)).toEqual({ hostname: '0.0.0.0', port: 0, pathname: '/remotes/public/ws' });
  });

  it('knows the four apps by their federation names only', () => {
    expect(devServerApp('remote_media')).toBe('remote_media');
    expect(() => devServerApp('remote_extra')).toThrow('pnpm dev has no port for an app named remote_extra');
  });
});

describe('shownOnce', () => {
  it('shows an error to the first client that hears it, and to none after it', () => {
    const error = new Error('bir hata');
    expect([shownOnce(error), shownOnce(error), shownOnce(new Error('başka bir hata'))]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('needs nothing from around it: the dev server sends its source text to the browser', () => {
    const sent = new Function('error', `return (${shownOnce.toString()})(error)`) as typeof shownOnce;
    const error = new Error('bir hata');
    expect([sent(error), sent(error)]).toEqual([true, false]);
  });
});
