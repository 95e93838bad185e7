import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FrontEndApp, frontEndApps, remoteApps } from '@sportif/contract/apps';
import { changedBuild, servedByEvery } from '@sportif/deploy/cluster-checks';
import { requestsPerClientConnection } from '@sportif/deploy/nginx-config';
import { childrenOf, cpuSeconds, rssMiB } from '@sportif/testing/process-usage';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import autocannon from 'autocannon';
import {
  type ClusterFigures,
  type CpuShare,
  clusterChecks,
  formatLoads,
  formatMemory,
  formatSwitches,
  historyRows,
  type MemoryReading,
  memoryGrowth,
  type PageLoad,
  type Runs,
  runsOf,
  type Switch,
  type Target,
} from './cluster-figures.ts';

/**
 * `pnpm bench:cluster` (started by bench/cluster/run.sh, on the cluster deploy/smoke/cluster-up.sh
 * brought up): a prerendered page through nginx and two nodes under autocannon, then the same
 * through one `pnpm start` on PGlite, with the CPU each process used; then rounds of releases of
 * every app with the CLI against PostgreSQL (gate included) and a rollback of remote-media in each,
 * timed from the command's start to its exit and from the switch to the last node serving it,
 * with every node's memory after each release. Prints the figures, the checks and history rows,
 * writes bench/results/cluster-<time>.json.
 */

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: bench:cluster runs from bench/cluster/run.sh`);
  return value;
}

const repoRoot = join(import.meta.dirname, '../..');
const site = setting('BENCH_SITE');
const nodeUrls = setting('BENCH_NODE_URLS').split(' ');
const nodePids = setting('BENCH_NODE_PIDS').split(' ').map(Number);
const nginxPid = Number(setting('BENCH_NGINX_PID'));
const work = setting('BENCH_WORK');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const only = process.env.BENCH_ONLY;
const pages = ['/umitkoy', '/'];

/** The CPU time of named processes (nginx's workers, each node, this process's autocannon) over a load. */
async function cpuOver<T>(processes: { name: string; pids: number[] }[], load: () => Promise<T>) {
  const total = async (pids: number[]) =>
    (await Promise.all(pids.map((pid) => cpuSeconds(pid).catch(() => 0)))).reduce((a, b) => a + b, 0);
  const before = await Promise.all(processes.map(({ pids }) => total(pids)));
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await load();
  const elapsed = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const after = await Promise.all(processes.map(({ pids }) => total(pids)));
  const cpu: CpuShare[] = [
    ...processes.map(({ name }, index) => ({
      name,
      percent: (((after[index] as number) - (before[index] as number)) / elapsed) * 100,
    })),
    { name: 'autocannon', percent: ((own.user + own.system) / 1e6 / elapsed) * 100 },
  ];
  return { result, cpu };
}

async function pageLoad(
  target: Target,
  base: string,
  path: string,
  processes: { name: string; pids: number[] }[],
): Promise<PageLoad> {
  const check = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
  const html = await check.text();
  if (check.status !== 200 || !html.includes('</h1>'))
    throw new Error(`${base}${path} answered ${check.status} without a rendered page`);
  // Each connection reconnects by itself when nginx would close it: autocannon 9 does not drop a
  // request lost to a server's close, and times every later answer on that connection from an
  // earlier request's start (decision 0117). The same for one `pnpm start`, so both are alike.
  const options = {
    url: `${base}${path}`,
    connections,
    reconnectRate: requestsPerClientConnection,
    headers: { 'accept-encoding': 'br' },
  };
  await autocannon({ ...options, duration: 3 });
  const errors: Record<string, number> = {};
  const { result, cpu } = await cpuOver(
    processes,
    () =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon({ ...options, duration: seconds }, (error, result) =>
          error ? reject(error) : resolve(result),
        );
        instance.on('reqError', (error: NodeJS.ErrnoException) => {
          const code = error.code ?? error.message;
          errors[code] = (errors[code] ?? 0) + 1;
        });
      }),
  );
  return {
    target,
    path,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    errors,
    cpu,
    loadAverage: loadavg()[0] as number,
  };
}

async function clusterLoads(): Promise<PageLoad[]> {
  const processes = [
    { name: 'nginx', pids: await childrenOf(nginxPid) },
    ...nodePids.map((pid, index) => ({ name: `node ${index + 1}`, pids: [pid] })),
  ];
  const loads: PageLoad[] = [];
  for (const path of pages) loads.push(await pageLoad('nginx + 2 nodes', site, path, processes));
  return loads;
}

/** One `pnpm start` (PGlite in a data folder of its own, the checkout released into it through the gate). */
async function singleNodeLoads(): Promise<PageLoad[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportif-bench-start-'));
  console.log('Starting one pnpm start on PGlite (it releases the checkout through the gate first)…');
  const single = await startSiteServerProcess(
    repoRoot,
    { DATA_DIR: dataDir },
    { script: 'tooling/scripts/start.ts' },
  );
  try {
    const processes = [{ name: 'pnpm start', pids: [single.process.pid as number] }];
    const loads: PageLoad[] = [];
    for (const path of pages) loads.push(await pageLoad('pnpm start', single.url, path, processes));
    return loads;
  } finally {
    await single.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A CLI command of the release store against DATABASE_URL, from the run's CLI data folder: its time. */
function cli(script: 'release' | 'rollback', args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, `release/src/cli/${script}.ts`), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: join(work, 'cli') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(Math.round(performance.now() - started))
        : reject(new Error(`pnpm ${script} ${args.join(' ')} exited ${code}:\n${output}`)),
    ),
  );
}

async function releaseRounds() {
  const releases: Switch[] = [];
  const rollbacks: Switch[] = [];
  const memory: MemoryReading[] = [];
  const builds = join(work, 'bench-builds');
  mkdirSync(builds, { recursive: true });
  for (let round = 1; round <= rounds; round++) {
    for (const app of frontEndApps) {
      const dir = join(builds, `${app}-${round}`);
      await changedBuild(app, `__clusterBench${round}`, dir);
      const commandMs = await cli('release', [app, `--build=${dir}`]);
      const release = { app, round, commandMs, ...(await servedByEvery(app, site, nodeUrls)) };
      releases.push(release);
      console.log(formatSwitches([release]));
      rmSync(dir, { recursive: true });
      memory.push({ app, round, rssMiB: await Promise.all(nodePids.map(rssMiB)) });
    }
    const app: FrontEndApp = 'remote-media';
    const commandMs = await cli('rollback', [app]);
    const rollback = { app, round, commandMs, ...(await servedByEvery(app, site, nodeUrls)) };
    rollbacks.push(rollback);
    console.log(`rollback: ${formatSwitches([rollback])}`);
  }
  return { releases, rollbacks, memory };
}

const loads: PageLoad[] = [];
if (only !== 'releases') {
  loads.push(...(await clusterLoads()));
  loads.push(...(await singleNodeLoads()));
  console.log(
    `\nA prerendered page, autocannon ${connections} connections ${seconds} s, accept-encoding br:`,
  );
  console.log(formatLoads(loads));
}

let switched: Awaited<ReturnType<typeof releaseRounds>> = { releases: [], rollbacks: [], memory: [] };
if (only !== 'pages') {
  switched = await releaseRounds();
  console.log(`\nEvery node's memory after each release:\n${formatMemory(switched.memory)}`);
}

