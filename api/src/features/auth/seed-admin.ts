import { SettingsError } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../audit/index.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** The seeded staff user (api/README.md, "Settings"), the first Yönetici; its password comes from ADMIN_PASSWORD. */
export const adminUser = { userName: 'admin', email: 'admin@example.com', name: 'Yönetici' } as const;

interface SeededAdmin {
  id: string;
  passwordHash: string;
  /** The hash of the ADMIN_PASSWORD applied last; null before migration 0010. */
  settingHash: string | null;
}

export interface SeedOutcome {
  outcome: 'created' | 'applied' | 'unchanged';
  /** Whether the admin's password is still the one ADMIN_PASSWORD gave (not changed in the back-office since). */
  passwordFromSetting: boolean;
}

const findAdmin = async (db: Database): Promise<SeededAdmin | null> =>
  (
    await db.query<SeededAdmin>(
      `SELECT id::text AS id, password_hash AS "passwordHash", admin_setting_hash AS "settingHash"
       FROM users WHERE lower(user_name) = $1`,
      [adminUser.userName],
    )
  ).rows[0] ?? null;

/**
 * Creates the staff user `admin`, a Yönetici, on first start, with ADMIN_PASSWORD. On later starts
 * a new value of ADMIN_PASSWORD (one that differs from the value applied last, known by its hash)
 * becomes admin's password, and admin is an active Yönetici again: the way back in for whoever
 * runs the server. A password changed in the back-office since stays while the variable keeps its
 * value. The default password (`isDefault`: ADMIN_PASSWORD unset) never replaces a value that was
 * set: a restart that forgot the variable would otherwise open the account to everyone. That is a
 * SettingsError; setting ADMIN_PASSWORD to the default on purpose is the way back.
 */
export async function seedAdmin(
  db: Database,
  password: string,
  { isDefault }: { isDefault: boolean },
): Promise<SeedOutcome> {
  let existing = await findAdmin(db);
  if (!existing) {
    const hash = await hashPassword(password);
    const { rowCount } = await db.query(
      `INSERT INTO users (user_name, email, name, role, password_hash, admin_setting_hash)
       VALUES ($1, $2, $3, 'yonetici', $4, $4) ON CONFLICT DO NOTHING`,
      [adminUser.userName, adminUser.email, adminUser.name, hash],
    );
    if (rowCount === 1) return { outcome: 'created', passwordFromSetting: true };
    // Another instance starting at the same time created it first.
    existing = await findAdmin(db);
    if (!existing) {
      throw new Error(`Cannot create the staff user "admin": ${adminUser.email} belongs to another user.`);
    }
  }
  // Before the setting's hash was kept, admin's password was always the setting's.
  const appliedHash = existing.settingHash ?? existing.passwordHash;
  if (await verifyPassword(password, appliedHash)) {
    if (existing.settingHash === null) {
      await db.query('UPDATE users SET admin_setting_hash = password_hash WHERE id = $1', [existing.id]);
    }
    return { outcome: 'unchanged', passwordFromSetting: existing.passwordHash === appliedHash };
  }
  if (isDefault) {
    throw new SettingsError([
      `ADMIN_PASSWORD is not set, but the staff password of this database was set with it: set ADMIN_PASSWORD again. To go back to the default password, set ADMIN_PASSWORD=${password} on purpose.`,
    ]);
  }
  const hash = await hashPassword(password);
  const adminId = existing.id;
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET password_hash = $2, admin_setting_hash = $2, role = 'yonetici', disabled_at = NULL,
         credential_version = credential_version + 1, version = version + 1,
         updated_at = clock_timestamp(), updated_by = NULL
       WHERE id = $1`,
      [adminId, hash],
    );
    await recordChange(tx, {
      by: null,
      action: 'account.admin-password-from-setting',
      details: { userId: adminId, userName: adminUser.userName },
    });
  });
  return { outcome: 'applied', passwordFromSetting: true };
}
