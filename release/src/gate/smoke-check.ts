/// <reference lib="dom" />
// (page.waitForFunction runs its function in the page: the DOM types, also for packages that type this file without them.)
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FrontEndApp, federationNameOf } from '@sportif/contract/apps';
import { composeRouteTable, type RouteTable } from '@sportif/contract/page-routes';
import { shellReadyAttribute } from '@sportif/contract/prerender';
import { chromiumArgs, headlessChromiumExecutable } from '@sportif/testing/chromium';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import { chromium, type Page } from 'playwright-core';
import type { CandidateCheck } from '../release-app.ts';
import { repoRoot } from '../release-root.ts';
import type { Refusal } from './static-checks.ts';

/** The staff account a fresh API seeds: the smoke run signs in with it to open the guarded pages. */
const staff = { userName: 'admin', password: 'admin12345' };

/** How long one page may take to show every area before the smoke run counts it as failed. */
const pageTimeoutMs = 20_000;

/** The production site server serving `liveStateFile` over the store, with an API of its own. */
function startCandidateSite(
  storeRoot: string,
  liveStateFile: string,
  dataDir: string,
  runtimeConfigFile?: string,
) {
  return startSiteServerProcess(repoRoot, {
    DATA_DIR: dataDir,
    RELEASES_DIR: storeRoot,
    LIVE_STATE_FILE: liveStateFile,
    ...(runtimeConfigFile ? { RUNTIME_CONFIG_FILE: runtimeConfigFile } : {}),
  });
}

/** The paths whose pages use `app`: its own pages, pages in its layouts, pages that preload its modules; every page for the shell. */
export function pathsUsing(table: RouteTable, app: FrontEndApp): string[] {
  if (app === 'shell') return table.routes.map((route) => route.path);
  const prefix = `${federationNameOf[app]}/`;
  return table.routes
    .filter((route) => {
      const layout = route.layout ? table.layouts[route.layout] : undefined;
      return [route.module, layout, ...route.preload].some((id) => id?.startsWith(prefix));
    })
    .map((route) => route.path);
}

/** How long the smoke run waits for the browser's report of a failed version to reach the server's log. */
const reportTimeoutMs = 5_000;

/**
 * What went wrong on one page: errors thrown, console errors (CSP violations included), areas
 * not served by their live version (with the reason the browser reported to the server's log).
 */
async function problemsOn(
  page: Page,
  url: string,
  waitForOutput: (pattern: RegExp, timeoutMs: number) => Promise<RegExpExecArray | undefined>,
): Promise<string[]> {
  // The fallback shows the area before the browser's beacon reaches the server: wait for its line.
  const whyFallback = async (area: string): Promise<string> => {
    const [remote, module] = area.split('/');
    const reported = await waitForOutput(
      new RegExp(`\\[release\\] ${remote} \\S+ failed in a browser loading \\./${module}: (.*); served by`),
      reportTimeoutMs,
    );
    return `${area} failed in the new version (${reported?.[1] ?? 'no report reached the server'}); the previous version served it`;
  };
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  try {
    await page.goto(url);
    // The shell has rendered the page, or hydrated what the server rendered (whose markup shows
    // before: its areas are what the server rendered them with until then).
    await page.locator(`html[${shellReadyAttribute}]`).waitFor({ state: 'attached', timeout: pageTimeoutMs });
    // Every area has arrived when nothing is busy any more: a page, its layout and its media.
    await page.locator('h1').first().waitFor({ timeout: pageTimeoutMs });
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: pageTimeoutMs,
    });
    const fallbacks = await page.locator('[data-federated-fallback]').count();
    if (fallbacks > 0) problems.push(`${fallbacks} area(s) show their fallback message`);
    const servedByFallback = await page
      .locator('[data-served-from="fallback"]')
      .evaluateAll((areas) => areas.map((area) => area.getAttribute('data-federated-area') ?? '?'));
    for (const area of servedByFallback) problems.push(await whyFallback(area));
  } catch (error) {
    problems.push(`did not finish loading: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  return problems;
}

/**
 * d. smoke: the site as it would be with the candidate live, served by the production server from
 * the store on a free port (with an API of its own), opened in headless Chromium at every path
 * whose page uses one of the apps released (every path, when the shell is one of them). Any page error, console error (a CSP violation is one), area showing
 * its fallback or area served by the previous version refuses the release.
 */
export function smokeCheck(storeRoot: string, runtimeConfigFile?: string): CandidateCheck {
  return async (candidate, released): Promise<Refusal | undefined> => {
    const candidates = join(storeRoot, '.candidates');
    await mkdir(candidates, { recursive: true });
    const stateFile = join(
      candidates,
      `${released.map(({ app, version }) => `${app}-${version}`).join('+')}.json`,
    );
    await writeFile(stateFile, JSON.stringify(candidate));
    const dataDir = await mkdtemp(join(tmpdir(), 'sportif-release-smoke-'));
    const site = await startCandidateSite(storeRoot, stateFile, dataDir, runtimeConfigFile);
    const browser = await chromium.launch({ executablePath: headlessChromiumExecutable, args: chromiumArgs });
    try {
      const config = (await (await fetch(`${site.url}/runtime-config.json`)).json()) as {
        routes?: Parameters<typeof composeRouteTable>[0];
      };
      const table = composeRouteTable(config.routes ?? {});
      const page = await (await browser.newContext()).newPage();
      const problems: string[] = [];
      let signedIn = false;
      const paths = new Set(released.flatMap(({ app }) => pathsUsing(table, app)));
      for (const path of paths) {
        const guarded = table.routes.find((route) => route.path === path)?.layout === 'admin';
        if (guarded && !signedIn && table.signInPath) {
          await page.goto(`${site.url}${table.signInPath}`);
          await page.getByLabel('E-posta veya kullanıcı adı').fill(staff.userName);
          await page.getByLabel('Şifre').fill(staff.password);
          await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
          await page.waitForURL((url) => url.pathname !== table.signInPath, { timeout: pageTimeoutMs });
          signedIn = true;
        }
        for (const problem of await problemsOn(page, `${site.url}${path}`, site.waitForOutput))
          problems.push(`${path}: ${problem}`);
      }
      if (problems.length === 0) return undefined;
      return {
        check: 'smoke',
        problems,
        todo: 'Open those pages under pnpm dev and fix what the browser reports (the lines above say what failed where).',
      };
    } finally {
      await browser.close();
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(stateFile, { force: true });
    }
  };
}
