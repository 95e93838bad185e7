/**
 * Lighthouse's simulation (Lantern) as its own metric classes compute it. These are files inside
 * the lighthouse package, not its public API (tbt-breakdown.test.ts fails when an upgrade moves
 * them); only `pnpm bench:tbt` uses them.
 */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

export { LanternFirstContentfulPaint, LanternInteractive, LanternTotalBlockingTime };

/** A CPU task of the simulation: its trace events, and where the simulation put it. */
export interface SimulatedTask {
  startMs: number;
  endMs: number;
  /** Observed start: the trace's own timestamp, in microseconds (for finding the task in the trace). */
  observedStartUs: number;
  observedMs: number;
  childEvents: { name: string; args?: { data?: { url?: string } } }[];
  laidOut: boolean;
}

export interface LanternEstimate {
  timeInMs: number;
  tasks: SimulatedTask[];
}

export interface LanternTiming {
  timing: number;
  optimistic: LanternEstimate;
  pessimistic: LanternEstimate;
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<
    {
      type: string;
      startTime: number;
      duration: number;
      childEvents: SimulatedTask['childEvents'];
      didPerformLayout(): boolean;
    },
    { startTime: number; endTime: number }
  >;
}

function tasksOf(estimate: Estimate): LanternEstimate {
  const tasks: SimulatedTask[] = [];
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu') continue;
    tasks.push({
      startMs: timing.startTime,
      endMs: timing.endTime,
      observedStartUs: node.startTime,
      observedMs: node.duration / 1000,
      childEvents: node.childEvents,
      laidOut: node.didPerformLayout(),
    });
  }
  return { timeInMs: estimate.timeInMs, tasks };
}

/**
 * The simulated first paint, interactive time and TBT of one Lighthouse run, from the trace and
 * the DevTools log it recorded (the artifacts `Trace`, `DevtoolsLog`, `GatherContext`, `URL`).
 */
export async function simulate(artifacts: {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
}): Promise<{ firstPaint: LanternTiming; interactive: LanternTiming; tbt: LanternTiming }> {
  const settings = { ...defaultSettings, throttlingMethod: 'simulate' as const };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const timingOf = (result: {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  }) => ({
    timing: result.timing,
    optimistic: tasksOf(result.optimisticEstimate),
    pessimistic: tasksOf(result.pessimisticEstimate),
  });
  // biome-ignore lint/suspicious/noExplicitAny: Lighthouse's computed-artifact types want its whole artifact set
  const request = (metric: { request(data: any, context: any): Promise<any> }) =>
    metric.request(data, context);
  return {
    firstPaint: timingOf(await request(LanternFirstContentfulPaint)),
    interactive: timingOf(await request(LanternInteractive)),
    tbt: timingOf(await request(LanternTotalBlockingTime)),
  };
}
