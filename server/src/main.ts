import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { closeOnSignals, createApiOrExit } from '@sportif/api/process-lifecycle';
import { defaultSiteLayout } from './site-layout.ts';
import { createSiteServer } from './site-server.ts';

const port = Number(process.env.PORT ?? 3000);
// Loopback unless told otherwise: other machines reach the site through a proxy, or with HOST set.
const host = process.env.HOST || '127.0.0.1';

/** HTTPS (with HTTP/2) when both files are given; plain HTTP behind a proxy that terminates TLS. */
const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
if (Boolean(certFile) !== Boolean(keyFile)) {
  console.error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both for HTTPS, or neither for HTTP');
  process.exit(1);
}
const tls = certFile && keyFile ? { cert: readFileSync(certFile), key: readFileSync(keyFile) } : undefined;

const api = await createApiOrExit();
const server = await createSiteServer({
  layout: defaultSiteLayout,
  runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE,
  api: api.plugin,
  trustProxy: process.env.TRUST_PROXY || false,
  tls,
});
server.addHook('onClose', api.close);
closeOnSignals(server);

await server.listen({ port, host });
const { port: listening } = server.server.address() as AddressInfo;
const shownHost = host === '127.0.0.1' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
console.log(`Sportif Yaşam is served at ${tls ? 'https' : 'http'}://${shownHost}:${listening}`);
