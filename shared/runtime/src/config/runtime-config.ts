import { isRecord } from '../is-record';
export const remoteNames = ['remote_public', 'remote_admin', 'remote_media'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * What the shell reads at start-up from `/runtime-config.json`: where each remote's remoteEntry.js is
 * and where the API is. Nothing of this is baked into a build, so a remote can move or be replaced
 * by editing this file alone.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

export const runtimeConfigUrl = '/runtime-config.json';

let current: RuntimeConfig | undefined;

/**
 * The config, or an error naming every missing or empty entry. Checked by hand rather than with
 * valibot: this runs on every page before anything shows, and needs none of valibot's weight.
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const config = isRecord(input) ? input : {};
  const remotes = isRecord(config.remotes) ? config.remotes : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const apiBaseUrl = text(config.apiBaseUrl);
  const entries = remoteNames.map((name) => [name, text(remotes[name])] as const);
  const missing = [
    ...(apiBaseUrl ? [] : ['apiBaseUrl']),
    ...entries.filter(([, url]) => !url).map(([name]) => `remotes.${name}`),
  ];
  if (missing.length > 0 || !apiBaseUrl) {
    throw new Error(`runtime-config.json needs a non-empty ${missing.join(', ')}`);
  }
  return { apiBaseUrl, remotes: Object.fromEntries(entries) as Record<RemoteName, string> };
}

export async function fetchRuntimeConfig(url = runtimeConfigUrl): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is read before the app starts rendering');
  return current;
}
