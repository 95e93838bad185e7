import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsError } from '../src/config/settings.ts';
import { hashPassword, verifyPassword } from '../src/features/auth/password-hash.ts';
import { seedAdmin } from '../src/features/auth/seed-admin.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

/**
 * ADMIN_PASSWORD against a password changed in the back-office: the variable sets admin's password
 * when it is created and whenever the variable's value changes, never otherwise.
 */
describe(`ADMIN_PASSWORD and the seeded admin on ${engineName}`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_PASSWORD: 'İlk-değer-2025' } });
  });
  afterAll(() => api?.close());

  const admin = async () =>
    (
      await api.db.query<{ hash: string; role: string; disabled: boolean; credentialVersion: number }>(
        `SELECT password_hash AS hash, role, disabled_at IS NOT NULL AS disabled,
           credential_version AS "credentialVersion" FROM users WHERE user_name = 'admin'`,
      )
    ).rows[0];
  const applied = async () =>
    (
      await api.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM audit_log WHERE action = 'account.admin-password-from-setting' AND actor_id IS NULL",
      )
    ).rows[0]?.count;

  it('keeps a password changed in the back-office while the variable keeps its value', async () => {
    await api.db.query("UPDATE users SET password_hash = $1 WHERE user_name = 'admin'", [
      await hashPassword('Arayüzde-değişti-2025'),
    ]);
    expect(await seedAdmin(api.db, 'İlk-değer-2025', { isDefault: false })).toEqual({
      outcome: 'unchanged',
      passwordFromSetting: false,
    });
    expect(await verifyPassword('Arayüzde-değişti-2025', (await admin())?.hash ?? '')).toBe(true);
  });

  it('applies a new value: the password, an active Yönetici again, earlier tokens void, and an audit entry by no one', async () => {
    await api.db.query(
      "UPDATE users SET role = 'editor', disabled_at = clock_timestamp() WHERE user_name = 'admin'",
    );
    const before = await admin();
    expect(await seedAdmin(api.db, 'Yeni-değer-2026', { isDefault: false })).toEqual({
      outcome: 'applied',
      passwordFromSetting: true,
    });
    const after = await admin();
    expect(await verifyPassword('Yeni-değer-2026', after?.hash ?? '')).toBe(true);
    expect(after).toMatchObject({ role: 'yonetici', disabled: false });
    expect(after?.credentialVersion).toBe((before?.credentialVersion ?? 0) + 1);
    expect(await applied()).toBe(1);
    // Started again with the same value: nothing more happens.
    expect((await seedAdmin(api.db, 'Yeni-değer-2026', { isDefault: false })).outcome).toBe('unchanged');
    expect(await applied()).toBe(1);
  });

  it('never goes back to the default password by itself once a value was set', async () => {
    await expect(seedAdmin(api.db, 'admin12345', { isDefault: true })).rejects.toBeInstanceOf(SettingsError);
  });
});
