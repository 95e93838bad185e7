import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { openPGliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * The PostgreSQL server at `databaseUrl`, else embedded PGlite in `<dataDir>/pglite`. The schema
 * is migrated by createApi, which does it for a database handed to it as well.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleError: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.onIdleError);
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPGliteDatabase(dir);
}
