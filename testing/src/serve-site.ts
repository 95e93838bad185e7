import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ServedSite {
  /** `http://127.0.0.1:<port>`, or `https://…` for a server made with TLS. */
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * A site server (`createSiteServer` of @sportif/server) listening on a free port of 127.0.0.1, for
 * tests and benchmarks. The caller builds the server, so this package needs no server of its own
 * and the API's tests can use it without a dependency cycle (api → testing → server → api).
 */
export async function serveSite(server: FastifyInstance): Promise<ServedSite> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return {
    baseUrl: `${server.initialConfig.https ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}
