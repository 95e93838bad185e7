import { connect } from 'node:net';
import { maxConnectionsPerAddress } from '@sportif/api/connection-limit';
import { requestFrom } from '@sportif/testing/request-from';
import { startSiteProcess } from '../../support/site-process';
import { expect, test } from '../../support/test';

test.describe.configure({ mode: 'default' });

test('one address holds at most its limit of slow connections: the rest are closed at once, and other visitors are served', async () => {
  test.setTimeout(120_000);
  const site = await startSiteProcess();
  const attempts = maxConnectionsPerAddress + 200;
  const { port } = new URL(site.url);
  const sockets = Array.from({ length: attempts }, () =>
    connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.60' }),
  );
  try {
    // Each sends the start of its headers, and no more: a request the server cuts only at 30 s.
    // Settled: closed by the server without a word (refused), or answered (the 30 s cut's 408).
    const settled = sockets.map(
      (socket) =>
        new Promise<'refused' | 'answered'>((resolve) => {
          let answered = false;
          socket.on('error', () => {});
          socket.on('data', () => {
            answered = true;
          });
          socket.once('close', () => resolve(answered ? 'answered' : 'refused'));
          socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        }),
    );
    const outcomes: string[] = [];
    await new Promise<void>((resolve) => {
      for (const outcome of settled) {
        void outcome.then((result) => {
          outcomes.push(result);
          if (result === 'answered' || outcomes.length === attempts - maxConnectionsPerAddress) resolve();
        });
      }
    });
    expect(outcomes).toEqual(Array(attempts - maxConnectionsPerAddress).fill('refused'));
    expect((await requestFrom('127.0.0.61', `${site.url}/umitkoy`)).status).toBe(200);
  } finally {
    for (const socket of sockets) socket.destroy();
    await site.stop();
  }
});
