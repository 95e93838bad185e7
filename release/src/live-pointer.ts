import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';
import { type LiveState, liveVersionOf } from './live-state.ts';
import type { ReleaseStore } from './release-store.ts';
import type { BaseRuntimeConfig } from './runtime-config.ts';

/**
 * The deployed runtime config a release composes from: RUNTIME_CONFIG_FILE when set, else the one
 * the live shell version ships (shell/public/runtime-config.json).
 */
export async function readBaseRuntimeConfig(
  store: Pick<ReleaseStore, 'readVersion'>,
  state: LiveState,
  runtimeConfigFile: string | undefined,
): Promise<BaseRuntimeConfig> {
  const shell = liveVersionOf(state, 'shell');
  const shellDir = shell && !runtimeConfigFile ? (await store.readVersion('shell', shell))?.dir : undefined;
  const path = runtimeConfigFile ?? (shellDir ? join(shellDir, 'runtime-config.json') : undefined);
  if (!path) throw new Error('No shell is live and RUNTIME_CONFIG_FILE is not set: release the shell first');
  return JSON.parse(await readFile(path, 'utf8')) as BaseRuntimeConfig;
}

/** The app's versions to delete: all but the `keep` newest, and never its live version or its fallback. */
export function versionsToPrune(
  newestFirst: readonly string[],
  state: LiveState,
  app: FrontEndApp,
  keep: number,
): string[] {
  const kept = new Set([...(state[app] ?? []).slice(0, 2), ...newestFirst.slice(0, keep)]);
  return newestFirst.filter((version) => !kept.has(version));
}
