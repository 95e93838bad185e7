import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import { repoRoot } from './site-copy';
import { copySuiteReleases } from './site-store';
import { test } from './test';

/** How much longer a test (or hook) that starts a server of its own may take. */
const startAllowanceMs = 90_000;

export interface SiteProcess {
  url: string;
  /** Its DATA_DIR (the release store is in its embedded database; support/site-store.ts opens it). */
  dataDir: string;
  port: number;
  output(): string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The production site server (`server/src/main.ts`, what `pnpm start` serves) in a process of its
 * own, with a fresh DATA_DIR and what `env` adds (nothing else: no HOST, no NODE_ENV, as
 * `pnpm start` on a fresh machine): for tests that load it on purpose, so that neither the load
 * nor its throttled addresses reach the server the other tests share, and for tests of its
 * defaults. Its release store starts as the suite server's live state (whose `pnpm start` released
 * the builds through the gate once for the run), imported as it starts. Its output so far is in `output()`.
 */
export async function startSiteProcess(env: Record<string, string> = {}): Promise<SiteProcess> {
  // A server of its own starts with a database of its own (an initdb and the migrations): seconds,
  // many on a busy machine. The test or hook that waits for it gets that much more time.
  test.info().setTimeout(test.info().timeout + startAllowanceMs);
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-site-process-'));
  await copySuiteReleases(dataDir);
  const site = await startSiteServerProcess(repoRoot, { DATA_DIR: dataDir, ...env });
  return {
    url: site.url,
    dataDir,
    port: site.port,
    output: site.output,
    process: site.process,
    async stop() {
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
