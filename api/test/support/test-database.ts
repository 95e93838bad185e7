import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database.ts';
import { loadMigrations, migrate } from '../../src/db/migrate.ts';
import { openPGliteDatabase } from '../../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';

/** The server the suite runs against instead of PGlite when set (.ci/run sets it). */
export const serverUrl = process.env.DATABASE_URL || undefined;
export const engineName = serverUrl ? 'PostgreSQL server' : 'PGlite';

export interface TestDatabase {
  db: Database;
  /** DATABASE_URL for this test's own schema on the server; undefined with PGlite. */
  url: string | undefined;
  dispose(): Promise<void>;
}

/** `url` with every connection's search_path set to `schema`. */
export function withSchema(url: string, schema: string): string {
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}

/** A fresh schema on the server, so test files running in parallel never see each other's rows. */
export async function createServerSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `api_test_${randomUUID().replaceAll('-', '')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // The extension the schema's search indexes use exists once per database: made beside the test
  // schemas (in public), not inside one that is dropped while other test files still use it.
  await run(
    `SELECT pg_advisory_xact_lock(7314200302); CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE SCHEMA ${schema}`,
  );
  return { url: withSchema(url, schema), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}

/**
 * A migrated PGlite folder made once per machine and copied for each test file: copying takes
 * a fraction of a second where a fresh PGlite needs seconds of initdb.
 */
async function pgliteTemplate(): Promise<string> {
  const migrations = loadMigrations();
  const key = createHash('sha256')
    .update(JSON.stringify(migrations))
    // The installed PGlite's path names its version.
    .update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `sportif-api-pglite-template-${key}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}-${randomUUID()}`;
  const db = await openPGliteDatabase(building);
  await migrate(db, migrations);
  await db.close();
  try {
    renameSync(building, dir);
  } catch {
    // Another test file built it at the same time.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A migrated database of its own for one test file: a schema on the server, or a PGlite copy. */
export async function openTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (serverUrl) {
    const schema = await createServerSchema(serverUrl);
    const db = await openPostgresDatabase(schema.url, () => {});
    return {
      db,
      url: schema.url,
      async dispose() {
        await db.close();
        await schema.drop();
      },
    };
  }
  const dir = join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  cpSync(await pgliteTemplate(), dir, { recursive: true });
  const db = await openPGliteDatabase(dir);
  return { db, url: undefined, dispose: () => db.close() };
}
