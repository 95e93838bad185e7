import { connect, type Socket } from 'node:net';
import { requestFrom } from '@sportif/testing/request-from';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnectionsPerAddress, trustedProxies } from '../src/http/connection-limit.ts';

let server: FastifyInstance | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
});

async function serve(exempt?: (address: string) => boolean): Promise<string> {
  server = Fastify();
  server.get('/', async () => 'ok');
  limitConnectionsPerAddress(server.server, { max: 3, exempt });
  return server.listen({ host: '127.0.0.1', port: 0 });
}

/**
 * A connection from `localAddress` that has had an answer and stays open (keep-alive): the server
 * has counted it. Resolves with undefined when the server closes it without an answer.
 */
function openConnection(url: string, localAddress: string): Promise<Socket | undefined> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress });
    sockets.push(socket);
    socket.on('error', () => {});
    socket.once('data', () => resolve(socket));
    socket.once('close', () => resolve(undefined));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('limitConnectionsPerAddress', () => {
  it('closes an address’s connection beyond the limit at once, not another address’s, and takes one again once one has closed', async () => {
    const url = await serve();
    const held = await Promise.all([1, 2, 3].map(() => openConnection(url, '127.0.0.2')));
    expect(held.every(Boolean)).toBe(true);
    expect(await openConnection(url, '127.0.0.2')).toBeUndefined();
    expect((await requestFrom('127.0.0.3', url)).status).toBe(200);

    held[0]?.destroy();
    await expect.poll(async () => Boolean(await openConnection(url, '127.0.0.2'))).toBe(true);
  });

  it('does not count the proxies TRUST_PROXY names', async () => {
    const url = await serve(trustedProxies('127.0.0.2'));
    const held = await Promise.all([1, 2, 3, 4, 5].map(() => openConnection(url, '127.0.0.2')));
    expect(held.every(Boolean)).toBe(true);
  });
});

describe('trustedProxies', () => {
  it('reads Fastify’s list of addresses and networks; without it, no address is exempt', () => {
    const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(['127.0.0.1', '10.1.2.3', '127.0.0.2', '192.168.1.1'].map(trusted)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(trustedProxies(false)('127.0.0.1')).toBe(false);
  });
});
