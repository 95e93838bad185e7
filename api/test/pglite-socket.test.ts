import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, openPGliteDatabase } from '../src/db/pglite-database.ts';
import { serveOnSocket } from '../src/db/pglite-socket.ts';

let db: EmbeddedDatabase;
let dir: string;
let socket: { close(): Promise<void> };
const clients: pg.Client[] = [];

async function client(): Promise<pg.Client> {
  const connected = new pg.Client({ host: join(dir, 'socket'), user: 'postgres', database: 'postgres' });
  await connected.connect();
  clients.push(connected);
  return connected;
}

// PGlite's initdb takes seconds, many on a busy machine: a hook's time, not a test's.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sportif-pglite-socket-'));
  db = await openPGliteDatabase('memory://');
  await db.exec('CREATE TABLE numbers (n integer NOT NULL)');
  socket = await serveOnSocket(db.rawProtocol, join(dir, 'socket', '.s.PGSQL.5432'));
});
afterAll(async () => {
  for (const connected of clients) await connected.end().catch(() => {});
  await socket?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on a socket', () => {
  it("is the owner's alone", () => {
    expect(statSync(join(dir, 'socket')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'socket', '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
  });

  it("holds the server's own statements back while a client's transaction is open, so none lands inside it", async () => {
    await db.exec('TRUNCATE numbers');
    const other = await client();
    await other.query('BEGIN');
    await other.query('INSERT INTO numbers VALUES ($1)', [1]);
    let ownDone = false;
    const own = db.query('INSERT INTO numbers VALUES (2)').then(() => {
      ownDone = true;
    });
    // The client still sees its transaction alone: the server's insert has not run inside it.
    expect((await other.query('SELECT array_agg(n ORDER BY n) AS ns FROM numbers')).rows[0].ns).toEqual([1]);
    expect(ownDone).toBe(false);
    await other.query('ROLLBACK');
    await own;
    expect((await db.query<{ n: number }>('SELECT n FROM numbers')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps the messages of concurrent extended queries from several clients apart', async () => {
    const [a, b, c] = await Promise.all([client(), client(), client()]);
    const rounds = Array.from({ length: 40 }, (_, index) => index);
    const answers = await Promise.all(
      rounds.flatMap((index) =>
        [a, b, c].map(async (connected, which) => {
          const value = index * 10 + which;
          const { rows } = await (connected as pg.Client).query('SELECT $1::int + 0 AS v, $2::text AS t', [
            value,
            `c${which}`,
          ]);
          return rows[0].v === value && rows[0].t === `c${which}`;
        }),
      ),
    );
    expect(answers.every(Boolean)).toBe(true);
  });

  it('rolls back the transaction of a client that goes away inside it, and serves the others on', async () => {
    await db.exec('TRUNCATE numbers');
    const leaving = await client();
    // Its connection is cut below: that is the point, not an error of the test.
    leaving.on('error', () => {});
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO numbers VALUES ($1)', [7]);
    const own = db.query('INSERT INTO numbers VALUES (8)');
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await own;
    const staying = await client();
    expect((await staying.query('SELECT array_agg(n) AS ns FROM numbers')).rows[0].ns).toEqual([8]);
  });
});
