import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { rssMiB } from '@sportif/testing/process-usage';
import { floodSignIn } from '@sportif/testing/sign-in-flood';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import { releasedDataDir } from '../released-store.ts';
import { floodChecks, floodFigures } from './sign-in-flood-figures.ts';

/**
 * `pnpm bench:sign-in-flood`: the production site server (what `pnpm start` serves, from the
 * production build) in a process of its own with a fresh DATA_DIR (the builds released there
 * through the gate, as pnpm start's first release), then 80 wrong sign-ins at once
 * from 80 loopback addresses, three times, while / and a guarded API route are probed every 50 ms
 * (testing/src/sign-in-flood.ts). Prints the probes' p99 and the server's memory, and checks the
 * targets. Run it on a machine left to it: its figures are what the other work there leaves.
 */
const repoRoot = join(import.meta.dirname, '../..');
const { dataDir } = await releasedDataDir('pnpm bench:sign-in-flood');
const site = await startSiteServerProcess(repoRoot, { DATA_DIR: dataDir });
try {
  const memoryMiB = () => rssMiB(site.process.pid as number);
  const outcome = await floodSignIn(site.url, { memoryMiB });
  const figures = floodFigures(outcome);
  console.log(`sign-in flood: ${JSON.stringify(figures)}`);
  const checks = floodChecks(outcome, figures);
  for (const check of checks) console.log(`${check.met ? 'met    ' : 'MISSED '} ${check.target}`);
  process.exitCode = checks.every((check) => check.met) ? 0 : 1;
} finally {
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}
