import { requestFrom } from '@sportif/testing/request-from';
import { attackSignIn, type StatusCounts } from '../../support/sign-in-attackers';
import { startSiteProcess } from '../../support/site-process';
import { expect, test } from '../../support/test';

const attackers = 80;
const waves = 3;
const probeEveryMs = 50;
const p99TargetMs = 100;

/** The value below which `share` (0-1) of `values` lie (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

test('80 sign-in attempts at once from 80 addresses leave / and a 401 answering within 100 ms at p99', async () => {
  test.setTimeout(120_000);
  const site = await startSiteProcess();
  try {
    const probe = async (path: string, method: string, expected: number) => {
      const started = performance.now();
      const response = await requestFrom('127.0.0.1', `${site.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(expected);
      return performance.now() - started;
    };
    const probePage = () => probe('/', 'GET', 200);
    const probeRefused = () => probe('/api/Examples/GetAll', 'POST', 401);
    // Warm up every path the test takes, so that loading code on first use is not measured.
    await Promise.all([probePage(), probeRefused()]);
    const warmUp = await requestFrom('127.0.0.9', `${site.url}/api/Auth/Login`, {
      method: 'POST',
      body: { emailOrUserName: 'isinma@example.com', password: 'yanlış-şifre' },
    });
    expect(warmUp.status).toBe(403);

    // Probes on their own clock while the attempts are in flight, none waiting for another.
    const memoryBefore = await site.memoryMiB();
    const pageTimes: Promise<number>[] = [];
    const refusedTimes: Promise<number>[] = [];
    const memory: Promise<number>[] = [];
    const sendProbes = () => {
      pageTimes.push(probePage());
      refusedTimes.push(probeRefused());
      memory.push(site.memoryMiB());
    };
    sendProbes();
    const clock = setInterval(sendProbes, probeEveryMs);
    const floodStarted = performance.now();
    let answers: StatusCounts;
    try {
      answers = await attackSignIn({ url: site.url, attackers, waves });
    } finally {
      clearInterval(clock);
    }
    const floodMs = performance.now() - floodStarted;
    const page = await Promise.all(pageTimes);
    const refused = await Promise.all(refusedTimes);

    const figures = {
      floodSeconds: Number((floodMs / 1000).toFixed(1)),
      signInAnswers: answers,
      probes: page.length,
      pageP99Ms: Math.round(percentile(page, 0.99)),
      pageMaxMs: Math.round(Math.max(...page)),
      unauthorizedP99Ms: Math.round(percentile(refused, 0.99)),
      unauthorizedMaxMs: Math.round(Math.max(...refused)),
      memoryBeforeMiB: Math.round(memoryBefore),
      memoryPeakMiB: Math.round(Math.max(...(await Promise.all(memory)))),
    };
    console.log(`sign-in flood (${waves} × ${attackers} attempts): ${JSON.stringify(figures)}`);
    expect(answers[500]).toBeUndefined();
    expect(figures.pageP99Ms).toBeLessThan(p99TargetMs);
    expect(figures.unauthorizedP99Ms).toBeLessThan(p99TargetMs);
  } finally {
    await site.stop();
  }
});
