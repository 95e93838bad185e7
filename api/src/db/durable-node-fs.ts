import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];

/** What Emscripten's Node file system (NODEFS) offers that the fsync below needs. */
interface NodeFsInternals {
  stream_ops?: Record<string, unknown>;
  tryFSOperation?: (operation: () => void) => void;
}

/**
 * PGlite's NodeFS with an fsync that reaches the disk. Emscripten's NODEFS has no fsync stream
 * operation, so PostgreSQL's fsync() returned at once without touching the disk, and PGlite
 * starts PostgreSQL with `-F` (fsync off) anyway: committed rows sat in the page cache until the
 * kernel wrote them, which survives kill -9 but not a power cut. (PGlite's `relaxedDurability`
 * only decides whether a query waits for the file system's sync step, which NodeFS does not
 * have.) With this, every fsync PostgreSQL makes is a real one: the WAL at each commit, before
 * the query returns, and the data files at each checkpoint.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Partial<EmscriptenOptions>) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (module: { NODEFS?: NodeFsInternals }) => {
      const nodefs = module.NODEFS;
      if (!nodefs?.stream_ops || !nodefs.tryFSOperation) {
        // PGlite or Emscripten changed: refuse to run without durable commits rather than lose them.
        throw new Error('PGlite no longer exposes NODEFS.stream_ops: commits could not be made durable');
      }
      const { tryFSOperation } = nodefs;
      nodefs.stream_ops.fsync = (stream: { nfd: number }) => {
        tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/**
 * PGlite options for a database in `dataDir` whose commits are on disk when they return:
 * PostgreSQL's default start parameters without `-F`, the WAL synced with fsync() (its
 * fdatasync() is a no-op in Emscripten), and the file system above.
 */
export function durablePGliteOptions(dataDir: string): PGliteOptions {
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
      '-c',
      'fsync=on',
      '-c',
      'wal_sync_method=fsync',
    ],
  };
}