const remoteReleases = switched.releases.filter((each) =>
  (remoteApps as readonly string[]).includes(each.app),
);
/** The figures of some runs, or undefined when there are none. */
const runsOfSome = (values: (number | undefined)[]) => {
  const measured = values.filter((value): value is number => value !== undefined);
  return measured.length > 0 ? runsOf(measured) : undefined;
};
const figures: ClusterFigures = {
  loads,
  releases: runsOfSome(remoteReleases.map((each) => each.commandMs)),
  releasesServed: runsOfSome(switched.releases.map((each) => each.afterSwitchMs)),
  releasesThroughSite: runsOfSome(switched.releases.map((each) => each.throughSiteMs)),
  rollbacks: runsOfSome(switched.rollbacks.map((each) => each.afterSwitchMs)),
  rollbacksThroughSite: runsOfSome(switched.rollbacks.map((each) => each.throughSiteMs)),
  growth: memoryGrowth(switched.memory),
};
const summaries: [string, Runs | undefined][] = [
  ['Release of a remote, the command from start to exit', figures.releases],
  ['Every release, from the switch to the last node serving it', figures.releasesServed],
  [
    'Releases of remote-public and remote-media, from the switch to a page through nginx naming them',
    figures.releasesThroughSite,
  ],
  ['Rollback of remote-media, from the switch to the last node serving it', figures.rollbacks],
  [
    'Rollback of remote-media, from the switch to a page through nginx naming it',
    figures.rollbacksThroughSite,
  ],
];
console.log('');
for (const [what, runs] of summaries) {
  if (runs)
    console.log(
      `${what} (${runs.runsMs.length} runs): median ${runs.medianMs} ms, ${runs.minMs} to ${runs.maxMs} ms`,
    );
}

const checks = clusterChecks(loads, figures.releases, figures.rollbacks, figures.growth);
console.log('');
for (const check of checks) console.log(`${check.met ? 'met   ' : 'MISSED'} ${check.what}`);

const date = new Date().toISOString().slice(0, 10);
console.log('\nHistory rows (bench/results/history/cluster.csv; put the commit measured in):');
for (const row of historyRows(figures, { date, commit: 'COMMIT', run: 1, note: 'pnpm bench:cluster' }))
  console.log(row);

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const file = join(
  repoRoot,
  'bench/results',
  `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(file, `${JSON.stringify({ ...figures, switches: switched, checks }, null, 2)}\n`);
console.log(`\nWrote ${file}`);
process.exitCode = checks.every((check) => check.met) ? 0 : 1;
