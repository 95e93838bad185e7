import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { DevServer } from '@rspack/core';
import { federationNameOf } from '@sportif/contract/apps';
import { type DevApp, type DevSettings, reachableHost } from './dev-settings.ts';

/**
 * The runtime config every dev page reads: the production one, which names each remote's folder
 * on the page's own origin (`/remotes/public/remoteEntry.js`). The dev servers forward those
 * folders to the remotes' dev servers, so in dev as in production the page is one origin, opened
 * at whichever name (localhost, 127.0.0.1, an address when HOST says so).
 */
const runtimeConfigPath = join(import.meta.dirname, '../shell/public/runtime-config.json');

const readRuntimeConfig = (): { remotes: Record<string, unknown> } =>
  JSON.parse(readFileSync(runtimeConfigPath, 'utf8'));

/** A remote's folder from its entry's URL in the runtime config: `/remotes/public/remoteEntry.js` → `/remotes/public/`. */
export function remoteFolder(name: string, entry: unknown): string {
  if (typeof entry !== 'string' || !/^\/[^/].*\/[^/]+\.js$/.test(entry)) {
    throw new Error(
      `${runtimeConfigPath}: the dev servers need ${name}'s entry as a path on the site ("/remotes/…/remoteEntry.js"), not ${JSON.stringify(entry)}`,
    );
  }
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}

/** Each remote's folder on the page's origin, by federation name. */
export function remoteFolders(remotes: Record<string, unknown>): Map<Exclude<DevServerApp, 'shell'>, string> {
  return new Map(Object.values(federationNameOf).map((name) => [name, remoteFolder(name, remotes[name])]));
}

/**
 * Whether a client's overlay shows an uncaught error: every container's HMR client on the page
 * hears it, and the first one shows it, so it shows once. The dev server sends this function to
 * the browser as source text: it uses nothing from around it.
 */
export function shownOnce(error: Error): boolean {
  const shown = Symbol.for('sportif.dev-overlay.shown');
  const marked = error as Error & { [shown]?: true };
  if (marked[shown]) return false;
  marked[shown] = true;
  return true;
}

/** An app with a dev server, by its federation name. */
export type DevServerApp = Exclude<DevApp, 'api'>;

export function devServerApp(name: string | undefined): DevServerApp {
  const apps: readonly string[] = ['shell', ...Object.values(federationNameOf)];
  if (!name || !apps.includes(name)) throw new Error(`pnpm dev has no port for an app named ${name}`);
  return name as DevServerApp;
}

/**
 * The dev server of `app` (its federation name): it listens on the settings' host and port,
 * forwards /api to the API and each remote's folder, its HMR websocket included, to that remote's
 * dev server (its own folder too: a remote's page alone in dev is on its own port). Each page's
 * HMR clients reach their servers the same way: the shell's at `/ws` on the page's origin, a
 * remote's at `<its folder>ws`, so a remote running inside the shell's page gets its own server's
 * updates.
 */
export function devServerOptions(app: DevServerApp, settings: DevSettings): DevServer {
  const local = (port: number) => `http://${reachableHost(settings.host)}:${port}`;
  const folders = remoteFolders(readRuntimeConfig().remotes);
  const ownFolder = app === 'shell' ? '/' : (folders.get(app) as string);
  return {
    host: settings.host,
    port: settings.ports[app],
    hot: true,
    historyApiFallback: true,
    client: {
      // The page's own host and port ('0.0.0.0' and 0 say so): the page may be opened at any of them.
      webSocketURL: { hostname: '0.0.0.0', port: 0, pathname: `${ownFolder}ws` },
      overlay: { runtimeErrors: shownOnce },
    },
    proxy: [
      { context: ['/api'], target: local(settings.ports.api) },
      ...[...folders].map(([remote, folder]) => ({
        context: [folder],
        target: local(settings.ports[remote]),
        pathRewrite: { [`^${folder}`]: '/' },
        ws: true,
      })),
    ],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/runtime-config.json',
        middleware: (_req: unknown, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          // Read on every request, so an edit applies without restarting the dev servers.
          res.end(readFileSync(runtimeConfigPath));
        },
      });
      return middlewares;
    },
  };
}
