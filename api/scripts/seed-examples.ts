import { join } from 'node:path';
import { parseSettings, SettingsError } from '../src/config/settings.ts';
import { DataDirInUseError } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { type OpenedDatabase, openCommandDatabase } from '../src/db/shared-database.ts';
import { seedExamples } from '../src/features/examples/example-seed.ts';

/**
 * `pnpm seed:examples <n>`: adds n generated Example records to the database the API is set up
 * with: the PostgreSQL server of DATABASE_URL, else the embedded one in DATA_DIR, through the
 * running server when one holds it (shared-database.ts). The schema is migrated first.
 */
const usage = 'Usage: pnpm seed:examples <n>   (n: how many Example records to add, 1 to 10000000)';
const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error(usage);
  process.exit(1);
}

let settings: ReturnType<typeof parseSettings>;
try {
  settings = parseSettings(process.env, {
    cwd: process.cwd(),
    defaultDataDir: join(import.meta.dirname, '../../.data'),
  });
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let opened: OpenedDatabase;
try {
  opened = await openCommandDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    onIdleError: (error) => console.error('A database connection failed', error),
  });
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { db, where } = opened;
const started = performance.now();
try {
  await migrate(db);
  await seedExamples(db, count, {
    onProgress: (added) => {
      if (process.stdout.isTTY)
        process.stdout.write(`\r${added.toLocaleString('tr-TR')} / ${count.toLocaleString('tr-TR')}`);
    },
  });
  // Fresh statistics, so the planner knows the table's size and picks the search index.
  await db.exec('ANALYZE examples');
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM examples');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${process.stdout.isTTY ? '\n' : ''}${count.toLocaleString('tr-TR')} Example records added to ${where} in ${seconds} s; it holds ${rows[0]?.total.toLocaleString('tr-TR')}.`,
  );
} finally {
  await opened.close();
}
