import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frontEndApps } from '@sportif/contract/apps';
import { releaseStore } from '@sportif/release/release-store';
import { distDirOf } from '@sportif/server/site-layout';
import type { TestProject } from 'vitest/node';
import { buildVariants } from '../fixtures/variant-builds.ts';
import { makeProductionBuildsLive } from './support/live-production-builds.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A release store with the production builds live, as `pnpm start` leaves a fresh machine's: read only. */
    releasesRoot: string;
  }
}

/**
 * Before the site tests: the production build they test must be there, the remote variants they
 * release are built (once for the current sources, then kept), and the builds are released into
 * a store the tests that only read share (e2e/site/support/served-site.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = frontEndApps.filter((app) => !existsSync(join(distDirOf(app), '.build-stamp')));
  if (missing.length > 0)
    throw new Error(`No production build of ${missing.join(', ')}: run pnpm build before pnpm test:site`);
  const built = await buildVariants();
  if (built.length > 0) console.log(`Built the remote variants ${built.join(', ')}`);

  const dir = await mkdtemp(join(tmpdir(), 'sportif-site-tests-'));
  const root = join(dir, 'releases');
  await makeProductionBuildsLive(releaseStore(root));
  project.provide('releasesRoot', root);
  return () => rm(dir, { recursive: true, force: true });
}
