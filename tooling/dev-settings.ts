/**
 * Where `pnpm dev` serves each app: environment variables, each with its default. The page is
 * the shell's port; the others are reached through it (dev-server.ts).
 */

import type { RemoteFederationName } from '@sportif/contract/apps';

/** The apps `pnpm dev` runs, by their federation name (the API by its own). */
export type DevApp = 'shell' | RemoteFederationName | 'api';

export const devPortVariables: Readonly<Record<DevApp, { variable: string; fallback: number }>> = {
  shell: { variable: 'DEV_SHELL_PORT', fallback: 3000 },
  remote_public: { variable: 'DEV_PUBLIC_PORT', fallback: 3001 },
  remote_admin: { variable: 'DEV_ADMIN_PORT', fallback: 3002 },
  remote_media: { variable: 'DEV_MEDIA_PORT', fallback: 3003 },
  api: { variable: 'DEV_API_PORT', fallback: 4000 },
};

export interface DevSettings {
  /** The address every dev server and the API listen on: loopback unless HOST says otherwise. */
  host: string;
  ports: Readonly<Record<DevApp, number>>;
}

type Environment = Readonly<Record<string, string | undefined>>;

function portFrom(env: Environment, variable: string, fallback: number): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, not "${text}"`);
  }
  return port;
}

/** The dev settings from `env`; a value that is not a port, or one port given twice, is refused by name. */
export function devSettings(env: Environment = process.env): DevSettings {
  const ports = Object.fromEntries(
    Object.entries(devPortVariables).map(([app, { variable, fallback }]) => [
      app,
      portFrom(env, variable, fallback),
    ]),
  ) as Record<DevApp, number>;
  const apps = Object.keys(ports) as DevApp[];
  for (const [index, app] of apps.entries()) {
    const other = apps.slice(index + 1).find((next) => ports[next] === ports[app]);
    if (other) {
      throw new Error(
        `${devPortVariables[app].variable} and ${devPortVariables[other].variable} both say ${ports[app]}: give each app its own port`,
      );
    }
  }
  return { host: env.HOST?.trim() || '127.0.0.1', ports };
}

/**
 * The address to reach a server listening on `host` from this machine: the loopback address of
 * its family when it listens on every interface.
 */
export function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
