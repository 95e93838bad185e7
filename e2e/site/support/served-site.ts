import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@sportif/api';
import { candidateSource } from '@sportif/server/released-files';
import { defaultSiteLayout } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';
import { serveSite } from '@sportif/testing/serve-site';
import { inject } from 'vitest';

export interface ServedSite {
  /** `http://127.0.0.1:<port>`, or https with `tls`. */
  baseUrl: string;
  close(): Promise<void>;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The production site server as `pnpm start` runs it, over the store of released builds the site
 * tests share (e2e/site/global-setup.ts), on a free port of 127.0.0.1; with `api`, the API too,
 * on an embedded database of its own.
 */
export async function serveReleasedSite(
  options: { api?: boolean; tls?: { cert: string; key: string } } = {},
): Promise<ServedSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-site-test-'));
  const api = options.api
    ? await createApi({ env: { NODE_ENV: 'test', DATA_DIR: dataDir }, logger: silent })
    : undefined;
  const site = await serveSite(
    await createSiteServer({
      layout: defaultSiteLayout,
      releases: {
        root: inject('releasesRoot'),
        live: candidateSource(inject('releasesRoot'), inject('liveStateFile')),
      },
      api: api?.plugin,
      tls: options.tls,
    }),
  );
  return {
    baseUrl: site.baseUrl,
    async close() {
      await site.close();
      await api?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
