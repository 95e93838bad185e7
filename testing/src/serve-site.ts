import type { AddressInfo } from 'node:net';
import { createSiteServer, type SiteServerOptions } from '../server/src/site-server.ts';

export interface ServedSite {
  /** `http://127.0.0.1:<port>`, or `https://…` when served with `options.tls`. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** The site server on a free port of 127.0.0.1, for tests and benchmarks. */
export async function serveSite(options: SiteServerOptions): Promise<ServedSite> {
  const server = await createSiteServer(options);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return {
    baseUrl: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}
