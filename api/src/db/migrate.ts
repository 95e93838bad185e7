import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationsDir = join(import.meta.dirname, 'migrations');
const fileName = /^(\d{4})-([a-z0-9-]+)\.sql$/;
// Any constant works; it only has to be the same for every instance of the API.
const migrationLockKey = 7_314_200_301;

/**
 * The numbered SQL files of `dir` (`0001-initial-schema.sql`, ...) in order, each with the
 * version its name gives. Gaps are allowed: numbers are handed out to work in progress, and a
 * database that applied 0003 before 0002 was merged is given 0002 at its next start.
 */
export function loadMigrations(dir: string = migrationsDir): Migration[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const migrations = files.map((name) => {
    const match = fileName.exec(name);
    if (!match || Number(match[1]) === 0) {
      throw new Error(`Migration ${name} must be named <4 digits>-<name>.sql, e.g. 0001-initial-schema.sql`);
    }
    return {
      version: Number(match[1]),
      name: match[2] as string,
      sql: readFileSync(join(dir, name), 'utf8'),
    };
  });
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`Migrations ${files[index - 1]} and ${files[index]} have the same number`);
    }
  });
  return migrations;
}

/**
 * Brings the schema up to date: applies, in one transaction, every migration not yet recorded
 * in schema_migrations. An advisory lock makes instances that start together take turns.
 * Returns the versions it applied.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = loadMigrations(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const newest = migrations.at(-1)?.version ?? 0;
    const unknown = [...applied].filter((version) => version > newest);
    if (unknown.length > 0) {
      throw new Error(
        `The database has migrations this API does not know (${unknown.join(', ')}): is it newer?`,
      );
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.version);
  });
}
