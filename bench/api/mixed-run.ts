import { randomBytes } from 'node:crypto';
import type { Database } from '@sportif/api/database';
import { type MixedLoadResult, runMixedLoad } from './mixed-load.ts';
import { mixedRoutes, type RouteFigures } from './mixed-load-figures.ts';

export interface MixedRunContext {
  db: Database;
  origin: string;
  token: string;
  /** The Examples seeded for the bench: the list is reset to them before each pass. */
  seededIds: readonly string[];
  connections: number;
  durationSeconds: number;
}

export interface MixedRunFigures {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  measured: MixedLoadResult;
  examples: { atStart: number; atEnd: number };
  outbox: {
    /** Rows holding this bench's contact messages, whatever their delivery state. */
    rows: number;
    byStatus: Record<string, number>;
    /** SendMail requests answered 200, warm-up and measured run together. */
    accepted: number;
  };
}

const warmUpSeconds = 2;

const unansweredSendMail = (result: MixedLoadResult) =>
  result.routes.find((figures) => figures.route === 'Email/SendMail')?.unanswered ?? 0;

async function resetExamples(db: Database, seededIds: readonly string[]): Promise<number> {
  await db.query('DELETE FROM examples WHERE NOT (id = ANY($1::uuid[]))', [seededIds]);
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM examples');
  return rows[0]?.count ?? 0;
}

const cell = (value: number, width: number, digits = 0) =>
  (Number.isNaN(value) ? '-' : value.toFixed(digits)).padStart(width);

function tableLine(figures: RouteFigures): string {
  return [
    figures.route.padEnd(16),
    cell(figures.requestsPerSecond, 7),
    cell(figures.p99Ms, 7, 1),
    cell(figures.averageMs, 7, 2),
    cell(figures.ok, 7),
    cell(figures.throttled, 5),
    cell(figures.otherStatus, 6),
    cell(figures.unanswered, 11),
  ].join(' ');
}

/**
 * The mixed run of `pnpm bench:api`: GetAll, Create and SendMail in one autocannon run (a 2 s
 * warm-up, then `durationSeconds`), each pass starting from the seeded Examples. Afterwards the
 * outbox rows holding the run's contact messages are counted against the SendMail requests
 * answered 200: a message is stored before it is answered, so the two must be equal.
 */
export async function runMixedBench(context: MixedRunContext): Promise<MixedRunFigures> {
  const { db, connections, durationSeconds } = context;
  const runId = randomBytes(4).toString('hex');
  const subjectPrefix = `Yük testi ${runId} #`;
  const pass = (seconds: number, firstSerial: number) =>
    runMixedLoad({
      origin: context.origin,
      apiPath: '/api/',
      token: context.token,
      connections,
      durationSeconds: seconds,
      runId,
      subjectPrefix,
      firstSerial,
    });

  console.log(
    [
      '',
      `mixed run: ${connections} connections, ${durationSeconds} s after a ${warmUpSeconds} s warm-up; each connection sends ${mixedRoutes.join(', ')} in turn (1:1:1)`,
      'Email/SendMail: each request comes from its own address (X-Forwarded-For 10.x.y.z; the server trusts',
      'loopback as its proxy), so the limit of 5 messages an hour per address is not what is measured;',
      'the mail worker delivers to .eml files meanwhile, as it would in production.',
    ].join('\n'),
  );
  await resetExamples(db, context.seededIds);
  const warmUp = await pass(warmUpSeconds, 0);
  const atStart = await resetExamples(db, context.seededIds);
  const measured = await pass(durationSeconds, warmUp.nextSerial);

  const { rows: statusRows } = await db.query<{ status: string; rows: number }>(
    'SELECT status, count(*)::int AS rows FROM mail_outbox WHERE starts_with(subject, $1) GROUP BY status',
    [subjectPrefix],
  );
  const byStatus = Object.fromEntries(statusRows.map((row) => [row.status, row.rows]));
  const rows = statusRows.reduce((sum, row) => sum + row.rows, 0);
  const accepted = warmUp.sendMailAccepted + measured.sendMailAccepted;
  const { rows: exampleRows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM examples',
  );
  const atEnd = exampleRows[0]?.count ?? 0;

  const statuses = Object.entries(byStatus)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  console.log(
    [
      '',
      `${'route'.padEnd(16)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'avg ms'.padStart(7)} ${'2xx'.padStart(7)} ${'429'.padStart(5)} ${'other'.padStart(6)} ${'unanswered'.padStart(11)}`,
      ...measured.routes.map(tableLine),
      tableLine(measured.all),
      '',
      `${measured.elapsedSeconds.toFixed(1)} s from the first request to the last answer; autocannon errors ${measured.errors} (timeouts ${measured.timeouts})`,
      `Examples: ${atStart} rows at the start, ${atEnd} at the end (GetAll answers them all, built again after each Create)`,
      `outbox rows of this bench: ${rows}${statuses ? ` (${statuses} when counted)` : ''}`,
      `SendMail answered 200:     ${accepted} (warm-up ${warmUp.sendMailAccepted}, measured run ${measured.sendMailAccepted})`,
      `SendMail left unanswered:  ${unansweredSendMail(warmUp) + unansweredSendMail(measured)} (the checks below compare rows and answers)`,
      '',
    ].join('\n'),
  );

  return {
    connections,
    durationSeconds,
    warmUpSeconds,
    measured,
    examples: { atStart, atEnd },
    outbox: { rows, byStatus, accepted },
  };
}
