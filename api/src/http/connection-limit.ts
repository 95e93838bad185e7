import type { Server } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { clientAddressKey } from './client-address.ts';

/**
 * Connections one client address (an IPv6 /64) may hold open at once. A browser opens at most six
 * to a site over HTTP/1.1 and one over HTTP/2; a club's Wi-Fi puts its members behind one
 * address. Without a bound, one address held 6,000 connections, each sending its headers slowly
 * enough to be cut only at 30 s.
 */
export const maxConnectionsPerAddress = 128;

/**
 * Whether a peer is exempt from the limit: the proxies `trustProxy` names (Fastify's setting, a
 * comma-separated list of addresses and networks), which carry the connections of many clients
 * and limit each of them themselves (the nginx recipe's limit_conn).
 */
export function trustedProxies(trustProxy: string | false | undefined): (address: string) => boolean {
  if (!trustProxy) return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusted(address, 0);
}

/**
 * Closes, as soon as it is accepted, a connection from an address that already holds `max` open
 * ones on `server` (the peers `exempt` accepts are not counted).
 */
export function limitConnectionsPerAddress(
  server: Server,
  {
    max = maxConnectionsPerAddress,
    exempt = () => false,
  }: { max?: number; exempt?: (address: string) => boolean } = {},
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const key = clientAddressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
