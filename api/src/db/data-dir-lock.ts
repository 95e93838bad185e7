import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Who holds a data folder: written into its lock file. */
interface Holder {
  pid: number;
  host: string;
  /** The process's start time since boot (Linux), so a reused pid is not taken for the holder. */
  started: string | undefined;
  command: string;
  since: string;
}

/** Thrown when another live process holds the data folder; the message says which and what to do. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockFile: string, holder: Holder) {
    const where = holder.host === hostname() ? 'on this machine' : `on ${holder.host}`;
    super(
      `DATA_DIR ${dataDir} is in use by process ${holder.pid} ${where} (${holder.command}, since ${holder.since}). ` +
        'Two processes on one data folder each lose the other one’s writes: stop that process, or give this one ' +
        `another DATA_DIR.${holder.host === hostname() ? '' : ` If ${holder.host} no longer runs it, delete ${lockFile}.`}`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** The start time of process `pid` as Linux records it (with the boot it belongs to); undefined elsewhere. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses); starttime is field 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot}/${fields[19]}`;
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  // A process on another machine cannot be asked: it counts as alive.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(holder.pid);
  return holder.started === undefined || started === undefined || started === holder.started;
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

async function readLockFile(file: string): Promise<{ text: string; holder: Holder | undefined } | undefined> {
  try {
    const text = await readFile(file, 'utf8');
    try {
      return { text, holder: JSON.parse(text) as Holder };
    } catch {
      return { text, holder: undefined };
    }
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/**
 * Removes the lock file if it still holds `staleText`. It is renamed away first and checked
 * there: a lock another process wrote in the meantime is put back instead of deleted, so two
 * processes taking over the same stale lock cannot both end up holding the folder.
 */
async function removeStale(file: string, staleText: string): Promise<void> {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    throw error;
  }
  if ((await readFile(aside, 'utf8')) !== staleText) {
    await link(aside, file).catch((error: unknown) => {
      if (!isCode(error, 'EEXIST')) throw error;
    });
  }
  await unlink(aside);
}

/**
 * Takes `<dataDir>/lock` for this process: the lock file names the process (pid, host, start
 * time, command) and is created whole or not at all (a hard link to a finished file). A lock
 * whose process is alive makes this throw a DataDirInUseError; the lock of a process that died
 * (a crash, kill -9, a power cut) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = join(dataDir, 'lock');
  const holder: Holder = {
    pid: process.pid,
    host: hostname(),
    started: processStartTime(process.pid),
    command: process.argv.slice(1).join(' ') || process.argv0,
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(holder)}\n`;
  const draft = `${file}.${process.pid}-${randomUUID()}`;
  await writeFile(draft, text, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(draft, file);
        return {
          async release() {
            // Only our own lock: never one that another process took over meanwhile.
            if ((await readLockFile(file))?.text === text) await unlink(file);
          },
        };
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
      }
      const current = await readLockFile(file);
      if (!current) continue;
      if (current.holder && isAlive(current.holder))
        throw new DataDirInUseError(dataDir, file, current.holder);
      await removeStale(file, current.text);
    }
    throw new Error(`Could not take the lock ${file}: other processes keep taking it over`);
  } finally {
    await unlink(draft);
  }
}
