import { median } from '../web/figures.ts';

/** Issue 36's targets for the cluster (docs/performance.md). */
export const clusterTargets = {
  /** A prerendered page through nginx and two nodes. */
  pageRequestsPerSecond: 15_000,
  pageP99Ms: 20,
  /** `pnpm release <remote>` against PostgreSQL, gate included, from start to exit. */
  releaseMs: 30_000,
  /** From the rollback's switch to the last node serving it. */
  rollbackServedMs: 1_000,
  /**
   * How much a node's memory may grow from after the second round of releases to after the last
   * and still count as flat: a garbage-collected heap moves by a few MiB between two readings.
   */
  memoryGrowthMiB: 16,
} as const;

/** Who served a load: nginx in front of the nodes, or one `pnpm start`. */
export type Target = 'nginx + 2 nodes' | 'pnpm start';

/** The CPU a process (with its children where said) used over a load, in percent of one core. */
export interface CpuShare {
  name: string;
  percent: number;
}

export interface PageLoad {
  target: Target;
  path: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, and errors (timeouts, resets). */
  failures: number;
  /** The errors by their code. */
  errors: Record<string, number>;
  cpu: CpuShare[];
  /** The one-minute load average when the load ended. */
  loadAverage: number;
}

/** Time figures of repeated runs: each run, their median and spread (min to max). */
export interface Runs {
  runsMs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export function runsOf(runsMs: number[]): Runs {
  return { runsMs, medianMs: median(runsMs), minMs: Math.min(...runsMs), maxMs: Math.max(...runsMs) };
}

/** One release (or rollback) of one app: the CLI's time, when the last node and nginx's pages served it. */
export interface Switch {
  app: string;
  round: number;
  version: string;
  commandMs: number;
  /** From the switch to the last node serving it. */
  afterSwitchMs: number;
  /** From the switch to a page through nginx naming it (remote-public and remote-media). */
  throughSiteMs: number | undefined;
}

/** Every node's RSS after one release. */
export interface MemoryReading {
  app: string;
  round: number;
  rssMiB: number[];
}

/** Per node: RSS after the second round's last release and after the last round's, and whether that is flat. */
export interface MemoryGrowth {
  node: number;
  fromMiB: number;
  toMiB: number;
  flat: boolean;
}

/** "Flat from the second release on": the last reading of round 2 against the last of the last round. */
export function memoryGrowth(readings: MemoryReading[]): MemoryGrowth[] {
  const lastOf = (round: number) => readings.filter((reading) => reading.round === round).at(-1);
  const rounds = readings.map((reading) => reading.round);
  const from = lastOf(2);
  const to = lastOf(Math.max(...rounds));
  if (!from || !to || from === to) return [];
  return from.rssMiB.map((fromMiB, index) => {
    const toMiB = to.rssMiB[index] as number;
    return { node: index + 1, fromMiB, toMiB, flat: toMiB - fromMiB <= clusterTargets.memoryGrowthMiB };
  });
}

export interface Check {
  what: string;
  met: boolean;
}

export function clusterChecks(
  loads: PageLoad[],
  releases: Runs | undefined,
  rollbacks: Runs | undefined,
  growth: MemoryGrowth[],
): Check[] {
  const checks: Check[] = [];
  for (const load of loads.filter((each) => each.target === 'nginx + 2 nodes')) {
    checks.push({
      what: `${load.path} through nginx: ${Math.round(load.requestsPerSecond)} req/s (target ≥ ${clusterTargets.pageRequestsPerSecond}), p99 ${load.p99Ms} ms (target < ${clusterTargets.pageP99Ms}), ${load.failures} failures`,
      met:
        load.requestsPerSecond >= clusterTargets.pageRequestsPerSecond &&
        load.p99Ms < clusterTargets.pageP99Ms &&
        load.failures === 0,
    });
  }
  for (const load of loads.filter((each) => each.target === 'pnpm start')) {
    checks.push({
      what: `${load.path} from pnpm start: ${load.failures} failures`,
      met: load.failures === 0,
    });
  }
  if (releases) {
    checks.push({
      what: `release of a remote, gate included: median ${seconds(releases.medianMs)}, slowest ${seconds(releases.maxMs)} (target ≤ ${seconds(clusterTargets.releaseMs)})`,
      met: releases.maxMs <= clusterTargets.releaseMs,
    });
  }
  if (rollbacks) {
    checks.push({
      what: `rollback to the last node serving it: median ${rollbacks.medianMs} ms, slowest ${rollbacks.maxMs} ms (target ≤ ${clusterTargets.rollbackServedMs} ms)`,
      met: rollbacks.maxMs <= clusterTargets.rollbackServedMs,
    });
  }
  for (const node of growth) {
    checks.push({
      what: `node ${node.node} memory from round 2 to the last: ${node.fromMiB.toFixed(0)} → ${node.toMiB.toFixed(0)} MiB (flat within ${clusterTargets.memoryGrowthMiB} MiB)`,
      met: node.flat,
    });
  }
  return checks;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatLoads(loads: PageLoad[]): string {
  const rows = loads.map((load) =>
    [
      load.target.padEnd(16),
      load.path.padEnd(9),
      String(Math.round(load.requestsPerSecond)).padStart(7),
      `${load.p99Ms} ms`.padStart(7),
      String(load.failures).padStart(4),
      load.loadAverage.toFixed(1).padStart(5),
      load.cpu.map((share) => `${share.name} ${Math.round(share.percent)} %`).join(', '),
      ...Object.entries(load.errors).map(([code, count]) => `(${count} ${code})`),
    ].join('  '),
  );
  return [
    `${'served by'.padEnd(16)}  ${'page'.padEnd(9)}  ${'req/s'.padStart(7)}  ${'p99'.padStart(7)}  fail  load1  CPU (100 % = one core)`,
    ...rows,
  ].join('\n');
}

export function formatSwitches(switches: Switch[]): string {
  return switches
    .map(
      (each) =>
        `${each.app.padEnd(13)} round ${each.round}  ${each.version}  command ${seconds(each.commandMs).padStart(7)}  last node serving ${String(each.afterSwitchMs).padStart(4)} ms after the switch${each.throughSiteMs === undefined ? '' : `, a page through nginx ${each.throughSiteMs} ms`}`,
    )
    .join('\n');
}

export function formatMemory(readings: MemoryReading[]): string {
  const nodes = readings[0]?.rssMiB.length ?? 0;
  const header = [
    'round',
    'after releasing'.padEnd(15),
    ...Array.from({ length: nodes }, (_, i) => `node ${i + 1} RSS`),
  ];
  return [
    header.join('  '),
    ...readings.map((reading) =>
      [
        String(reading.round).padStart(5),
        reading.app.padEnd(15),
        ...reading.rssMiB.map((mib) => `${mib.toFixed(0)} MiB`.padStart(10)),
      ].join('  '),
    ),
  ].join('\n');
}

/** The figures of one bench run. */
export interface ClusterFigures {
  loads: PageLoad[];
  /** A remote's release, the command's start to its exit. */
  releases?: Runs | undefined;
  /** Every release: the switch to the last node serving it, and to a page through nginx naming it. */
  releasesServed?: Runs | undefined;
  releasesThroughSite?: Runs | undefined;
  /** remote-media's rollback: the switch to the last node serving it, and to a page through nginx. */
  rollbacks?: Runs | undefined;
  rollbacksThroughSite?: Runs | undefined;
  growth: MemoryGrowth[];
}

/** History rows (bench/results/history/cluster.csv; columns in docs/performance.md, "History"). */
export function historyRows(
  figures: ClusterFigures,
  { date, commit, run, note }: { date: string; commit: string; run: number; note: string },
): string[] {
  // Only a page load has a transport: autocannon speaks HTTP/1.1.
  const row = (method: string, page: string, build: string, measure: string, value: number, extra = '') =>
    [
      date,
      commit,
      run,
      method,
      page,
      page ? 'h1' : '',
      build,
      measure,
      value,
      `"${[note, extra].filter(Boolean).join('; ')}"`,
    ].join(',');
  const rows: string[] = [];
  for (const load of figures.loads) {
    const method = `autocannon ${load.connections}c ${load.seconds}s br`;
    const build = load.target === 'pnpm start' ? 'pnpm-start' : 'nginx-2-nodes';
    const extra = `load ${load.loadAverage.toFixed(1)}; CPU ${load.cpu.map((s) => `${s.name} ${Math.round(s.percent)}%`).join(' ')}`;
    rows.push(row(method, load.path, build, 'rps', Math.round(load.requestsPerSecond), extra));
    rows.push(row(method, load.path, build, 'p99_ms', load.p99Ms, extra));
  }
  const timed = (measure: string, runs: Runs | undefined) => {
    if (!runs) return;
    const method = `${runs.runsMs.length} runs`;
    const extra = `runs ${runs.runsMs.join(' ')}`;
    rows.push(row(method, '', 'postgresql', `${measure}_median_ms`, runs.medianMs, extra));
    rows.push(row(method, '', 'postgresql', `${measure}_max_ms`, runs.maxMs, extra));
  };
  timed('release_remote_command', figures.releases);
  timed('release_last_node', figures.releasesServed);
  timed('release_through_nginx', figures.releasesThroughSite);
  timed('rollback_last_node', figures.rollbacks);
  timed('rollback_through_nginx', figures.rollbacksThroughSite);
  for (const node of figures.growth) {
    const method = 'releases of each app';
    rows.push(row(method, '', `node-${node.node}`, 'rss_mib_round_2', Math.round(node.fromMiB)));
    rows.push(row(method, '', `node-${node.node}`, 'rss_mib_last_round', Math.round(node.toMiB)));
  }
  return rows;
}
