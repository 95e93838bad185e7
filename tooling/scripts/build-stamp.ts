import { existsSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import { buildInputs } from '../build-fingerprint.ts';
import { distDir, repoRoot } from './apps.ts';

const stampFile = (app: FrontEndApp) => join(distDir(app), '.build-stamp');

export async function writeBuildStamp(apps: readonly FrontEndApp[]): Promise<void> {
  await Promise.all(apps.map((app) => writeFile(stampFile(app), `${Date.now()}\n`)));
}

/** Apps whose dist is missing or older than a file it was built from (what its fingerprint reads). */
export function appsNeedingBuild(): FrontEndApp[] {
  return frontEndApps.filter((app) => {
    if (!existsSync(stampFile(app))) return true;
    const builtAt = Number(readFileSync(stampFile(app), 'utf8'));
    return buildInputs(join(repoRoot, app)).some(([, file]) => statSync(file).mtimeMs > builtAt);
  });
}
