import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { loadMigrations, migrate } from '../src/db/migrate.ts';
import { openPGliteDatabase } from '../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { createServerSchema, engineName, serverUrl } from './support/test-database.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let pglite: Database | undefined;
// Its initdb takes seconds, many on a busy machine: a hook's time, not a test's.
beforeAll(async () => {
  if (!serverUrl) pglite = await openPGliteDatabase('memory://');
});
afterAll(() => pglite?.close());

/**
 * An empty database: a new schema on the server, or a new schema in one in-memory PGlite (a
 * PGlite of its own per test would cost an initdb each).
 */
async function emptyDatabase(): Promise<Database> {
  if (serverUrl) {
    const scoped = await createServerSchema(serverUrl);
    const db = await openPostgresDatabase(scoped.url, () => {});
    cleanups.push(scoped.drop, () => db.close());
    return db;
  }
  const schema = `migrate_${randomUUID().replaceAll('-', '')}`;
  if (!pglite) throw new Error('the in-memory PGlite opens before the tests');
  await pglite.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema};`);
  return pglite;
}

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sportif-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe('loadMigrations', () => {
  it('reads the numbered SQL files in order', () => {
    expect(loadMigrations().map(({ version, name }) => ({ version, name }))).toEqual([
      { version: 1, name: 'initial-schema' },
      { version: 2, name: 'ordered-and-searchable-lists' },
      { version: 3, name: 'credential-version' },
      { version: 4, name: 'mail-retention' },
      { version: 5, name: 'stored-mail' },
      { version: 6, name: 'examples-changes' },
      { version: 7, name: 'release-store' },
      { version: 10, name: 'staff-roles' },
      { version: 11, name: 'message-marks' },
      { version: 13, name: 'site-content' },
    ]);
    const dir = migrationsDir({ '0002-b.sql': 'SELECT 2', '0001-a.sql': 'SELECT 1', 'notes.txt': '' });
    expect(loadMigrations(dir)).toEqual([
      { version: 1, name: 'a', sql: 'SELECT 1' },
      { version: 2, name: 'b', sql: 'SELECT 2' },
    ]);
  });

  it('numbers each migration by its file name, gaps allowed (numbers are handed out to work in progress)', () => {
    expect(
      loadMigrations(migrationsDir({ '0001-a.sql': 'SELECT 1', '0003-c.sql': 'SELECT 3' })).map(
        ({ version }) => version,
      ),
    ).toEqual([1, 3]);
  });

  it('refuses a number used twice or a badly named file', () => {
    expect(() => loadMigrations(migrationsDir({ '0001-a.sql': '', '0001-b.sql': '' }))).toThrow(
      'Migrations 0001-a.sql and 0001-b.sql have the same number',
    );
    expect(() => loadMigrations(migrationsDir({ 'init.sql': '' }))).toThrow(
      'Migration init.sql must be named <4 digits>-<name>.sql, e.g. 0001-initial-schema.sql',
    );
    expect(() => loadMigrations(migrationsDir({ '0000-zero.sql': '' }))).toThrow(/must be named <4 digits>/);
  });

  it('applies a migration numbered below one already applied (merged from another branch) and records it', async () => {
    const db = await emptyDatabase();
    const migrations = loadMigrations(
      migrationsDir({
        '0001-a.sql': 'CREATE TABLE a (x int);',
        '0002-b.sql': 'CREATE TABLE b (x int);',
        '0003-c.sql': 'CREATE TABLE c (x int);',
      }),
    );
    expect(
      await migrate(
        db,
        migrations.filter(({ version }) => version !== 2),
      ),
    ).toEqual([1, 3]);
    expect(await migrate(db, migrations)).toEqual([2]);
  });
});

describe(`migrate on ${engineName}`, () => {
  it('applies what is missing once, records it, and leaves a migrated database alone', async () => {
    const db = await emptyDatabase();
    const dir = migrationsDir({
      '0001-create.sql': 'CREATE TABLE t (a int); INSERT INTO t VALUES (1);',
      '0002-add.sql': 'ALTER TABLE t ADD COLUMN b text;',
    });
    const [first, second] = loadMigrations(dir) as [never, never];
    expect(await migrate(db, [first])).toEqual([1]);
    expect(await migrate(db, [first, second])).toEqual([2]);
    expect(await migrate(db, [first, second])).toEqual([]);
    const { rows } = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual([
      { version: 1, name: 'create' },
      { version: 2, name: 'add' },
    ]);
    expect((await db.query('SELECT a, b FROM t')).rows).toEqual([{ a: 1, b: null }]);
  });

  it('applies nothing of a migration that fails', async () => {
    const db = await emptyDatabase();
    const dir = migrationsDir({
      '0001-ok.sql': 'CREATE TABLE ok (a int);',
      '0002-broken.sql': 'CREATE TABLE;',
    });
    await expect(migrate(db, loadMigrations(dir))).rejects.toThrow();
    const { rows } = await db.query<{ name: string | null }>("SELECT to_regclass('ok')::text AS name");
    expect(rows[0]?.name).toBeNull();
  });

  it('lets instances that start together take turns', async () => {
    const db = await emptyDatabase();
    const results = await Promise.all([migrate(db), migrate(db), migrate(db)]);
    expect(results.flat()).toEqual(loadMigrations().map(({ version }) => version));
  });

  it('numbers the records and messages already there in the order they had; new ones come after', async () => {
    const db = await emptyDatabase();
    const [initial, ...rest] = loadMigrations();
    await migrate(db, [initial as never]);
    await db.exec(`
      INSERT INTO examples (field1, field2, created_at) VALUES
        ('ikinci', 'x', '2025-01-02'), ('birinci', 'x', '2025-01-01'), ('üçüncü', 'x', '2025-01-03');
      INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message, created_at) VALUES
        ('::1', 'Eski', 'a@b.co', '1', 'S', 'M', '2025-01-01'), ('::1', 'Yeni', 'a@b.co', '1', 'S', 'M', '2025-01-02');`);
    expect(await migrate(db, [initial as never, ...rest])).toEqual(rest.map(({ version }) => version));
    await db.exec(`
      INSERT INTO examples (field1, field2) VALUES ('dördüncü', 'x');
      INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message)
        VALUES ('::1', 'En yeni', 'a@b.co', '1', 'S', 'M');`);
    const examples = await db.query<{ seq: number; field1: string }>(
      'SELECT seq::int AS seq, field1 FROM examples ORDER BY seq',
    );
    expect(examples.rows).toEqual([
      { seq: 1, field1: 'birinci' },
      { seq: 2, field1: 'ikinci' },
      { seq: 3, field1: 'üçüncü' },
      { seq: 4, field1: 'dördüncü' },
    ]);
    const messages = await db.query<{ seq: number; name: string }>(
      'SELECT seq::int AS seq, sender_name AS name FROM mail_outbox ORDER BY seq',
    );
    expect(messages.rows).toEqual([
      { seq: 1, name: 'Eski' },
      { seq: 2, name: 'Yeni' },
      { seq: 3, name: 'En yeni' },
    ]);
  });

  it('makes the accounts already there Yöneticis, active, at version 1; an account added later is an Editör', async () => {
    const db = await emptyDatabase();
    const before = loadMigrations().filter(({ version }) => version < 10);
    await migrate(db, before);
    await db.exec(
      "INSERT INTO users (user_name, email, name, password_hash) VALUES ('admin', 'admin@example.com', 'Yönetici', 'x')",
    );
    await migrate(db);
    await db.exec(
      "INSERT INTO users (user_name, email, name, password_hash) VALUES ('ayse', 'ayse@example.com', 'Ayşe', 'x')",
    );
    const { rows } = await db.query(
      `SELECT user_name AS "userName", role, disabled_at AS "disabledAt", version, admin_setting_hash AS "settingHash"
       FROM users ORDER BY user_name`,
    );
    expect(rows).toEqual([
      { userName: 'admin', role: 'yonetici', disabledAt: null, version: 1, settingHash: null },
      { userName: 'ayse', role: 'editor', disabledAt: null, version: 1, settingHash: null },
    ]);
  });

  it('refuses a database migrated by a newer version of the API', async () => {
    const db = await emptyDatabase();
    await migrate(db);
    await db.query("INSERT INTO schema_migrations (version, name) VALUES (99, 'future')");
    await expect(migrate(db)).rejects.toThrow(
      'The database has migrations this API does not know (99): is it newer?',
    );
  });
});
