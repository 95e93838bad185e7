import { describe, expect, it } from 'vitest';
import {
  clusterChecks,
  clusterTargets,
  historyRows,
  type MemoryReading,
  memoryGrowth,
  type PageLoad,
  runsOf,
} from './cluster-figures.ts';

const load = (overrides: Partial<PageLoad> = {}): PageLoad => ({
  target: 'nginx + 2 nodes',
  path: '/umitkoy',
  connections: 50,
  seconds: 30,
  requestsPerSecond: 16_000.4,
  p99Ms: 12,
  failures: 0,
  errors: {},
  cpu: [
    { name: 'nginx', percent: 61.2 },
    { name: 'autocannon', percent: 98.7 },
  ],
  loadAverage: 2.31,
  ...overrides,
});

/** Every node's RSS after each app's release, round after round. */
const readings = (byRound: number[][]): MemoryReading[] =>
  byRound.flatMap((rss, index) =>
    ['shell', 'remote-media'].map((app) => ({ app, round: index + 1, rssMiB: rss })),
  );

describe('the cluster bench figures', () => {
  it('gives the median and the spread of runs', () => {
    expect(runsOf([900, 300, 500, 700, 100])).toEqual({
      runsMs: [900, 300, 500, 700, 100],
      medianMs: 500,
      minMs: 100,
      maxMs: 900,
    });
  });

  it('calls memory flat from the second round on when it grows by no more than the allowance', () => {
    const growth = memoryGrowth(
      readings([
        [180, 170],
        [200, 190],
        [205, 190],
        [210, 240],
      ]),
    );
    expect(growth).toEqual([
      { node: 1, fromMiB: 200, toMiB: 210, flat: true },
      { node: 2, fromMiB: 190, toMiB: 240, flat: false },
    ]);
    // The first round's growth (the first release of each app fetched and read) does not count.
    expect(memoryGrowth(readings([[100], [200], [200 + clusterTargets.memoryGrowthMiB]]))[0]?.flat).toBe(
      true,
    );
  });

  it('says nothing of memory with fewer than three rounds', () => {
    expect(memoryGrowth(readings([[180], [200]]))).toEqual([]);
    expect(memoryGrowth([])).toEqual([]);
  });

  it("checks the page's rate, p99 and failures through nginx, and only failures from pnpm start", () => {
    const checks = clusterChecks(
      [
        load(),
        load({ path: '/', requestsPerSecond: 14_999 }),
        load({ path: '/', p99Ms: 20 }),
        load({ path: '/', failures: 1 }),
        load({ target: 'pnpm start', requestsPerSecond: 9_000, p99Ms: 40 }),
      ],
      undefined,
      undefined,
      [],
    );
    expect(checks.map((check) => check.met)).toEqual([true, false, false, false, true]);
    expect(checks[0]?.what).toBe(
      '/umitkoy through nginx: 16000 req/s (target ≥ 15000), p99 12 ms (target < 20), 0 failures',
    );
  });

  it('holds the slowest release and rollback to their targets, not the median', () => {
    const checks = clusterChecks([], runsOf([10_000, 12_000, 31_000]), runsOf([80, 90, 1_000]), [
      { node: 1, fromMiB: 200, toMiB: 230, flat: false },
    ]);
    expect(checks.map((check) => check.met)).toEqual([false, true, false]);
    expect(checks[0]?.what).toBe(
      'release of a remote, gate included: median 12.0 s, slowest 31.0 s (target ≤ 30.0 s)',
    );
  });

  it('writes history rows with the method, the load and the runs', () => {
    const rows = historyRows(
      {
        loads: [load()],
        rollbacks: runsOf([80, 120]),
        growth: [{ node: 2, fromMiB: 200.4, toMiB: 201.6, flat: true }],
      },
      { date: '2026-11-28', commit: 'abc1234', run: 1, note: 'quiet' },
    );
    expect(rows).toEqual([
      '2026-11-28,abc1234,1,autocannon 50c 30s br,/umitkoy,h1,nginx-2-nodes,rps,16000,"quiet; load 2.3; CPU nginx 61% autocannon 99%"',
      '2026-11-28,abc1234,1,autocannon 50c 30s br,/umitkoy,h1,nginx-2-nodes,p99_ms,12,"quiet; load 2.3; CPU nginx 61% autocannon 99%"',
      '2026-11-28,abc1234,1,2 runs,,,postgresql,rollback_last_node_median_ms,100,"quiet; runs 80 120"',
      '2026-11-28,abc1234,1,2 runs,,,postgresql,rollback_last_node_max_ms,120,"quiet; runs 80 120"',
      '2026-11-28,abc1234,1,releases of each app,,,node-2,rss_mib_round_2,200,"quiet"',
      '2026-11-28,abc1234,1,releases of each app,,,node-2,rss_mib_last_round,202,"quiet"',
    ]);
  });
});
