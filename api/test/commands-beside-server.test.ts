import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPGliteDatabase } from '../src/db/pglite-database.ts';

const apiRoot = join(import.meta.dirname, '..');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The API alone (api/src/main.ts) on `dataDir`, as `pnpm start` holds it; resolves once it serves. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'src/main.ts')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('is served at')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => reject(new Error(`The API exited during start-up:\n${output}`)));
  });
  return { child, stop };
}

const command = (script: string, args: string[], dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(apiRoot, 'scripts', script), ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('a command beside the running server (issue 34, item 2)', () => {
  it('writes through it: every write it acknowledged is there after the server restarts', {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportif-api-beside-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer(dataDir);

    const seeded = command('seed-examples.ts', ['10'], dataDir);
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('10 Example records added to embedded PostgreSQL (PGlite)');
    expect(seeded.stdout).toContain(`through process ${server.child.pid}`);
    const again = command('seed-examples.ts', ['3'], dataDir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('it holds 13.');
    const cleared = command('clear-sign-in-failures.ts', [], dataDir);
    expect(cleared.status, cleared.stderr).toBe(0);

    // The restart: kill -9 first, as a crash would, then the folder read by a new process.
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    const db = await openPGliteDatabase(join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM examples');
      expect(rows[0]?.total).toBe(13);
    } finally {
      await db.close();
    }
  });
});
