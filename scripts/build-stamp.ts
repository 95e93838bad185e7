import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { distDir, type FrontEndApp, frontEndApps, repoRoot } from './apps.ts';

const stampFile = (app: FrontEndApp) => join(distDir(app), '.build-stamp');

/** Inputs of an app's build: its own sources and config, the shared packages and the tooling. */
function inputDirs(app: FrontEndApp): string[] {
  return [
    join(repoRoot, app, 'src'),
    join(repoRoot, app, 'public'),
    ...['contract', 'ui', 'runtime', 'federation-runtime'].map((pkg) => join(repoRoot, 'shared', pkg, 'src')),
    join(repoRoot, 'tooling'),
  ];
}

const inputFiles = (app: FrontEndApp): string[] => [
  join(repoRoot, app, 'rspack.config.ts'),
  join(repoRoot, app, 'module-federation.config.ts'),
  join(repoRoot, app, 'package.json'),
  join(repoRoot, 'pnpm-lock.yaml'),
];

function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (info.mtimeMs > newest) newest = info.mtimeMs;
  };
  for (const path of paths) visit(path);
  return newest;
}

export async function writeBuildStamp(apps: readonly FrontEndApp[]): Promise<void> {
  await Promise.all(apps.map((app) => writeFile(stampFile(app), `${Date.now()}\n`)));
}

/** Apps whose dist is missing or older than a file it was built from. */
export function appsNeedingBuild(): FrontEndApp[] {
  return frontEndApps.filter((app) => {
    if (!existsSync(stampFile(app))) return true;
    const builtAt = Number(readFileSync(stampFile(app), 'utf8'));
    return newestChange([...inputDirs(app), ...inputFiles(app)]) > builtAt;
  });
}
