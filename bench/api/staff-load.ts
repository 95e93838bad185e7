import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMiB } from '@sportif/testing/process-usage';
import { requestFrom } from '@sportif/testing/request-from';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import autocannon from 'autocannon';
import { releaseCheckoutInto } from '../released-store.ts';
import { seedDataDir } from '../seeded-data-dir.ts';

/**
 * The staff-load run of `pnpm bench:api`: the whole site as `pnpm start` serves it (the site
 * server with the API, PGlite, in a process of its own) with `rows` Examples, `connections`
 * staff connections calling Examples/GetAll without pause and one Examples/Create a second, while
 * a visitor opens the club page every `probeEveryMs` on a new connection. It measures what the
 * visitor waits and how much memory the server takes.
 */

export interface StaffLoadOptions {
  repoRoot: string;
  rows: number;
  connections: number;
  durationSeconds: number;
}

export interface PageFigures {
  path: string;
  probes: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface StaffLoadFigures {
  rows: number;
  connections: number;
  durationSeconds: number;
  getAll: {
    answered: number;
    requestsPerSecond: number;
    p99Ms: number;
    averageMs: number;
    /** Connection errors, timeouts (no answer within autocannon's 10 s) and answers other than 2xx. */
    errors: number;
    timeouts: number;
    non2xx: number;
    bytesPerAnswer: number;
  };
  creates: { sent: number; ok: number };
  /** The visitor's page before the staff load began (the machine's own pace), and during it. */
  quietPage: PageFigures;
  page: PageFigures;
  memory: { beforeMiB: number; peakMiB: number };
}

const pagePath = '/umitkoy';
const probeEveryMs = 50;
const quietSeconds = 5;

/** The value below which `share` (0-1) of `values` lie (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** A request on a connection of its own (from 127.0.0.1): its status, its body and how long it took. */
async function timedRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const answer = await requestFrom('127.0.0.1', url, options).catch(() => ({ status: 0, body: '' }));
  return { status: answer.status, ms: performance.now() - started, body: answer.body };
}

/** Opens the page every probeEveryMs until `until` resolves; resolves with what each load took. */
async function probePage(
  url: string,
  until: Promise<unknown>,
  onProbe: () => void = () => {},
): Promise<PageFigures> {
  const loads: Promise<{ status: number; ms: number }>[] = [];
  const clock = setInterval(() => {
    loads.push(timedRequest(`${url}${pagePath}`));
    onProbe();
  }, probeEveryMs);
  try {
    await until;
  } finally {
    clearInterval(clock);
  }
  const answered = await Promise.all(loads);
  const ms = answered.filter((load) => load.status === 200).map((load) => load.ms);
  return {
    path: pagePath,
    probes: answered.length,
    failed: answered.length - ms.length,
    p50Ms: Math.round(percentile(ms, 0.5)),
    p99Ms: Math.round(percentile(ms, 0.99)),
    maxMs: Math.round(Math.max(...ms)),
  };
}

export async function runStaffLoad(options: StaffLoadOptions): Promise<StaffLoadFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-staff-load-'));
  await seedDataDir(dataDir, options.rows);
  // The server serves what is live in DATA_DIR's store: the checkout's builds, through the gate,
  // as pnpm start's first release.
  await releaseCheckoutInto(dataDir, 'pnpm bench:api');
  const site = await startSiteServerProcess(options.repoRoot, { DATA_DIR: dataDir });
  try {
    const pid = site.process.pid as number;
    const signIn = await timedRequest(`${site.url}/api/Auth/Login`, {
      method: 'POST',
      body: { emailOrUserName: 'admin', password: 'admin12345' },
    });
    if (signIn.status !== 200) throw new Error(`The staff sign-in answered ${signIn.status}`);
    const token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    // Warm up: the first list, and the page's code paths.
    const first = await timedRequest(`${site.url}/api/Examples/GetAll`, { method: 'POST', headers: auth });
    if (first.status !== 200) throw new Error(`GetAll answered ${first.status}`);
    await timedRequest(`${site.url}${pagePath}`);
    const quietPage = await probePage(
      site.url,
      new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000)),
    );
    const beforeMiB = await rssMiB(pid);

    const memory: Promise<number>[] = [];
    const creates: Promise<{ status: number }>[] = [];
    let created = 0;
    const writer = setInterval(() => {
      created++;
      creates.push(
        timedRequest(`${site.url}/api/Examples/Create`, {
          method: 'POST',
          headers: auth,
          body: { field1: `Personel yükü ${created}`, field2: 'bench:api' },
        }),
      );
    }, 1000);
    const load = autocannon({
      url: `${site.url}/api/Examples/GetAll`,
      method: 'POST',
      headers: auth,
      connections: options.connections,
      duration: options.durationSeconds,
      workers: 1,
    });
    let page: PageFigures;
    try {
      page = await probePage(site.url, load, () => memory.push(rssMiB(pid)));
    } finally {
      clearInterval(writer);
    }
    const result = await load;
    const createStatuses = await Promise.all(creates);
    return {
      rows: options.rows,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      getAll: {
        answered: result.requests.total,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        averageMs: result.latency.average,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        bytesPerAnswer: Buffer.byteLength(first.body),
      },
      creates: { sent: created, ok: createStatuses.filter((answer) => answer.status === 200).length },
      quietPage,
      page,
      memory: {
        beforeMiB: Math.round(beforeMiB),
        peakMiB: Math.round(Math.max(...(await Promise.all(memory)))),
      },
    };
  } finally {
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The lines the bench prints for a staff-load run. */
export function describeStaffLoad(figures: StaffLoadFigures): string {
  const { getAll, page, quietPage, memory, creates } = figures;
  const pageLine = (when: string, figures: PageFigures) =>
    `${figures.path} ${when}: ${figures.probes} loads, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, ${figures.failed} failed`;
  return [
    `\nStaff load: ${figures.connections} connections calling Examples/GetAll on ${figures.rows.toLocaleString('en')} records (${(getAll.bytesPerAnswer / 1024 / 1024).toFixed(1)} MB an answer), one Create a second, ${figures.durationSeconds} s; a visitor opening ${page.path} every ${probeEveryMs} ms`,
    `GetAll: ${getAll.answered} answered, ${getAll.requestsPerSecond.toFixed(1)} req/s, p99 ${getAll.p99Ms} ms, average ${getAll.averageMs.toFixed(0)} ms, ${getAll.errors} errors (${getAll.timeouts} timeouts), ${getAll.non2xx} not 2xx; Create: ${creates.ok} of ${creates.sent} answered 200`,
    pageLine(`before the load (${quietSeconds} s)`, quietPage),
    pageLine('under the load', page),
    `server memory (RSS): ${memory.beforeMiB} MiB before, ${memory.peakMiB} MiB at most`,
  ].join('\n');
}
