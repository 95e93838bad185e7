import { parseSettings, SettingsError } from '../src/config/settings.ts';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { defaultDataDir } from '../src/index.ts';

/**
 * `pnpm clear-sign-in-failures`: forgets every sign-in failure recorded in the database the
 * settings name (embedded in DATA_DIR, or DATABASE_URL), so that a developer who locked
 * themselves out signs in again at once. The embedded database has one process at a time: stop
 * `pnpm start` first (this says so when it runs).
 */
try {
  const settings = parseSettings(process.env, { cwd: process.cwd(), defaultDataDir });
  const lock = await lockDataDir(settings.dataDir);
  try {
    const db = await openDatabase({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      onIdleError: (error) => console.error(error.message),
    });
    try {
      const { rowCount } = await db.query('DELETE FROM login_failures');
      console.log(
        `Forgot ${rowCount} sign-in failures (${settings.databaseUrl ? 'DATABASE_URL' : settings.dataDir}).`,
      );
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
} catch (error) {
  if (!(error instanceof SettingsError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
