/** The three routes of the mixed run, in the order each connection sends them. */
export const mixedRoutes = ['Examples/GetAll', 'Examples/Create', 'Email/SendMail'] as const;
export type MixedRoute = (typeof mixedRoutes)[number];

/** What one route of the mixed run saw, collected while the load runs. */
export interface RouteTally {
  /** Requests written to a connection. */
  sent: number;
  /** Answered 2xx. */
  ok: number;
  /** Answered 429 (throttled). */
  throttled: number;
  /** Answered with any other status. */
  otherStatus: number;
  /** Response times of every answered request, in milliseconds. */
  latenciesMs: number[];
}

export interface RouteFigures {
  route: string;
  sent: number;
  ok: number;
  throttled: number;
  otherStatus: number;
  /** Sent but never answered: connection errors and timeouts. */
  unanswered: number;
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
}

export const emptyTally = (): RouteTally => ({
  sent: 0,
  ok: 0,
  throttled: 0,
  otherStatus: 0,
  latenciesMs: [],
});

/** Counts one answer in the tally of its route. */
export function recordAnswer(tally: RouteTally, status: number, latencyMs: number): void {
  if (status >= 200 && status < 300) tally.ok++;
  else if (status === 429) tally.throttled++;
  else tally.otherStatus++;
  tally.latenciesMs.push(latencyMs);
}

/** The nearest-rank percentile (`p` from 0 to 100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

/** A route's figures over the run; answers per second over the whole run, `elapsedSeconds`. */
export function routeFigures(route: string, tally: RouteTally, elapsedSeconds: number): RouteFigures {
  const answered = tally.ok + tally.throttled + tally.otherStatus;
  return {
    route,
    sent: tally.sent,
    ok: tally.ok,
    throttled: tally.throttled,
    otherStatus: tally.otherStatus,
    unanswered: tally.sent - answered,
    requestsPerSecond: answered / elapsedSeconds,
    p99Ms: percentile(tally.latenciesMs, 99),
    averageMs: mean(tally.latenciesMs),
  };
}

/** The routes together, as one line of the table. */
export function combinedFigures(tallies: readonly RouteTally[], elapsedSeconds: number): RouteFigures {
  const all: RouteTally = emptyTally();
  for (const tally of tallies) {
    all.sent += tally.sent;
    all.ok += tally.ok;
    all.throttled += tally.throttled;
    all.otherStatus += tally.otherStatus;
    for (const latency of tally.latenciesMs) all.latenciesMs.push(latency);
  }
  return routeFigures('all', all, elapsedSeconds);
}

/**
 * The client address of the `serial`th contact message: 10.a.b.c, a different one for each of
 * the first 2^24 serials, so the limit of 5 messages an hour per address never applies.
 */
export function forwardedAddress(serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial >= 2 ** 24) {
    throw new RangeError(`no 10.x.y.z address for serial ${serial}`);
  }
  return `10.${(serial >>> 16) & 255}.${(serial >>> 8) & 255}.${serial & 255}`;
}
