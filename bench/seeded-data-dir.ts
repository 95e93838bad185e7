import { join } from 'node:path';
import { seedExamples } from '@sportif/api/example-seed';
import { migrate } from '@sportif/api/migrate';
import { openPGliteDatabase } from '@sportif/api/pglite-database';

/** Adds `rows` generated Examples to the embedded database of `dataDir`, before a server opens it. */
export async function seedDataDir(dataDir: string, rows: number): Promise<void> {
  const db = await openPGliteDatabase(join(dataDir, 'pglite'));
  try {
    await migrate(db);
    await seedExamples(db, rows);
    await db.exec('ANALYZE examples');
  } finally {
    await db.close();
  }
}
