import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { keepOutputFromBlocking } from '@sportif/api/nonblocking-output';
import { closeOnSignals, createApiOrExit } from '@sportif/api/process-lifecycle';
import { type CheckoutReleaseOptions, releaseCheckoutBuilds } from '@sportif/release/checkout-release';
import { holdingStore, repairLiveState } from '@sportif/release/release-app';
import { folderStoreFor, releaseCacheFor, releasesToKeep, repoRoot } from '@sportif/release/release-root';
import { type ReleaseStore, releaseStore } from '@sportif/release/release-store';
import { importFolderStore } from '@sportif/release/store/folder-import';
import type { FastifyInstance } from 'fastify';
import { storeContentPreview } from './content-preview.ts';
import { storeContentPublisher } from './content-publisher.ts';
import { type LiveSync, liveSync } from './live-sync.ts';
import { candidateSource } from './released-files.ts';
import { defaultSiteLayout } from './site-layout.ts';
import { listeningOrigin, originOfSiteUrl, reachableFromElsewhere } from './site-origin.ts';
import { createSiteServer } from './site-server.ts';

export interface NodeOptions {
  /** What `pnpm start` adds before serving: the checkout's builds released through the gate where asked. */
  checkout?: Pick<CheckoutReleaseOptions, 'releaseCheckout' | 'againCommand'> | undefined;
}

/** HTTPS (with HTTP/2) when both files are given; plain HTTP behind a proxy that terminates TLS. */
function tlsSettings() {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
  if (Boolean(certFile) !== Boolean(keyFile)) {
    console.error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both for HTTPS, or neither for HTTP');
    process.exit(1);
  }
  return certFile && keyFile ? { cert: readFileSync(certFile), key: readFileSync(keyFile) } : undefined;
}

/**
 * The address visitors use, for the URLs pages give crawlers and link previews (SITE_URL, checked);
 * without it, the address this node listens on (site-origin.ts), never a request's Host.
 */
function siteUrlSetting(): string | undefined {
  const siteUrl = process.env.SITE_URL || undefined;
  if (siteUrl) {
    try {
      originOfSiteUrl(siteUrl);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  return siteUrl;
}

/**
 * One web node (`pnpm start`, or `server/src/main.ts` alone): the API on its database, the release
 * store read from the same database, followed by live-sync.ts (a node started later catches up
 * before it answers), served from this machine's local copy of it. The release gate's smoke run
 * starts one on a candidate state instead (LIVE_STATE_FILE over the release command's local
 * copy, RELEASES_DIR), with an API of its own.
 */
export async function startNode(options: NodeOptions = {}): Promise<FastifyInstance> {
  // A log line must never stop the site while nobody reads its output (nonblocking-output.ts).
  keepOutputFromBlocking();
  const port = Number(process.env.PORT ?? 3000);
  // Loopback unless told otherwise: other machines reach the site through a proxy, or with HOST set.
  const host = process.env.HOST || '127.0.0.1';
  const tls = tlsSettings();
  const siteUrl = siteUrlSetting();
  const runtimeConfigFile = process.env.RUNTIME_CONFIG_FILE;
  const candidateFile = process.env.LIVE_STATE_FILE || undefined;

  // A publication of the content is a release of content into the store this node serves; once
  // it is switched, this node serves it before the API answers (the others within a poll).
  let store: ReleaseStore | undefined;
  let sync: LiveSync | undefined;
  const storeOn = (database: ReleaseStore['db'], where: string) => {
    store ??= releaseStore(database, { where, cacheRoot: releaseCacheFor() });
    return store;
  };
  const api = await createApiOrExit(
    candidateFile
      ? {}
      : {
          contentPublisher: (database, where) =>
            storeContentPublisher(storeOn(database, where), runtimeConfigFile, async () => {
              await sync?.syncOnce();
            }),
        },
  );
  let releases: Parameters<typeof createSiteServer>[0]['releases'];
  let preview: Parameters<typeof createSiteServer>[0]['preview'];
  let stopSync = () => {};
  if (candidateFile) {
    const root = resolve(process.env.RELEASES_DIR || releaseCacheFor());
    releases = { root, live: candidateSource(root, candidateFile) };
  } else {
    const store = storeOn(api.database, api.databaseName);
    // An installation of before keeps what it had live; a live state deleted is put back from its history.
    await holdingStore(store, 'a web node starting (import and repair)', console.log, async () => {
      await importFolderStore(store, folderStoreFor(), console.log);
      await repairLiveState(store, console.log);
    });
    if (options.checkout) {
      const released = await releaseCheckoutBuilds({
        store,
        buildDirOf: (app) => join(repoRoot, app, 'dist'),
        runtimeConfigFile,
        keep: releasesToKeep(),
        ...options.checkout,
      });
      if (!released) {
        await api.close();
        process.exit(1);
      }
    }
    sync = liveSync({ store, log: (line) => console.log(line) });
    await sync.start();
    if (sync.health().status === 'not serving' && (await store.live()).revision === 0) {
      console.error(
        `Nothing is live in the release store (${store.where}): pnpm start releases this checkout's builds there through the gate first (or pnpm releases --init, for a server started otherwise).`,
      );
      sync.stop();
      await api.close();
      process.exit(1);
    }
    console.log(`Serving the release store in ${store.where}`);
    releases = { root: store.root, live: sync.source, health: sync.health };
    preview = storeContentPreview(store, runtimeConfigFile, api.content);
    stopSync = sync.stop;
  }

  const server = await createSiteServer({
    layout: defaultSiteLayout,
    releases,
    runtimeConfigFile,
    api: api.plugin,
    preview,
    trustProxy: process.env.TRUST_PROXY || false,
    tls,
    siteUrl,
  });
  server.addHook('onClose', async () => {
    stopSync();
    await api.close();
  });
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
  return server;
}
