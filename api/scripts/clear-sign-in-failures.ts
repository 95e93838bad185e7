import { parseSettings, SettingsError } from '../src/config/settings.ts';
import { DataDirInUseError } from '../src/db/data-dir-lock.ts';
import { openCommandDatabase } from '../src/db/shared-database.ts';
import { defaultDataDir } from '../src/index.ts';

/**
 * `pnpm clear-sign-in-failures`: forgets every sign-in failure recorded in the database the
 * settings name (embedded in DATA_DIR, or DATABASE_URL), so that a developer who locked
 * themselves out signs in again at once. Beside a running `pnpm start` it goes through the
 * server's socket (shared-database.ts), so the server sees it at once.
 */
try {
  const settings = parseSettings(process.env, { cwd: process.cwd(), defaultDataDir });
  const opened = await openCommandDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    onIdleError: (error) => console.error(error.message),
  });
  try {
    const { rowCount } = await opened.db.query('DELETE FROM login_failures');
    console.log(`Forgot ${rowCount} sign-in failures (${opened.where}).`);
  } finally {
    await opened.close();
  }
} catch (error) {
  if (!(error instanceof SettingsError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
