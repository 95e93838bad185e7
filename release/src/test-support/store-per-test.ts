import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@sportif/api/database';
import { migrate } from '@sportif/api/migrate';
import { openPGliteDatabase } from '@sportif/api/pglite-database';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type ReleaseStore, releaseStore } from '../release-store.ts';

export interface FreshStore {
  db: Database;
  /** A folder of the test's own (builds, the store's local copy), removed after it. */
  work: string;
  store: ReleaseStore;
}

/**
 * A release store of its own for each test of a file: one embedded database for the file (its
 * initdb takes seconds, many on a busy machine: a hook's time), a schema for each test, migrated.
 * `each` gets the test's store before the test runs (and may prepare more in it).
 */
export function storePerTest(name: string, each: (fresh: FreshStore) => void | Promise<void>): void {
  let db: Database;
  let work: string;
  beforeAll(async () => {
    db = await openPGliteDatabase('memory://');
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  }, 90_000);
  afterAll(() => db?.close());
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), `sportif-${name}-`));
    const schema = `${name.replaceAll('-', '_')}_${randomUUID().replaceAll('-', '')}`;
    await db.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public;`);
    await migrate(db);
    const store = releaseStore(db, {
      where: 'embedded PostgreSQL (PGlite) in memory',
      cacheRoot: join(work, 'cache'),
    });
    await each({ db, work, store });
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });
}
