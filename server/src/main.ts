import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { keepOutputFromBlocking } from '@sportif/api/nonblocking-output';
import { closeOnSignals, createApiOrExit } from '@sportif/api/process-lifecycle';
import { frontEndApps } from '@sportif/contract/apps';
import { liveVersionOf, readLiveState } from '@sportif/release/live-state';
import { releasesRootFor } from '@sportif/release/release-root';
import { defaultSiteLayout } from './site-layout.ts';
import { listeningOrigin, originOfSiteUrl, reachableFromElsewhere } from './site-origin.ts';
import { createSiteServer } from './site-server.ts';

// A log line must never stop the site while nobody reads its output (nonblocking-output.ts).
keepOutputFromBlocking();

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

// The address visitors use, for the URLs pages give crawlers and link previews; without it, the
// address this server listens on (site-origin.ts).
const siteUrl = process.env.SITE_URL || undefined;
if (siteUrl) {
  try {
    originOfSiteUrl(siteUrl);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

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

const api = await createApiOrExit();
const server = await createSiteServer({
  layout: defaultSiteLayout,
  releases,
  liveStateFile,
  runtimeConfigFile,
  api: api.plugin,
  trustProxy: process.env.TRUST_PROXY || false,
  tls,
  siteUrl,
});
server.addHook('onClose', api.close);
closeOnSignals(server);

await server.listen({ port, host });
const { port: listening } = server.server.address() as AddressInfo;
const origin = listeningOrigin({ host, port: listening, tls: Boolean(tls) });
console.log(`Sportif Yaşam is served at ${origin}`);
if (!siteUrl && (reachableFromElsewhere(host) || process.env.TRUST_PROXY)) {
  console.warn(
    `WARNING: SITE_URL is not set, so the pages name ${origin} as their address to search engines and link previews. ` +
      'Set SITE_URL to the address visitors use (https://www.sportifyasam.com.tr) when the site is reachable from other machines.',
  );
}
