import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, createReadStream, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { maxWaitingOutputBytes } from '../src/nonblocking-output.ts';

const writer = join(import.meta.dirname, 'support/write-to-unread-output.ts');
let child: ChildProcess | undefined;
let folder: string | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/**
 * Starts the writer with its stderr a pipe (a FIFO) that is not read; resolves, with the pipe's
 * reading end, once the writer has written everything and its timer ticked after.
 */
function writeUnread(lines: number): Promise<{ readEnd: number }> {
  folder = mkdtempSync(join(tmpdir(), 'sportif-output-'));
  const fifo = join(folder, 'stderr');
  execFileSync('mkfifo', [fifo]);
  // Opening one end of a FIFO waits for the other: the first reading end without waiting, then
  // one that reads in the ordinary (blocking) way once the writing end exists.
  const opening = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(fifo, 'w');
  const readEnd = openSync(fifo, 'r');
  closeSync(opening);
  const started = spawn(process.execPath, ['--import', 'tsx', writer, 'nonblocking', String(lines)], {
    stdio: ['ignore', 'ignore', writeEnd, 'ipc'],
  });
  closeSync(writeEnd);
  child = started;
  return new Promise((resolve, reject) => {
    let written = false;
    started.on('message', (message) => {
      if (message === 'written') written = true;
      else if (written) resolve({ readEnd });
    });
    started.on('exit', (code) => reject(new Error(`the writer exited (${code})`)));
  });
}

/** What comes out of `readEnd` from now on, until `until` is in it. */
function readUntil(readEnd: number, until: string): Promise<string> {
  let text = '';
  return new Promise((resolve) => {
    createReadStream('', { fd: readEnd, encoding: 'utf8' }).on('data', (chunk) => {
      text += chunk;
      if (text.includes(until)) resolve(text);
    });
  });
}

describe('keepOutputFromBlocking', () => {
  it('lets the event loop run while nobody reads the output, and loses nothing within its bound', async () => {
    // 400 KB: far beyond a pipe's 64 KiB, within what may wait.
    const lines = 1000;
    const { readEnd } = await writeUnread(lines);
    const text = await readUntil(readEnd, `${'x'.repeat(399)}\n`.repeat(lines));
    expect(text).toBe(`${'x'.repeat(399)}\n`.repeat(lines));
  });

  it('drops what comes beyond its bound, and says so once it is read again', async () => {
    const lines = Math.ceil((2 * maxWaitingOutputBytes) / 400);
    const { readEnd } = await writeUnread(lines);
    const text = await readUntil(readEnd, 'were dropped while nobody read this output\n');
    const written = text.split('\n').filter((line) => line === 'x'.repeat(399)).length;
    expect(written).toBe(Math.floor(maxWaitingOutputBytes / 400));
    expect(text).toContain(`[output] ${lines - written} writes were dropped while nobody read this output`);
  });
});
