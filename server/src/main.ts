import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { closeOnSignals, createApiOrExit } from '@sportif/api/process-lifecycle';
import { frontEndApps } from '@sportif/contract/apps';
import { liveVersionOf, readLiveState } from '@sportif/release/live-state';
import { releasesRootFor } from '@sportif/release/release-root';
import { storeContentPreview } from './content-preview.ts';
import { storeContentPublisher } from './content-publisher.ts';
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

// The site is served from the release store as it is: nothing here makes a version live (pnpm
// start releases the checkout's builds through the gate first when the store has none of an app).
const releases = resolve(process.env.RELEASES_DIR || releasesRootFor());
const runtimeConfigFile = process.env.RUNTIME_CONFIG_FILE;
// The release gate's smoke run: a state that is not live yet, over the same store.
const liveStateFile = process.env.LIVE_STATE_FILE || undefined;
if (!liveStateFile) {
  const state = await readLiveState(releases);
  const notLive = frontEndApps.filter((app) => liveVersionOf(state, app) === undefined);
  if (notLive.length > 0) {
    console.error(
      `Nothing is live of ${notLive.join(', ')} in the release store ${releases}: pnpm start releases this checkout's builds there through the gate first (or pnpm releases --init, for a server started otherwise).`,
    );
    process.exit(1);
  }
  console.log(`Serving the release store ${releases}`);
}

// A publication of the content goes live as a release does: its pages rendered into the store.
const api = await createApiOrExit({ contentPublisher: storeContentPublisher(releases, runtimeConfigFile) });
const server = await createSiteServer({
  layout: defaultSiteLayout,
  releases,
  liveStateFile,
  runtimeConfigFile,
  api: api.plugin,
  preview: storeContentPreview(releases, runtimeConfigFile, api.content),
  trustProxy: process.env.TRUST_PROXY || false,
  tls,
  siteUrl: process.env.SITE_URL || undefined,
});
server.addHook('onClose', api.close);
closeOnSignals(server);

await server.listen({ port, host });
const { port: listening } = server.server.address() as AddressInfo;
const shownHost = host === '127.0.0.1' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
console.log(`Sportif Yaşam is served at ${tls ? 'https' : 'http'}://${shownHost}:${listening}`);
