import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './site-copy';

export interface SiteProcess {
  url: string;
  /** Its DATA_DIR (the release store is its releases/ folder). */
  dataDir: string;
  port: number;
  output(): string;
  process: ChildProcess;
  /** The memory the process holds now (VmRSS), in MiB. */
  memoryMiB(): Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The production site server (`server/src/main.ts`, what `pnpm start` runs) in a process of its
 * own, with a fresh DATA_DIR and what `env` adds (nothing else: no HOST, no NODE_ENV, as
 * `pnpm start` on a fresh machine): for tests that load it on purpose, so that neither the load
 * nor its throttled addresses reach the server the other tests share, and for tests of its
 * defaults. Its output so far is in `output()`.
 */
export async function startSiteProcess(env: Record<string, string> = {}): Promise<SiteProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-site-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Sportif Yaşam is served at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The site server exited (${code}) during start-up:\n${output}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    port,
    output: () => output,
    process: child,
    async memoryMiB() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
