import { hashPassword, verifyPassword } from './password-hash.ts';
import type { UsersRepository } from './users-repository.ts';

/** The seeded staff user (design.md §4); its password is ADMIN_PASSWORD. */
export const adminUser = { userName: 'admin', email: 'admin@example.com', name: 'Yönetici' } as const;

/**
 * Creates the staff user `admin` on first start, and on later starts brings its password in line
 * with ADMIN_PASSWORD, so changing the variable and restarting is how the password is changed.
 */
export async function seedAdmin(
  users: UsersRepository,
  password: string,
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
  await users.setPasswordHash(existing.id, await hashPassword(password));
  return 'updated';
}
