import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '../..');

let dataDir = '';
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the site server started on its own', () => {
  it('puts nothing live: on a store with nothing live it refuses, naming the store and what releases there', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sportif-server-main-'));
    const started = await run(process.execPath, ['--import', 'tsx', join(repoRoot, 'server/src/main.ts')], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in started && started.code).toBe(1);
    expect(started.stderr).toContain(
      `Nothing is live in the release store (embedded PostgreSQL (PGlite) in ${join(dataDir, 'pglite')}): pnpm start releases this checkout's builds there through the gate first (or pnpm releases --init, for a server started otherwise).`,
    );
    // A Node process that loads the server's modules: seconds on a busy machine.
  }, 90_000);
});
