import { SettingsError } from '../../config/settings.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { UsersRepository } from './users-repository.ts';

/** The seeded staff user (api/README.md, "Settings"); its password is ADMIN_PASSWORD. */
export const adminUser = { userName: 'admin', email: 'admin@example.com', name: 'Yönetici' } as const;

/**
 * Creates the staff user `admin` on first start, and on later starts brings its password in line
 * with ADMIN_PASSWORD, so changing the variable and restarting is how the password is changed.
 * The default password (`isDefault`: ADMIN_PASSWORD unset) never replaces one that was set: a
 * restart that forgot the variable would otherwise open the staff account to everyone. That is a
 * SettingsError; setting ADMIN_PASSWORD to the default on purpose is the way back.
 */
export async function seedAdmin(
  users: UsersRepository,
  password: string,
  { isDefault }: { isDefault: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  let existing = await users.findByLogin(adminUser.userName);
  if (!existing) {
    if (await users.insertIfMissing({ ...adminUser, passwordHash: await hashPassword(password) }))
      return 'created';
    // Another instance starting at the same time created it first.
    existing = await users.findByLogin(adminUser.userName);
    if (!existing) {
      throw new Error(`Cannot create the staff user "admin": ${adminUser.email} belongs to another user.`);
    }
  }
  if (await verifyPassword(password, existing.passwordHash)) return 'unchanged';
  if (isDefault) {
    throw new SettingsError([
      `ADMIN_PASSWORD is not set, but the staff password of this database was set with it: set ADMIN_PASSWORD again. To go back to the default password, set ADMIN_PASSWORD=${password} on purpose.`,
    ]);
  }
  await users.setPasswordHash(existing.id, await hashPassword(password));
  return 'updated';
}
