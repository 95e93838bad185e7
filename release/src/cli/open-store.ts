import { migrate } from '@sportif/api/migrate';
import { DataDirInUseError, openCommandDatabase } from '@sportif/api/shared-database';
import { dataDirFor, releaseCacheFor } from '../release-root.ts';
import { type ReleaseStore, releaseStore } from '../release-store.ts';
import { UsageError } from './cli-arguments.ts';

/**
 * The release store a release command acts on: in the PostgreSQL server of DATABASE_URL (from any
 * machine that reaches it), else in the embedded database of DATA_DIR, through the running
 * `pnpm start` when one holds it. Migrated first; `close` when done.
 */
export async function openReleaseStore(): Promise<{ store: ReleaseStore; close(): Promise<void> }> {
  const dataDir = dataDirFor();
  let opened: Awaited<ReturnType<typeof openCommandDatabase>>;
  try {
    opened = await openCommandDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir,
      onIdleError: (error: Error) => console.error(`A database connection failed: ${error.message}`),
    });
  } catch (error) {
    // Said as a sentence (the holder's pid and what to do), not a stack.
    if (error instanceof DataDirInUseError) throw new UsageError(error.message);
    throw error;
  }
  try {
    await migrate(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return {
    store: releaseStore(opened.db, { where: opened.where, cacheRoot: releaseCacheFor() }),
    close: () => opened.close(),
  };
}
