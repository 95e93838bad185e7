import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '@sportif/testing/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = join(import.meta.dirname, '..');
// A site deployed elsewhere (deploy/smoke/run.sh: nginx in front of the API instances): test it
// as it is, start no server, and run the deploy tests, which need that setup.
const deployedSite = process.env.E2E_BASE_URL;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Playwright matches absolute paths: a glob such as '**/deploy/**' would also match a checkout
// that lives under a folder named deploy.
const deployTests = new RegExp(`^${escapeRegExp(join(import.meta.dirname, 'tests', 'deploy'))}[\\\\/]`);

// Tests that load a server of their own to measure it: they run after every other test, alone
// (a file of them on its own: add --no-deps, or the other tests run first).
const loadTests = /[\\/]sign-in-(flood|fairness)\.spec\.ts$/;

// One fresh data folder per run, shared by the server and the tests that read its outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sportif-e2e-'));

/** End-to-end tests drive the production build (`pnpm build` first) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: deployedSite ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: deployedSite ? [loadTests] : [deployTests, loadTests],
    },
    {
      name: 'load',
      testMatch: loadTests,
      testIgnore: deployedSite ? [] : [deployTests],
      dependencies: ['chromium'],
    },
  ],
  webServer: deployedSite
    ? undefined
    : {
        command: `node --import tsx server/src/main.ts`,
        cwd: repoRoot,
        url: `http://localhost:${port}/runtime-config.json`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          PORT: String(port),
          DATA_DIR: process.env.E2E_DATA_DIR,
          NODE_ENV: 'test',
        },
      },
});
