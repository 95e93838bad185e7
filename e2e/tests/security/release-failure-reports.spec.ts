import { requestFrom } from '@sportif/testing/request-from';
import { forgedReleaseReport } from '../../support/forged-release-report';
import { startSiteProcess } from '../../support/site-process';
import { expect, test } from '../../support/test';

/** Sends `count` reports from `address` one after the other; their statuses. */
async function report(url: string, address: string, count: number, first = 0): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = first; n < first + count; n++) {
    const answer = await requestFrom(address, `${url}/release-failures`, {
      method: 'POST',
      body: forgedReleaseReport(n),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

test.describe.configure({ mode: 'default' });

test('a forged release failure report is refused and not logged; one address sends 10 a minute, all together 100', async () => {
  test.setTimeout(120_000);
  const site = await startSiteProcess();
  try {
    const one = await report(site.url, '127.0.0.20', 30);
    expect(one).toEqual([...Array(10).fill(400), ...Array(20).fill(429)]);
    const many = (
      await Promise.all(
        Array.from({ length: 12 }, (_, n) => report(site.url, `127.0.0.${21 + n}`, 10, 100 * n)),
      )
    ).flat();
    expect(many.filter((status) => status === 400)).toHaveLength(90);
    expect(many.filter((status) => status === 429)).toHaveLength(30);
    expect(site.output()).not.toContain('[release]');
  } finally {
    await site.stop();
  }
});
