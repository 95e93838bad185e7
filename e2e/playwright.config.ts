import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessChromiumExecutable } from '@sportif/testing/chromium';
import { isOnly, projectsOnCommandLine } from './support/command-line-projects';

const port = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = join(import.meta.dirname, '..');
// A site deployed elsewhere (deploy/smoke/run.sh: nginx in front of the API instances): test it
// as it is, start no server, and run the deploy tests, which need that setup.
const deployedSite = process.env.E2E_BASE_URL;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Playwright matches absolute paths: a glob such as '**/deploy/**' would also match a checkout
// that lives under a folder named deploy.
const deployTests = new RegExp(`^${escapeRegExp(join(import.meta.dirname, 'tests', 'deploy'))}[\\\\/]`);

// Tests of `pnpm dev`: they start the dev servers they need, and no production build.
const devTests = new RegExp(`^${escapeRegExp(join(import.meta.dirname, 'tests', 'dev'))}[\\\\/]`);
// Playwright starts `webServer` for every run, whichever projects it runs: a run of the dev
// project alone (`--project dev`) starts no production site, which would need a build.
const onlyDevProject = isOnly('dev', projectsOnCommandLine(process.argv));

// One fresh data folder per run, shared by the server and the tests that read its outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sportif-e2e-'));

/** End-to-end tests drive the production build (`pnpm build` first) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // A deployed site, or a run of the dev project alone, is tested as it is: no variant of a remote
  // is served there.
  globalSetup: deployedSite || onlyDevProject ? undefined : './global-setup.ts',
  // A test in a browser on each of the two cores the project is built and tested on.
  workers: 2,
  retries: 0,
  // Bounds for a test that hangs, not speeds to keep: every test waits for what it needs, and on
  // one core that others share (taskset -c 0 pnpm test:e2e) a page takes many times longer.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: deployedSite ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: headlessChromiumExecutable, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: deployedSite ? [devTests] : [deployTests, devTests],
    },
    ...(deployedSite ? [] : [{ name: 'dev', testMatch: devTests }]),
  ],
  webServer:
    deployedSite || onlyDevProject
      ? undefined
      : {
          // What `pnpm start` runs: on the run's empty store, the builds go live through the gate
          // (its smoke run included) before the site is served.
          command: `node --import tsx tooling/scripts/start.ts`,
          cwd: repoRoot,
          url: `http://localhost:${port}/runtime-config.json`,
          reuseExistingServer: false,
          timeout: 300_000,
          env: {
            PORT: String(port),
            DATA_DIR: process.env.E2E_DATA_DIR,
            NODE_ENV: 'test',
          },
        },
});
