import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { releaseCheckoutFlag } from '@sportif/release/checkout-release';
import { startNode } from '@sportif/server/node';
import { repoRoot } from './apps.ts';
import { appsNeedingBuild } from './build-stamp.ts';

/**
 * `pnpm start [--release-checkout]`: builds the apps whose production build is missing or older
 * than their sources, then serves the whole site (shell, remotes and API) on one port, PORT or
 * 3000, from the release store in its database (server/src/node.ts). What is live stays live: a
 * restart never undoes a release. The checkout's builds go live, through the gate, only for apps
 * with nothing live (an empty store), or with --release-checkout for every app whose build
 * differs from its live version.
 */
const releaseCheckout = process.argv.includes(releaseCheckoutFlag);
const unknown = process.argv.slice(2).filter((arg) => arg !== releaseCheckoutFlag);
if (unknown.length > 0) {
  console.error(`pnpm start takes ${releaseCheckoutFlag} or nothing; got "${unknown.join(' ')}"`);
  process.exit(2);
}

const stale = appsNeedingBuild();
if (stale.length > 0) {
  console.log(`Building for production: ${stale.join(', ')}`);
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'tooling/scripts/build.ts'), ...stale],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await startNode({
  checkout: {
    releaseCheckout,
    againCommand: releaseCheckout ? `pnpm start ${releaseCheckoutFlag}` : 'pnpm start',
  },
});
