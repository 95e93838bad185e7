import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestFrom } from '@sportif/testing/request-from';
import { forgedReleaseReport } from '../../support/forged-release-report';
import { sharedLogPipe } from '../../support/shared-log-pipe';
import { copySuiteReleases } from '../../support/site-store';
import { stallBody } from '../../support/stalled-request';
import { expect, test } from '../../support/test';

/** Sends each of `bodies` to `path` from `address`, one after the other; their statuses. */
async function send(
  url: string,
  address: string,
  path: string,
  bodies: unknown[],
  type = 'application/json',
) {
  const statuses: number[] = [];
  for (const body of bodies) {
    const answer = await requestFrom(address, `${url}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': type },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

test('after a long run of mixed checks, with a refused second process on the same log pipe and nobody reading it, a stalled body is still cut at 30 s', async () => {
  // A bound for a hang: two servers start (each opens a database), then the 30 s cut.
  test.setTimeout(330_000);
  const pipe = sharedLogPipe();
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-long-run-'));
  try {
    await copySuiteReleases(dataDir);
    const site = await pipe.start({ DATA_DIR: dataDir });
    await pipe.waitFor('Sportif Yaşam is served at');
    const url = `http://127.0.0.1:${site.port}`;

    // A second `pnpm start` on the same data folder and the same log pipe, refused: as any child
    // of the supervisor, it leaves the pipe the two share in blocking mode.
    const second = await pipe.start({ DATA_DIR: dataDir });
    const code = await new Promise<number | null>((resolve) => second.process.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(pipe.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${site.process.pid}`);

    // From now on nobody reads what the site writes.
    pipe.stopReading();
    const signIns = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send(url, '127.0.2.1', '/api/Auth/Login', [{ emailOrUserName: `yok${n}`, password: 'yanlış' }]),
      ),
    );
    expect(signIns.flat().filter((status) => status !== 403 && status !== 429)).toEqual([]);
    const oddBodies = await send(url, '127.0.2.2', '/api/Auth/Login', ['{"emailOrUserName":', 42, null]);
    expect(oddBodies).toEqual([403, 403, 403]);
    // 1,600 reports from 40 addresses: logged as lines, some 600 KB, more than a pipe holds.
    const reports = await Promise.all(
      Array.from({ length: 40 }, (_, a) =>
        send(
          url,
          `127.0.3.${a + 1}`,
          '/release-failures',
          Array.from({ length: 40 }, (_, n) => forgedReleaseReport(100 * a + n)),
          'text/plain;charset=UTF-8',
        ),
      ),
    );
    expect(reports.flat().filter((status) => status !== 400 && status !== 429)).toEqual([]);

    const stalled = await stallBody(url, '/api/Auth/Login', 50_000);
    expect(stalled.closed, 'the stalled request was still open after 50 s').toBe(true);
    expect(stalled.seconds).toBeGreaterThan(29);
    expect(stalled.seconds).toBeLessThan(40);
    expect(stalled.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect((await requestFrom('127.0.2.3', `${url}/umitkoy`)).status).toBe(200);
  } finally {
    await pipe.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
