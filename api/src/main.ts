import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { limitConnectionsPerAddress, trustedProxies } from './http/connection-limit.ts';
import { serverTimeouts } from './http/server-timeouts.ts';
import { keepOutputFromBlocking } from './nonblocking-output.ts';
import { closeOnSignals, createApiOrExit } from './process-lifecycle.ts';

/**
 * The API on its own (`pnpm dev` runs it on :4000, where the dev servers proxy /api; the nginx
 * recipe runs one or more of these), under the same /api prefix as on the site's origin.
 */
// A log line must never stop the API while nobody reads its output (nonblocking-output.ts).
keepOutputFromBlocking();

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST || '127.0.0.1';

const api = await createApiOrExit();
const trustProxy = process.env.TRUST_PROXY || false;
const server = Fastify({ logger: false, trustProxy, ...serverTimeouts });
limitConnectionsPerAddress(server.server, { exempt: trustedProxies(trustProxy) });
await server.register(api.plugin, { prefix: '/api' });
server.addHook('onClose', api.close);
closeOnSignals(server);

await server.listen({ port, host });
const { port: listening } = server.server.address() as AddressInfo;
console.log(
  `The Sportif Yaşam API is served at http://${host.includes(':') ? `[${host}]` : host}:${listening}/api/`,
);
