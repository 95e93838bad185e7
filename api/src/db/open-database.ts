import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPGliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * The PostgreSQL server at `databaseUrl`, else embedded PGlite in `<dataDir>/pglite`; either way
 * with the schema migrated to the newest version.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleError: (error: Error) => void;
}): Promise<Database> {
  let db: Database;
  if (options.databaseUrl) {
    db = await openPostgresDatabase(options.databaseUrl, options.onIdleError);
  } else {
    const dir = join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    db = await openPGliteDatabase(dir);
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
