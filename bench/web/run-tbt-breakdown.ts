import { simulate } from './lighthouse-lantern.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { sharesOf } from './tbt-breakdown.ts';

/**
 * `pnpm bench:tbt [url] [runs]`: Lighthouse mobile runs of one page of a running site (by default
 * `pnpm start`'s club page), each with its simulated TBT split by main-thread task, and the shares
 * by kind of task over all runs. What `pnpm bench:web` reports as one median, explained: which
 * tasks count, and how long each was in the trace (docs/toolchain.md, "Lighthouse").
 */

const url = process.argv[2] ?? 'http://localhost:3000/umitkoy';
const runs = Number(process.argv[3] ?? 5);

async function main(): Promise<void> {
  const byKind = new Map<string, number>();
  const totals: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const { lhr, artifacts, failure } = await runLighthouse(url, ['performance']);
    const tbtMs = lhr.audits['total-blocking-time']?.numericValue;
    if (failure || tbtMs === undefined) {
      console.log(`run ${run}: Lighthouse measured nothing (${failure ?? 'no TBT'})`);
      continue;
    }
    const lanternInput = artifacts as unknown as Parameters<typeof simulate>[0] & {
      Trace: { traceEvents: { name: string; ts: number }[] };
    };
    const timeOrigin =
      lanternInput.Trace.traceEvents.find((event) => event.name === 'navigationStart')?.ts ?? 0;
    const shares = sharesOf(await simulate(lanternInput), timeOrigin);
    totals.push(tbtMs);
    const sum = shares.reduce((total, share) => total + share.blockingMs, 0);
    console.log(`run ${run}: TBT ${Math.round(tbtMs)} ms (the tasks below: ${Math.round(sum)} ms)`);
    for (const share of shares) {
      byKind.set(share.kind, (byKind.get(share.kind) ?? 0) + share.blockingMs);
      console.log(
        `  ${String(Math.round(share.blockingMs)).padStart(4)} ms  ${share.kind}, ` +
          `${share.observedMs.toFixed(0)} ms in the trace at ${share.observedAtMs.toFixed(0)} ms`,
      );
    }
  }
  const counted = totals.length;
  console.log(`\n${url}: TBT over ${counted} runs: ${totals.map(Math.round).join(', ')} ms`);
  console.log('Mean share per run, by kind of task:');
  for (const [kind, ms] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(Math.round(ms / Math.max(counted, 1))).padStart(4)} ms  ${kind}`);
}

await main();
