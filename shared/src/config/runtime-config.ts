import * as v from 'valibot';

export const remoteNames = ['remote_public', 'remote_admin', 'remote_media'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * What the shell reads at start-up from `/runtime-config.json`: where each remote's manifest lives
 * and where the API is. Nothing of this is baked into a build, so a remote can move or be replaced
 * by editing this file alone.
 */
export const runtimeConfigSchema = v.object({
  apiBaseUrl: v.pipe(v.string(), v.minLength(1)),
  remotes: v.object({
    remote_public: v.pipe(v.string(), v.minLength(1)),
    remote_admin: v.pipe(v.string(), v.minLength(1)),
    remote_media: v.pipe(v.string(), v.minLength(1)),
  }),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export const runtimeConfigUrl = '/runtime-config.json';

let current: RuntimeConfig | undefined;

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  return v.parse(runtimeConfigSchema, input);
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
