import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseBuildsWithoutGate } from '@sportif/release/release-app';
import { releaseStore } from '@sportif/release/release-store';
import { defaultSiteLayout } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';
import { chromiumArgs, chromiumExecutable } from '@sportif/testing/chromium';
import { measurePageWeight } from '@sportif/testing/page-weight';
import { selfSignedCertificate } from '@sportif/testing/self-signed-certificate';
import { serveSite } from '@sportif/testing/serve-site';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { routes as adminRoutes } from '../../remote-admin/src/routes.ts';
import { routes as mediaRoutes } from '../../remote-media/src/routes.ts';
import { routes as publicRoutes } from '../../remote-public/src/routes.ts';
import { precompress } from '../../scripts/precompress.ts';
import { formatTable, median, type PageFigures, ratio, targetChecks } from './figures.ts';

/**
 * `pnpm bench:web`: the federated site against the same pages built as one bundle, on production
 * builds, cold cache, in Debian's Chromium. Prints JavaScript bytes (gzipped, transferred) and
 * request counts before the page is interactive and over the whole load, Lighthouse mobile
 * figures (default simulated throttling), the federated / single-bundle ratios, and the time of a
 * full production build; writes everything to bench/results/web.json.
 *
 * The federated build is served as production serves it: each app released into a fresh release
 * store, its runtime config carrying every remote's entry integrity. Both builds are served over HTTPS with HTTP/2, as visitors get the site: from the site server
 * given a certificate or from the nginx recipe's TLS server. The certificate is a throwaway one the
 * browsers are told to accept. `BENCH_HTTP1=1` serves them over plain HTTP/1.1 instead, as
 * `pnpm start` serves them locally, with six connections per host and no multiplexing.
 */

const repoRoot = join(import.meta.dirname, '../..');
const pages = ['/', '/umitkoy', '/contact'];
const lighthouseRuns = Number(process.env.LH_RUNS ?? 3);
const chromePath = chromiumExecutable;
const tls = process.env.BENCH_HTTP1 === '1' ? undefined : selfSignedCertificate();
const transport = tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1';
const chromeFlags = ['--headless=new', ...(tls ? ['--ignore-certificate-errors'] : []), ...chromiumArgs];
/** The maps embed is the one outside host; nothing here can reach it. */
const outsideHosts = ['*google.com*', '*gstatic.com*', '*ytimg.com*'];

function run(command: string, args: string[]): { seconds: number; output: string } {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
  return { seconds: (performance.now() - started) / 1000, output: result.stdout + result.stderr };
}

function buildBoth(): { bundlingSeconds: number; fullBuildSeconds: number } {
  const federated = run(process.execPath, ['--import', 'tsx', 'scripts/build.ts']);
  const bundling = /rspack ([\d.]+) s/.exec(federated.output);
  run(join(repoRoot, 'node_modules/.bin/rspack'), [
    'build',
    '-c',
    'bench/web/single-bundle/rspack.config.ts',
  ]);
  return {
    bundlingSeconds: bundling ? Number(bundling[1]) : Number.NaN,
    fullBuildSeconds: federated.seconds,
  };
}

/** A cold load in a fresh browser context (@sportif/testing/page-weight). */
async function measureTransfer(
  baseUrl: string,
  path: string,
): Promise<Pick<PageFigures, 'jsBytes' | 'requests' | 'jsBytesTotal' | 'requestsTotal'>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: tls !== undefined });
    const weight = await measurePageWeight(context, `${baseUrl}${path}`);
    return {
      jsBytes: weight.jsBytesBeforeInteractive,
      requests: weight.requestsBeforeInteractive,
      jsBytesTotal: weight.jsBytes,
      requestsTotal: weight.requests,
    };
  } finally {
    await browser.close();
  }
}

async function measureLighthouse(
  url: string,
): Promise<Pick<PageFigures, 'score' | 'lcpMs' | 'tbtMs' | 'cls'>> {
  const runs: Pick<PageFigures, 'score' | 'lcpMs' | 'tbtMs' | 'cls'>[] = [];
  for (let i = 0; i < lighthouseRuns; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { blockedUrlPatterns: outsideHosts } },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const failure = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage;
      if (failure)
        console.log(`  Lighthouse run ${i + 1} of ${url} measured nothing (${failure}); it does not count`);
      const score = lhr.categories.performance?.score;
      runs.push({
        score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

async function main(): Promise<void> {
  console.log(`Building the federated site and the single bundle for production (served over ${transport})…`);
  const build = buildBoth();
  const singleDist = join(repoRoot, 'bench/web/single-bundle/dist');
  // No remote is deployed beside the single bundle for its server to read routes.json from: its
  // runtime config carries the remotes' pages itself, as the site server's composed one does.
  const configFile = join(singleDist, 'runtime-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as object;
  const routes = { remote_public: publicRoutes, remote_admin: adminRoutes, remote_media: mediaRoutes };
  writeFileSync(configFile, JSON.stringify({ ...config, routes }));
  await precompress(singleDist);

  const releases = mkdtempSync(join(tmpdir(), 'sportif-bench-releases-'));
  await releaseBuildsWithoutGate(releaseStore(releases), (app) => join(repoRoot, app, 'dist'), undefined);
  const federated = await serveSite(await createSiteServer({ layout: defaultSiteLayout, releases, tls }));
  const single = await serveSite(await createSiteServer({ layout: { shell: singleDist, remotes: [] }, tls }));
  const figures: PageFigures[] = [];
  try {
    for (const path of pages) {
      for (const [build, server] of [
        ['federated', federated],
        ['single bundle', single],
      ] as const) {
        const transfer = await measureTransfer(server.baseUrl, path);
        const audit = await measureLighthouse(`${server.baseUrl}${path}`);
        figures.push({ page: path, build, ...transfer, ...audit });
        console.log(`  measured ${build} ${path}`);
      }
    }
  } finally {
    await federated.close();
    await single.close();
    rmSync(releases, { recursive: true, force: true });
  }

  const ratios = pages.map((page) => {
    const fed = figures.find((f) => f.page === page && f.build === 'federated');
    const one = figures.find((f) => f.page === page && f.build === 'single bundle');
    return {
      page,
      bytes: fed && one ? ratio(fed.jsBytesTotal, one.jsBytesTotal) : Number.NaN,
      lcp: fed && one ? ratio(fed.lcpMs, one.lcpMs) : Number.NaN,
    };
  });

  console.log(`\n${formatTable(figures, ratios)}`);
  console.log(
    `\nFull production build of all apps: ${build.fullBuildSeconds.toFixed(2)} s ` +
      `(rspack bundling ${build.bundlingSeconds.toFixed(2)} s, the rest is writing .br/.gz copies)`,
  );

  const checks = targetChecks(figures, ratios, build.bundlingSeconds);
  console.log('\nTargets of the federated build:');
  for (const check of checks)
    console.log(`  ${check.met ? 'met ' : 'MISS'}  ${check.target}: ${check.actual}`);

  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'web.json');
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), transport, lighthouseRuns, build, figures, ratios, checks }, null, 2)}\n`,
  );
  console.log(`Figures written to ${file}`);
}

await main();
