import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';

/** What the socket needs of the embedded database: its raw wire protocol, one holder at a time. */
export interface RawProtocolDatabase {
  /** Runs `work` once every turn queued before it is over; nothing else runs on the database meanwhile. */
  inTurn<T>(work: () => Promise<T>): Promise<T>;
  /** One protocol message in, the backend's answer out (PGlite's execProtocolRaw). */
  execRaw(message: Uint8Array): Promise<Uint8Array>;
  /** Ends a transaction a client left open (its connection went away). */
  rollback(): Promise<void>;
}

/** How long a client may hold the database inside a transaction without sending anything. */
const idleInTurnMs = 30_000;

const sslRequestCode = 80_877_103;
const cancelRequestCode = 80_877_102;

/** The status of the last ReadyForQuery in a backend answer ('I' idle, 'T' in a transaction, 'E' failed one), if it has one. */
export function lastReadyStatus(answer: Uint8Array): string | undefined {
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  let status: string | undefined;
  let at = 0;
  while (at + 5 <= view.length) {
    const length = view.readInt32BE(at + 1);
    if (view[at] === 0x5a /* Z */ && length === 5) status = String.fromCharCode(view[at + 5] as number);
    at += 1 + length;
  }
  return status;
}

/**
 * Splits the front of `buffer` into whole protocol messages: the first one of a connection is
 * the startup message (length first, no type byte), the others a type byte then a length.
 */
export function takeMessages(buffer: Buffer, started: boolean): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let rest = buffer;
  let first = !started;
  for (;;) {
    if (first) {
      if (rest.length < 4) break;
      const length = rest.readInt32BE(0);
      if (rest.length < length) break;
      messages.push(rest.subarray(0, length));
      rest = rest.subarray(length);
      // An SSL or cancel request comes before the startup message proper.
      const code = length === 8 || length === 16 ? messages.at(-1)?.readInt32BE(4) : undefined;
      first = code === sslRequestCode;
      continue;
    }
    if (rest.length < 5) break;
    const length = 1 + rest.readInt32BE(1);
    if (rest.length < length) break;
    messages.push(rest.subarray(0, length));
    rest = rest.subarray(length);
  }
  return { messages, rest };
}

/**
 * One client of the socket. PGlite is one backend session: a client holds the database's turn
 * from its first message until the backend is idle again outside a transaction (ReadyForQuery
 * 'I'), so a client's transaction, or the messages of one extended query, never interleave with
 * another client's or with the server's own queries, which wait in the same turn queue.
 */
function serveConnection(socket: Socket, db: RawProtocolDatabase): void {
  let buffer: Buffer = Buffer.alloc(0);
  let started = false;
  let pending: Buffer[] = [];
  let working = false;
  let closed = false;
  let turn: { release: () => void } | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const takeTurn = () =>
    new Promise<{ release: () => void }>((acquired) => {
      void db.inTurn(() => new Promise<void>((release) => acquired({ release })));
    });
  const releaseTurn = () => {
    clearTimeout(idleTimer);
    turn?.release();
    turn = undefined;
  };
  const endConnection = async () => {
    if (closed) return;
    closed = true;
    pending = [];
    if (turn) {
      // A client gone inside a transaction leaves nothing half done behind it.
      await db.rollback().catch(() => {});
      releaseTurn();
    }
  };

  async function work(): Promise<void> {
    if (working) return;
    working = true;
    try {
      while (pending.length > 0 && !closed) {
        const message = pending.shift() as Buffer;
        if (!started) {
          const code = message.length >= 8 ? message.readInt32BE(4) : 0;
          if (code === sslRequestCode) {
            socket.write('N');
            continue;
          }
          if (code === cancelRequestCode) {
            socket.end();
            return;
          }
          started = true;
        } else if (message[0] === 0x58 /* X: Terminate */) {
          socket.end();
          await endConnection();
          return;
        }
        clearTimeout(idleTimer);
        turn ??= await takeTurn();
        const answer = await db.execRaw(new Uint8Array(message));
        if (!socket.destroyed) socket.write(answer);
        const status = lastReadyStatus(answer);
        if (status === 'I') releaseTurn();
        else idleTimer = setTimeout(() => socket.destroy(), idleInTurnMs);
      }
    } finally {
      working = false;
    }
  }

  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    const { messages, rest } = takeMessages(buffer, started || pending.length > 0);
    buffer = rest;
    pending.push(...messages);
    void work().catch(() => socket.destroy());
  });
  socket.on('close', () => void endConnection());
  socket.on('error', () => socket.destroy());
}

/**
 * The embedded database offered to the machine's other processes (a release command, the seed
 * script) on a Unix socket, `<dir>/.s.PGSQL.5432` as PostgreSQL names its own, so that node-postgres
 * reaches it with `host: <dir>`. The folder is the owner's alone (0700, the socket 0600).
 */
export async function serveOnSocket(
  db: RawProtocolDatabase,
  path: string,
): Promise<{ close(): Promise<void> }> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await chmod(dirname(path), 0o700);
  // A socket left by a process that died (the data folder's lock was taken over): gone.
  await rm(path, { force: true });
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    serveConnection(socket, db);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Clients still connected are cut: the database is about to close.
        for (const socket of sockets) socket.destroy();
      }).then(() => rm(path, { force: true })),
  };
}
