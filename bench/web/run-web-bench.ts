import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes as adminRoutes } from '@sportif/remote-admin/routes';
import { routes as mediaRoutes } from '@sportif/remote-media/routes';
import { routes as publicRoutes } from '@sportif/remote-public/routes';
import { candidateSource } from '@sportif/server/released-files';
import { defaultSiteLayout } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';
import { chromiumArgs, chromiumExecutable } from '@sportif/testing/chromium';
import { measurePageWeight } from '@sportif/testing/page-weight';
import { selfSignedCertificate } from '@sportif/testing/self-signed-certificate';
import { serveSite } from '@sportif/testing/serve-site';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import { precompress } from '@sportif/tooling/precompress';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { followedStore, releasedDataDir } from '../released-store.ts';
import { type ComparedBuild, prepareComparedBuild } from './compared-builds.ts';
import { comparedCommits, comparePages, formatComparison, type PageComparison } from './comparison.ts';
import {
  formatRuns,
  formatTable,
  median,
  nextRound,
  type PageFigures,
  type PageRatio,
  ratio,
  type ServerFigures,
  type TransportFigures,
  targetChecks,
} from './figures.ts';
import { runLighthouse } from './lighthouse-run.ts';

/**
 * `pnpm bench:web`: the federated site against the same pages built as one bundle, on production
 * builds, cold cache, in Debian's Chromium. Prints JavaScript bytes (gzipped, transferred) and
 * request counts before the page is interactive and over the whole load, Lighthouse mobile
 * figures (default simulated throttling: performance and SEO; the runs of all pages of both
 * builds taken in turn, each run's TBT printed), the federated / single-bundle
 * ratios, the time of a full production build and of a release's page rendering, and what a
 * prerendered page costs the server (autocannon against the site server as `pnpm start` runs it);
 * writes everything to bench/results/web.json.
 *
 * The federated build is served as production serves it: each app released into a fresh release
 * store, its public pages rendered into HTML by that release, its runtime config carrying every
 * remote's entry integrity. The single bundle is rendered in the browser, as a federated site's
 * pages were before. Both are measured twice in one run: over HTTPS with HTTP/2, as visitors get
 * the site from either deployment (a throwaway certificate the browsers are told to accept), and
 * over plain HTTP/1.1, as `pnpm start` serves them locally, with six connections per host and no
 * multiplexing. `BENCH_TRANSPORTS=h2` (or `h1`) measures one of them only.
 *
 * `BENCH_COMPARE=name=rev[,name=rev…]` measures the federated build of other commits beside this
 * tree's, in the same rounds (compared-builds.ts), and prints each page of this tree's build
 * against theirs: the way to measure what one change gains, before and after under the same load.
 */

const repoRoot = join(import.meta.dirname, '../..');
const pages = ['/', '/umitkoy', '/contact'];
// Nine: one page's TBT spreads widely between runs on these two cores (each run's figure is
// printed; docs/performance.md), and a median of five still landed either side of the target
// from one bench run to the next.
const lighthouseRuns = Number(process.env.LH_RUNS ?? 9);
const compared = comparedCommits(process.env.BENCH_COMPARE);

interface Transport {
  name: TransportFigures['transport'];
  tls: { cert: string; key: string } | undefined;
}

const allTransports: Transport[] = [
  { name: 'HTTPS, HTTP/2', tls: selfSignedCertificate() },
  { name: 'HTTP/1.1', tls: undefined },
];
const transports = allTransports.filter((transport) => {
  const only = process.env.BENCH_TRANSPORTS;
  return !only || (only === 'h2') === (transport.name === 'HTTPS, HTTP/2');
});

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
  const federated = run(process.execPath, ['--import', 'tsx', 'tooling/scripts/build.ts']);
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

type Transfer = Pick<PageFigures, 'jsBytes' | 'requests' | 'jsBytesTotal' | 'requestsTotal'>;

/** A cold load in a fresh browser context (@sportif/testing/page-weight). */
async function measureTransfer(baseUrl: string, path: string): Promise<Transfer> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: baseUrl.startsWith('https:') });
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

type LighthouseFigures = Pick<
  PageFigures,
  'score' | 'seo' | 'lcpMs' | 'lcpRunsMs' | 'tbtMs' | 'tbtRunsMs' | 'cls' | 'htmlBytes'
>;

