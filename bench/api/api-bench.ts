import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@sportif/api';
import { seedExamples } from '@sportif/api/example-seed';
import { createExamplesRepository } from '@sportif/api/examples-repository';
import { type ApiLogger, consoleLogger } from '@sportif/api/logger';
import { openDatabase } from '@sportif/api/open-database';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { type MixedRunFigures, runMixedBench } from './mixed-run.ts';
import { describeStaffLoad, runStaffLoad } from './staff-load.ts';

/**
 * `pnpm bench:api`: the API in this process on a random port (PGlite in a temporary DATA_DIR, or
 * the server DATABASE_URL names), 100 Examples seeded, then autocannon at 50 connections against
 * a bare Fastify route that sends the same GetAll body from memory, Examples/GetAll and
 * Examples/Create, one route at a time; then the mixed run (mixed-run.ts): 100 connections for
 * 30 s over GetAll, Create and SendMail together, with the outbox rows counted against the
 * SendMail requests answered 200; then Examples/Query with the table grown to 100,000 records
 * (BENCH_QUERY_ROWS): the first page, searches and a page deep into a sort, one at a time like
 * the routes but at 10 connections (BENCH_QUERY_CONNECTIONS), with the query plans printed; then
 * the staff load (staff-load.ts): the whole site in a process of its own with 100,000 Examples
 * (BENCH_STAFF_ROWS), 10 connections on GetAll (BENCH_STAFF_CONNECTIONS) and a Create a second
 * for BENCH_STAFF_DURATION seconds (default 20), while a visitor opens the club page (needs the
 * production build). The load comes from worker threads so it does not share the servers' event
 * loop. Prints req/s, p99 and the ratio to the bare route, checks the targets, and writes the
 * figures to bench/results/. BENCH_DURATION (seconds, default 10) changes the single-route and
 * query runs, BENCH_CONNECTIONS (default 50) the single-route runs, BENCH_MIXED_DURATION (default
 * 30) and BENCH_MIXED_CONNECTIONS (default 100) the mixed run; BENCH_ONLY=routes, mixed, query or
 * staff runs only that one.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const mixedDuration = Number(process.env.BENCH_MIXED_DURATION ?? 30);
const mixedConnections = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 100);
const queryRows = Number(process.env.BENCH_QUERY_ROWS ?? 100_000);
// A few staff at their screens at once, each answer awaited: not the 50 a public route gets.
const queryConnections = Number(process.env.BENCH_QUERY_CONNECTIONS ?? 10);
const staffRows = Number(process.env.BENCH_STAFF_ROWS ?? 100_000);
const staffConnections = Number(process.env.BENCH_STAFF_CONNECTIONS ?? 10);
const staffDuration = Number(process.env.BENCH_STAFF_DURATION ?? 20);
const runs = ['routes', 'mixed', 'query', 'staff'] as const;
const only = process.env.BENCH_ONLY;
if (only !== undefined && !(runs as readonly string[]).includes(only)) {
  throw new Error(`BENCH_ONLY must be ${runs.join(', ')}, not ${only}`);
}
const wanted = (run: (typeof runs)[number]) => only === undefined || only === run;
const targets = { getAllRatio: 0.25, getAllP99Ms: 20, errors: 0, pageUnderStaffLoadP99Ms: 100 };

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  errors: number;
  total: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  loadConnections = connections,
): Promise<Figures> {
  const options = {
    url,
    method: 'POST' as const,
    connections: loadConnections,
    duration,
    workers: 1,
    headers,
    ...(body === undefined ? {} : { body }),
  };
  await autocannon({ ...options, duration: Math.min(2, duration) });
  const result = await autocannon(options);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sportif-api-bench-'));
const env = { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL };
const logger: ApiLogger = { info: () => {}, warn: () => {}, error: consoleLogger.error };
// Opened here rather than by the API so that the mixed run can count the outbox rows.
const db = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir,
  onIdleError: (error) => logger.error('A database connection failed', error),
});
const api = await createApi({ env, logger, database: db });
// Visitors reach the API through the site's proxy; the mixed run sends SendMail as they would.
const server = Fastify({ trustProxy: 'loopback' });
await server.register(api.plugin, { prefix: '/api' });
const apiUrl = await listen(server);

const login = await fetch(`${apiUrl}/api/Auth/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ emailOrUserName: 'admin', password: api.settings.adminPassword }),
});
const { token } = ((await login.json()) as { data: { token: string } }).data;
const auth = { authorization: `Bearer ${token}` };
for (let n = 1; n <= 100; n++) {
  const created = await fetch(`${apiUrl}/api/Examples/Create`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ field1: `Örnek kayıt ${n}`, field2: `İkinci alan ${n}` }),
  });
  if (!created.ok) throw new Error(`seeding failed: ${created.status}`);
}
const getAllBody = await (
  await fetch(`${apiUrl}/api/Examples/GetAll`, { method: 'POST', headers: auth })
).text();
const seeded = (JSON.parse(getAllBody) as { data: { id: string }[] }).data;
const rows = seeded.length;

interface Check {
  target: string;
  met: boolean;
}

/** The single-route runs: the bare route, GetAll and Create, one after the other. */
async function runRouteBench() {
  const bare = Fastify();
  bare.post('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(getAllBody));
  const bareUrl = await listen(bare);

  console.log(
    `autocannon: ${connections} connections, ${duration} s a route, GetAll answers ${rows} rows (${getAllBody.length} bytes)`,
  );
  const results = [
    await load('bare Fastify route', `${bareUrl}/bare`, {}),
    await load('Examples/GetAll', `${apiUrl}/api/Examples/GetAll`, auth),
    await load(
      'Examples/Create',
      `${apiUrl}/api/Examples/Create`,
      { ...auth, 'content-type': 'application/json' },
      JSON.stringify({ field1: 'Yük testi', field2: 'autocannon' }),
    ),
  ];
  await bare.close();

  const [bareFigures, getAll, create] = results as [Figures, Figures, Figures];
  const ratio = (figures: Figures) => figures.requestsPerSecond / bareFigures.requestsPerSecond;
  console.log(
    [
      '',
      `${'route'.padEnd(20)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'avg ms'.padStart(7)} ${'errors'.padStart(7)} ${'vs bare'.padStart(8)}`,
      ...results.map(
        (figures) =>
          `${figures.name.padEnd(20)} ${figures.requestsPerSecond.toFixed(0).padStart(9)} ${String(figures.p99Ms).padStart(7)} ${figures.averageMs.toFixed(2).padStart(7)} ${String(figures.errors).padStart(7)} ${`${(ratio(figures) * 100).toFixed(1)} %`.padStart(8)}`,
      ),
    ].join('\n'),
  );

  const checks: Check[] = [
    {
      target: `GetAll at least ${targets.getAllRatio * 100} % of the bare route`,
      met: ratio(getAll) >= targets.getAllRatio,
    },
    { target: `GetAll p99 at most ${targets.getAllP99Ms} ms`, met: getAll.p99Ms <= targets.getAllP99Ms },
    { target: 'zero errors', met: results.every((figures) => figures.errors === targets.errors) },
  ];
  return { connections, duration, results, ratios: { getAll: ratio(getAll), create: ratio(create) }, checks };
}

function mixedChecks(mixed: MixedRunFigures): Check[] {
  const { all } = mixed.measured;
  return [
    {
      target: `mixed run: outbox rows equal SendMail requests answered 200 (${mixed.outbox.rows} and ${mixed.outbox.accepted})`,
      met: mixed.outbox.rows === mixed.outbox.accepted,
    },
    {
      target: 'mixed run: every request answered 2xx (no errors, timeouts, 429 or other statuses)',
      met: all.sent === all.ok && mixed.measured.errors === 0,
    },
  ];
}

/** The calls of the Examples screen (issue 20) at queryRows records. */
const queryRequests: [string, Record<string, unknown>][] = [
  ['first page', {}],
  ['search "ışık"', { search: 'ışık' }],
  ['search "kick boks 12"', { search: 'kick boks 12', sort: 'field1' }],
  ['search "ş" (no trigram)', { search: 'ş' }],
  ['page 1,000 by field 2', { sort: 'field2', direction: 'desc', offset: 49_950 }],
];

/** Examples/Query with the table grown to queryRows records: each request alone, then their plans. */
async function runQueryBench() {
  const { rows: counted } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM examples');
  await seedExamples(db, Math.max(0, queryRows - (counted[0]?.total ?? 0)));
  await db.exec('ANALYZE examples');
  const { rows: total } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM examples');
  const tableRows = total[0]?.total ?? 0;
  console.log(
    `\nExamples/Query at ${tableRows.toLocaleString('en')} records, ${queryConnections} connections, ${duration} s each`,
  );
  const results: Figures[] = [];
  for (const [name, body] of queryRequests) {
    results.push(
      await load(
        `Query: ${name}`,
        `${apiUrl}/api/Examples/Query`,
        { ...auth, 'content-type': 'application/json' },
        JSON.stringify(body),
        queryConnections,
      ),
    );
  }
  console.log(
    [
      `${'call'.padEnd(36)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'avg ms'.padStart(7)} ${'errors'.padStart(7)}`,
      ...results.map(
        (figures) =>
          `${figures.name.padEnd(36)} ${figures.requestsPerSecond.toFixed(0).padStart(9)} ${String(figures.p99Ms).padStart(7)} ${figures.averageMs.toFixed(2).padStart(7)} ${String(figures.errors).padStart(7)}`,
      ),
    ].join('\n'),
  );
  const repository = await createExamplesRepository(db);
  const plans: { name: string; plan: string }[] = [];
  for (const [name, body] of queryRequests.slice(1, 4)) {
    const plan = await repository.explainQuery({
      search: '',
      sort: 'number',
      direction: 'asc',
      offset: 0,
      limit: 50,
      ...body,
    });
    plans.push({ name, plan });
    console.log(`\nplan of ${name}:\n${plan}`);
  }
  const checks: Check[] = [
    { target: 'Query: zero errors', met: results.every((figures) => figures.errors === targets.errors) },
  ];
  return { rows: tableRows, connections: queryConnections, duration, results, plans, checks };
}

const routeRuns = wanted('routes') ? await runRouteBench() : undefined;
const mixed = !wanted('mixed')
  ? undefined
  : await runMixedBench({
      db,
      origin: apiUrl,
      token,
      seededIds: seeded.map((example) => example.id),
      connections: mixedConnections,
      durationSeconds: mixedDuration,
    });

const queryRuns = wanted('query') ? await runQueryBench() : undefined;

async function runStaffBench() {
  const figures = await runStaffLoad({
    repoRoot: join(import.meta.dirname, '../..'),
    rows: staffRows,
    connections: staffConnections,
    durationSeconds: staffDuration,
  });
  console.log(describeStaffLoad(figures));
  const checks: Check[] = [
    {
      target: `staff load: ${figures.page.path} p99 at most ${targets.pageUnderStaffLoadP99Ms} ms`,
      met: figures.page.p99Ms <= targets.pageUnderStaffLoadP99Ms && figures.page.failed === 0,
    },
    {
      target: 'staff load: every GetAll and Create answered 200',
      met: figures.getAll.errors + figures.getAll.non2xx === 0 && figures.creates.ok === figures.creates.sent,
    },
  ];
  return { ...figures, checks };
}
const staffRuns = wanted('staff') ? await runStaffBench() : undefined;

const checks = [
  ...(routeRuns?.checks ?? []),
  ...(mixed ? mixedChecks(mixed) : []),
  ...(queryRuns?.checks ?? []),
  ...(staffRuns?.checks ?? []),
];
console.log('');
for (const check of checks) console.log(`${check.met ? 'met    ' : 'MISSED '} ${check.target}`);

const resultsDir = join(import.meta.dirname, '../results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `api-bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, database: db.engine, rows, ...routeRuns, mixed, query: queryRuns, staff: staffRuns, checks }, null, 2)}\n`,
);
console.log(`figures written to ${file}`);

await server.close();
await api.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = checks.every((check) => check.met) ? 0 : 1;
