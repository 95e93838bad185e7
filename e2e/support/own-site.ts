import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@sportif/api';
import type { Database } from '@sportif/api/database';
import type { DeliveryPolicy } from '@sportif/api/delivery-policy';
import { migrate } from '@sportif/api/migrate';
import { openPGliteDatabase } from '@sportif/api/pglite-database';
import type { Env } from '@sportif/api/settings';
import { defaultSiteLayout } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';
import { serveSite } from '@sportif/testing/serve-site';

export interface OwnSite {
  baseUrl: string;
  /** Its DATA_DIR: the `.eml` files of its contact messages are in `mail/`. */
  dataDir: string;
  /** Its database, to show what it holds (the rows before and after a deletion, say). */
  db: Database;
  /** What the API logged as errors (a mail server that is down, say), for a failing test to show. */
  loggedErrors: string[];
  close: () => Promise<void>;
}

/**
 * The production build with an API of its own, on a free port: its own embedded database in a
 * temporary folder (filled by `prepare` before the API starts), its own settings (`env`, e.g. an
 * SMTP_URL the test controls) and delivery policy. For tests that need the API set up otherwise
 * than the suite's server, or a table no other test writes to; the rest of the suite never sees it.
 */
export async function serveOwnSite(
  options: {
    env?: Env;
    mailDelivery?: Partial<DeliveryPolicy>;
    prepare?: (db: Database) => Promise<void>;
  } = {},
): Promise<OwnSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-e2e-own-'));
  const db = await openPGliteDatabase(join(dataDir, 'pglite'));
  const loggedErrors: string[] = [];
  try {
    await migrate(db);
    await options.prepare?.(db);
    const api = await createApi({
      env: { NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env },
      logger: { info: () => {}, warn: () => {}, error: (message) => loggedErrors.push(message) },
      database: db,
      mailDelivery: options.mailDelivery,
    });
    const site = await serveSite(await createSiteServer({ layout: defaultSiteLayout, api: api.plugin }));
    return {
      baseUrl: site.baseUrl,
      dataDir,
      db,
      loggedErrors,
      close: async () => {
        await site.close();
        await api.close();
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
