import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildVariants } from '../fixtures/variant-builds.ts';

const repoRoot = join(import.meta.dirname, '../..');

/**
 * Before the site tests: the production build they test must be there, and the remote variants
 * they release are built (once for the current sources, then kept).
 */
export default async function setup(): Promise<void> {
  const missing = ['shell', 'remote-public', 'remote-admin', 'remote-media'].filter(
    (app) => !existsSync(join(repoRoot, app, 'dist/.build-stamp')),
  );
  if (missing.length > 0)
    throw new Error(`No production build of ${missing.join(', ')}: run pnpm build before pnpm test:site`);
  const built = await buildVariants();
  if (built.length > 0) console.log(`Built the remote variants ${built.join(', ')}`);
}
