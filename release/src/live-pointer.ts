import { readFile, rename, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';
import {
  fallbackVersionOf,
  type LiveState,
  liveVersionOf,
  writeFileAtomically,
  writeLiveState,
} from './live-state.ts';
import type { ReleaseStore } from './release-store.ts';
import { type BaseRuntimeConfig, releasedRuntimeConfig } from './runtime-config.ts';

/** The runtime config as a static server (nginx) serves it, written beside the live state. */
export const servedRuntimeConfigFileName = 'runtime-config.json';
/** Links to the live shell version's folder and its fallback's, for a static server's document roots. */
export const liveShellLinkName = 'live';
export const fallbackShellLinkName = 'fallback';

/**
 * The deployed runtime config a release composes from: RUNTIME_CONFIG_FILE when set, else the one
 * the live shell version ships (shell/public/runtime-config.json).
 */
export async function readBaseRuntimeConfig(
  store: ReleaseStore,
  state: LiveState,
  runtimeConfigFile: string | undefined,
): Promise<BaseRuntimeConfig> {
  const shell = liveVersionOf(state, 'shell');
  const path =
    runtimeConfigFile ?? (shell ? join(store.versionDir('shell', shell), 'runtime-config.json') : undefined);
  if (!path) throw new Error('No shell is live and RUNTIME_CONFIG_FILE is not set: release the shell first');
  return JSON.parse(await readFile(path, 'utf8')) as BaseRuntimeConfig;
}

/** Points the shell's link `name` at `version`, replacing it in one rename. */
async function pointShellLink(store: ReleaseStore, name: string, version: string): Promise<void> {
  const link = join(store.appDir('shell'), name);
  const temporary = `${link}.${process.pid}.tmp`;
  await unlink(temporary).catch(() => {});
  await symlink(version, temporary);
  await rename(temporary, link);
}

/**
 * Makes `state` live: the state file first (the site server reads it), then the runtime config
 * and the shell link a static server reads. Each file is replaced by a rename, so every reader
 * sees the old version or the new one, never a mixture.
 */
export async function switchLive(
  store: ReleaseStore,
  state: LiveState,
  runtimeConfigFile: string | undefined,
): Promise<void> {
  await writeLiveState(store.root, state);
  const base = await readBaseRuntimeConfig(store, state, runtimeConfigFile);
  const config = await releasedRuntimeConfig(base, state, store);
  await writeFileAtomically(join(store.root, servedRuntimeConfigFileName), `${JSON.stringify(config)}\n`);
  const shell = liveVersionOf(state, 'shell');
  if (shell) {
    await pointShellLink(store, fallbackShellLinkName, fallbackVersionOf(state, 'shell') ?? shell);
    await pointShellLink(store, liveShellLinkName, shell);
  }
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