/** The transfer size of the page's document in Lighthouse's network records (its first request). */
function htmlBytesOf(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const { items } = (lhr.audits['network-requests']?.details ?? {}) as {
    items?: { resourceType?: string; transferSize?: number }[];
  };
  return items?.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN;
}

type LighthouseRun = Omit<LighthouseFigures, 'tbtRunsMs' | 'lcpRunsMs'>;

/** One Lighthouse run of a page, or undefined when it measured nothing (said in the log). */
async function lighthouseRunOf(url: string, attempt: number): Promise<LighthouseRun | undefined> {
  const { lhr, failure } = await runLighthouse(url, ['performance', 'seo']);
  if (failure) {
    console.log(`  Lighthouse run ${attempt} of ${url} measured nothing (${failure}); another replaces it`);
    return undefined;
  }
  const score = lhr.categories.performance?.score;
  const seo = lhr.categories.seo?.score;
  const failedSeo = Object.values(lhr.audits)
    .filter((audit) => lhr.categories.seo?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  if (failedSeo.length > 0) console.log(`  SEO audits not passed on ${url}: ${failedSeo.join(', ')}`);
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    seo: typeof seo === 'number' ? Math.round(seo * 100) : Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    htmlBytes: htmlBytesOf(lhr),
  };
}

function mediansOf(runs: LighthouseRun[]): LighthouseFigures {
  return {
    score: median(runs.map((r) => r.score)),
    seo: median(runs.map((r) => r.seo)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    lcpRunsMs: runs.map((r) => r.lcpMs),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    tbtRunsMs: runs.map((r) => r.tbtMs),
    cls: median(runs.map((r) => r.cls)),
    htmlBytes: median(runs.map((r) => r.htmlBytes)),
  };
}

/**
 * Lighthouse runs of several pages taken in turn: one run of each, then the next round. How slow
 * a run is drifts over minutes on this machine (docs/toolchain.md, "Lighthouse"); taken in turn,
 * every page's median draws on the whole measuring time, and both builds meet the same busy
 * minutes, where one page after the other could have most of its runs in one of them.
 */
async function measureLighthouseInTurn(urls: string[]): Promise<LighthouseFigures[]> {
  const tallies = urls.map(() => ({ runs: [] as LighthouseRun[], attempts: 0 }));
  for (;;) {
    const round = nextRound(
      tallies.map(({ runs, attempts }) => ({ measured: runs.length, attempts })),
      lighthouseRuns,
    );
    if (round.length === 0) break;
    for (const index of round) {
      const tally = tallies[index] as (typeof tallies)[number];
      tally.attempts++;
      const run = await lighthouseRunOf(urls[index] as string, tally.attempts);
      if (run) tally.runs.push(run);
    }
  }
  return tallies.map(({ runs }) => mediansOf(runs));
}

/**
 * The figures of one transport: every page of every build (this tree's, the compared commits',
 * the single bundle), and the federated / single bundle ratios.
 */
async function measureTransport(
  transport: Transport,
  dataDir: string,
  singleDist: string,
  others: ComparedBuild[],
): Promise<{ figures: PageFigures[]; ratios: PageRatio[] }> {
  const { tls } = transport;
  const followed = await followedStore(dataDir);
  const serveReleases = async (releases: Parameters<typeof createSiteServer>[0]['releases']) =>
    serveSite(await createSiteServer({ layout: defaultSiteLayout, releases, tls }));
  const federated = await serveReleases(followed.releases);
  const otherSites = await Promise.all(
    others.map(({ releases }) =>
      serveReleases({ root: releases.root, live: candidateSource(releases.root, releases.liveStateFile) }),
    ),
  );
  const single = await serveSite(await createSiteServer({ layout: { shell: singleDist, remotes: [] }, tls }));
  const measured = pages.flatMap((page) => [
    { page, build: 'federated', baseUrl: federated.baseUrl },
    ...others.map((other, index) => ({
      page,
      build: other.name,
      baseUrl: (otherSites[index] as (typeof otherSites)[number]).baseUrl,
    })),
    { page, build: 'single bundle', baseUrl: single.baseUrl },
  ]);
  const figures: PageFigures[] = [];
  try {
    const transfers: Transfer[] = [];
    for (const { page, baseUrl } of measured) transfers.push(await measureTransfer(baseUrl, page));
    const audits = await measureLighthouseInTurn(measured.map(({ page, baseUrl }) => `${baseUrl}${page}`));
    measured.forEach(({ page, build }, index) => {
      const audit = audits[index] as LighthouseFigures;
      figures.push({ page, build, ...(transfers[index] as Transfer), ...audit });
      console.log(
        `  measured ${build} ${page} over ${transport.name}; TBT of each run: ${formatRuns(audit.tbtRunsMs)} ms`,
      );
    });
  } finally {
    for (const site of [federated, ...otherSites, single]) await site.close();
    await followed.close();
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
  return { figures, ratios };
}

/**
 * What a prerendered page costs the server: the site server as `pnpm start` runs it (its own
 * process, plain HTTP/1.1, the API inside) serving the release store, under autocannon from this
 * process, with a browser's Accept-Encoding.
 */
async function measureServer(
  site: Awaited<ReturnType<typeof startSiteServerProcess>>,
): Promise<ServerFigures> {
  const path = '/umitkoy';
  const connections = 10;
  const duration = Number(process.env.SERVER_SECONDS ?? 10);
  const options = {
    url: `${site.url}${path}`,
    connections,
    headers: { 'accept-encoding': 'br, gzip' },
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path} answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return {
    path,
    connections,
    seconds: duration,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
  };
}

async function main(): Promise<void> {
  console.log('Building the federated site and the single bundle for production…');
  const build = buildBoth();
  const singleDist = join(repoRoot, 'bench/web/single-bundle/dist');
  // No remote is deployed beside the single bundle for its server to read routes.json from: its
  // runtime config carries the remotes' pages itself, as the site server's composed one does.
  const configFile = join(singleDist, 'runtime-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as object;
  const routes = { remote_public: publicRoutes, remote_admin: adminRoutes, remote_media: mediaRoutes };
  writeFileSync(configFile, JSON.stringify({ ...config, routes }));
  await precompress(singleDist);

  // The builds go live as on a fresh machine's `pnpm start`: through the gate, smoke run included.
  const { dataDir, renderMs } = await releasedDataDir('pnpm bench:web');
  const byTransport: TransportFigures[] = [];
  const others: ComparedBuild[] = [];
  let server: ServerFigures;
  // The site server as `pnpm start` runs it, holding the data folder; the in-process servers of
  // each transport follow the same store through it.
  const site = await startSiteServerProcess(repoRoot, { DATA_DIR: dataDir });
  try {
    for (const commit of compared) {
      console.log(`Building and releasing ${commit.name} (${commit.rev}) to compare with this tree…`);
      others.push(await prepareComparedBuild(repoRoot, commit));
    }
    for (const transport of transports) {
      console.log(`Measuring over ${transport.name}…`);
      byTransport.push({
        transport: transport.name,
        ...(await measureTransport(transport, dataDir, singleDist, others)),
      });
    }
    console.log('Measuring the server on a prerendered page…');
    server = await measureServer(site);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const other of others) other.remove();
  }

  for (const { transport, figures, ratios } of byTransport)
    console.log(`\nOver ${transport}:\n${formatTable(figures, ratios)}`);
  const comparisons: { transport: string; against: string; commit: string; pages: PageComparison[] }[] = [];
  for (const other of others) {
    for (const { transport, figures } of byTransport) {
      const pagesCompared = comparePages(figures, 'federated', other.name);
      comparisons.push({ transport, against: other.name, commit: other.commit, pages: pagesCompared });
      console.log(
        `\nThis tree's build against ${other.name} (${other.commit.slice(0, 10)}) over ${transport}; ` +
          `medians, this tree first, and ${other.name} minus this tree:\n${formatComparison(pagesCompared)}`,
      );
    }
  }
  console.log(
    `\nFull production build of all apps: ${build.fullBuildSeconds.toFixed(2)} s ` +
      `(rspack bundling ${build.bundlingSeconds.toFixed(2)} s, the rest is writing .br/.gz copies)`,
  );
  console.log(`A release rendering the public pages: ${renderMs} ms`);
  console.log(
    `Server, ${server.path} prerendered, ${server.connections} connections for ${server.seconds} s: ` +
      `${Math.round(server.requestsPerSecond)} requests/s, p99 ${server.p99Ms} ms`,
  );

  const checks = targetChecks(byTransport, build.bundlingSeconds, server);
  console.log('\nTargets of the federated build:');
  for (const check of checks)
    console.log(`  ${check.met ? 'met ' : 'MISS'}  ${check.target}: ${check.actual}`);

  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'web.json');
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouseRuns, build, renderMs, server, transports: byTransport, comparisons, checks }, null, 2)}\n`,
  );
  console.log(`Figures written to ${file}`);
}

await main();
