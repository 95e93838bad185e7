import { write, writeSync } from 'node:fs';

/** Bytes of output that may wait for a reader, per stream, before what comes is dropped. */
export const maxWaitingOutputBytes = 1024 * 1024;

/** How long to wait before writing again to a descriptor that had no room (EAGAIN). */
const retryMs = 100;

/**
 * Output to a file descriptor that never holds up the event loop: each chunk waits in a queue
 * and is written by `fs.write` in libuv's thread pool, one at a time, so a reader that does not
 * read blocks at most that one thread. Up to `maxWaitingBytes` wait; beyond that chunks are
 * dropped, and once the queue has drained a line says how many were.
 */
export function queuedOutput(fd: number, maxWaitingBytes = maxWaitingOutputBytes) {
  const waiting: Buffer[] = [];
  let waitingBytes = 0;
  let dropped = 0;
  let writing = false;
  // The reader is gone (EPIPE and the like): nothing written from now on would be read.
  let closed = false;

  const writeNext = (): void => {
    if (writing || closed) return;
    if (waiting.length === 0 && dropped > 0) {
      const note = Buffer.from(`[output] ${dropped} writes were dropped while nobody read this output\n`);
      dropped = 0;
      waiting.push(note);
      waitingBytes += note.length;
    }
    const chunk = waiting[0];
    if (!chunk) return;
    writing = true;
    write(fd, chunk, (error, written) => {
      writing = false;
      if (error?.code === 'EAGAIN') {
        setTimeout(writeNext, retryMs).unref();
        return;
      }
      if (error) {
        closed = true;
        return;
      }
      waitingBytes -= written;
      if (written < chunk.length) waiting[0] = chunk.subarray(written);
      else waiting.shift();
      writeNext();
    });
  };

  return {
    push(chunk: Buffer): void {
      if (closed) return;
      if (waitingBytes + chunk.length > maxWaitingBytes) {
        dropped++;
        return;
      }
      waiting.push(chunk);
      waitingBytes += chunk.length;
      writeNext();
    },
    /**
     * Writes what waits, synchronously, when the process exits; not when a write is still under
     * way: the reader is not reading, and the process would never end.
     */
    flushAtExit(): void {
      if (writing || closed) return;
      try {
        for (const chunk of waiting) writeSync(fd, chunk);
      } catch {
        // Nothing more can be said: the process is ending.
      }
    },
  };
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Makes this process's stdout and stderr never hold up its event loop. Whether a write to a pipe
 * can wait is a flag of the pipe, shared by every process that writes into it: any process
 * started with the same output (a second `pnpm start` that is refused, the page renderer, anything
 * a supervisor starts) leaves it blocking. From then on, while whoever reads the output does not
 * (a supervisor that hangs, a terminal paused with Ctrl-S), the pipe fills after some 64 KiB and
 * the next log line stops everything until someone reads again: requests, timers, and the 30 s
 * cut of a stalled request with them. Every write of `process.stdout` and `process.stderr`
 * (console's included) goes through a queuedOutput instead.
 */
export function keepOutputFromBlocking(): void {
  for (const [stream, fd] of [
    [process.stdout, 1],
    [process.stderr, 2],
  ] as const) {
    const output = queuedOutput(fd);
    stream.write = ((
      chunk: string | Uint8Array,
      encoding?: BufferEncoding | WriteCallback,
      callback?: WriteCallback,
    ) => {
      const done = typeof encoding === 'function' ? encoding : callback;
      output.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk),
      );
      if (done) process.nextTick(done);
      return true;
    }) as typeof stream.write;
    process.once('exit', () => output.flushAtExit());
  }
}
