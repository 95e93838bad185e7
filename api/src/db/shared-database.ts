import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

export { DataDirInUseError };

import type { Database } from './database.ts';
import { openPGliteDatabase } from './pglite-database.ts';
import { serveOnSocket } from './pglite-socket.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/** The folder of the socket the process holding the embedded database offers it on. */
export const socketDirOf = (dataDir: string): string => join(dataDir, 'pglite-socket');
/** The socket's own name, the one PostgreSQL gives its socket for port 5432 (what node-postgres looks for). */
const socketPathOf = (dataDir: string): string => join(socketDirOf(dataDir), '.s.PGSQL.5432');

export interface OpenedDatabase {
  db: Database;
  /** Where the data is, for the log: never a password. */
  where: string;
  close(): Promise<void>;
}

/** A PostgreSQL URL as the log may show it: without its password or options. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `PostgreSQL ${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

interface Where {
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleError: (error: Error) => void;
}

/**
 * The database for a process that serves the site or holds the data folder for a while: a
 * PostgreSQL server (DATABASE_URL), or embedded PGlite in `<dataDir>/pglite`, which this process
 * then holds (the data folder's lock) and offers to the machine's other processes on a Unix
 * socket in the data folder, so that a command run beside it writes through it instead of to a
 * second copy. The data folder is locked in both cases: it holds the token key and the mail.
 */
export async function openHeldDatabase(where: Where): Promise<OpenedDatabase> {
  await mkdir(where.dataDir, { recursive: true });
  const lock = await lockDataDir(where.dataDir);
  try {
    if (where.databaseUrl) {
      const db = await openPostgresDatabase(where.databaseUrl, where.onIdleError);
      return {
        db,
        where: describeDatabaseUrl(where.databaseUrl),
        close: async () => {
          await db.close();
          await lock.release();
        },
      };
    }
    const folder = join(where.dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    const db = await openPGliteDatabase(folder);
    const socket = await serveOnSocket(db.rawProtocol, socketPathOf(where.dataDir)).catch(async (error) => {
      await db.close();
      throw error;
    });
    return {
      db,
      where: `embedded PostgreSQL (PGlite) in ${folder}`,
      close: async () => {
        await socket.close();
        await db.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The command line of the process holding the data folder, from its lock file. */
async function holderOf(dataDir: string): Promise<string> {
  try {
    const holder = JSON.parse(await readFile(join(dataDir, 'lock'), 'utf8')) as {
      pid: number;
      command: string;
    };
    return `process ${holder.pid} (${holder.command})`;
  } catch {
    return 'the process holding it';
  }
}

/**
 * The database for a command that writes it and ends (`pnpm seed:examples`, the release
 * commands): a PostgreSQL server (DATABASE_URL) directly; the embedded database through the
 * running server when one holds the data folder (every write then lands in the one copy, and
 * the server sees it at once), or held by this command itself when none runs. A holder that
 * offers no socket is refused with its pid, as a second server is.
 */
export async function openCommandDatabase(where: Where): Promise<OpenedDatabase> {
  if (where.databaseUrl) {
    const db = await openPostgresDatabase(where.databaseUrl, where.onIdleError);
    return { db, where: describeDatabaseUrl(where.databaseUrl), close: () => db.close() };
  }
  try {
    return await openHeldDatabase(where);
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || !existsSync(socketPathOf(where.dataDir))) throw error;
  }
  const db = await openPostgresDatabase(
    { host: socketDirOf(where.dataDir), user: 'postgres', database: 'postgres', max: 4 },
    where.onIdleError,
  );
  return {
    db,
    where: `embedded PostgreSQL (PGlite) in ${join(where.dataDir, 'pglite')}, through ${await holderOf(where.dataDir)}`,
    close: () => db.close(),
  };
}
