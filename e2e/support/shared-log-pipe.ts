import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@sportif/testing/smtp-sink';
import { repoRoot } from './site-copy';

/**
 * A supervisor's log pipe (a FIFO): every process started with `start` writes its stdout and
 * stderr into the same pipe, as the processes of one terminal or one service manager do. What
 * comes out is read into `output()` until `stopReading()`, as a supervisor that hangs.
 */
export function sharedLogPipe() {
  const folder = mkdtempSync(join(tmpdir(), 'sportif-log-pipe-'));
  const fifo = join(folder, 'log');
  execFileSync('mkfifo', [fifo]);
  // Opening one end of a FIFO waits for the other: the reading end first, without waiting.
  const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(fifo, 'w');
  const reader = new Socket({ fd: readEnd, readable: true, writable: false });
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  reader.on('data', onData);
  const children: ChildProcess[] = [];

  return {
    output: () => output,
    /** `server/src/main.ts` on a free port with `env`, writing into the pipe. */
    async start(env: Record<string, string>): Promise<{ process: ChildProcess; port: number }> {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server/src/main.ts')], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, PORT: String(port), ...env },
        stdio: ['ignore', writeEnd, writeEnd],
      });
      children.push(child);
      return { process: child, port };
    },
    /** Resolves once the output holds `text` (while it is read). */
    waitFor(text: string): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (!output.includes(text)) return;
          reader.off('data', check);
          resolve();
        };
        reader.on('data', check);
        check();
      });
    },
    stopReading(): void {
      reader.off('data', onData);
      reader.pause();
    },
    /** Stops the processes it started, reading again so that none waits on the pipe. */
    async close(): Promise<void> {
      reader.resume();
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
      );
      reader.destroy();
      closeSync(writeEnd);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
