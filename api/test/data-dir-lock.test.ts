import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../src/index.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const mainScript = join(import.meta.dirname, '../src/main.ts');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sportif-api-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The API alone (api/src/main.ts) in a process of its own; resolves once it serves, or with its exit. */
function startApiProcess(dataDir: string): Promise<{ child: ChildProcess; served: boolean; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('is served at')) resolve({ child, served: true, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => resolve({ child, served: false, output }));
  });
}

describe('one process per DATA_DIR', () => {
  it('refuses a second API on the same data folder, naming the folder and the process holding it', async () => {
    const dataDir = newDataDir();
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir };
    const first = await createApi({ env, logger: silent });
    try {
      const second = createApi({ env, logger: silent });
      await expect(second).rejects.toThrow(dataDir);
      await expect(second).rejects.toThrow(`process ${process.pid}`);
    } finally {
      await first.close();
    }
    // Closed, the folder is free again.
    const third = await createApi({ env, logger: silent });
    await third.close();
  });

  it('a second process on the same data folder exits with that message, and the first keeps serving', async () => {
    const dataDir = newDataDir();
    const first = await startApiProcess(dataDir);
    expect(first.served, first.output).toBe(true);
    const second = await startApiProcess(dataDir);
    expect(second.served).toBe(false);
    expect(second.child.exitCode).toBe(1);
    expect(second.output).toContain(dataDir);
    expect(second.output).toContain(`process ${first.child.pid}`);
    expect(second.output).not.toMatch(/^\s+at /m);
    expect(first.child.exitCode).toBeNull();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = newDataDir();
    const first = await startApiProcess(dataDir);
    expect(first.served, first.output).toBe(true);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    const api = await createApi({ env: { NODE_ENV: 'test', DATA_DIR: dataDir }, logger: silent });
    await api.close();
  });
});
