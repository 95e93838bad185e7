import type { AuditPage, AuditValue } from '@sportif/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredAuditEntries, recordChange } from '../src/features/audit/index.ts';
import { expectRefused } from './support/expect-refused.ts';
import { useTestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

describe(`the audit log on ${engineName}`, () => {
  const api = useTestApi(['audit_log']);
  let token: string;
  let adminId: string;
  let editor: { id: string; token: string };

  beforeAll(async () => {
    token = await api().staffToken();
    const { rows } = await api().db.query<{ id: string }>(
      "SELECT id::text AS id FROM users WHERE user_name = 'admin'",
    );
    adminId = rows[0]?.id ?? '';
    editor = await api().addStaff({ userName: 'editor-audit' });
  });

  const query = async (body: unknown): Promise<AuditPage> => {
    const response = await api().post('Audit/Query', body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AuditPage }>().data;
  };

  it('lists the changes newest first, paged, with who made them, when and their details', async () => {
    await recordChange(api().db, {
      by: { id: adminId },
      action: 'account.create',
      details: { userName: 'ayse' },
    });
    await recordChange(api().db, { by: { id: editor.id }, action: 'message.delete', details: { number: 7 } });
    await recordChange(api().db, { by: null, action: 'account.admin-password-from-setting' });

    const all = await query({});
    expect(all.total).toBe(3);
    expect(all.items.map((entry) => entry.action)).toEqual([
      'account.admin-password-from-setting',
      'message.delete',
      'account.create',
    ]);
    expect(all.items[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actorId: editor.id,
      actorName: 'Deneme editor-audit',
      actorUserName: 'editor-audit',
      kind: 'message',
      action: 'message.delete',
      details: { number: 7 },
    });
    expect(all.items[0]).toMatchObject({ actorId: null, actorName: null, actorUserName: null, details: {} });
    expect(Math.abs(Date.parse(all.items[0]?.at ?? '') - Date.now())).toBeLessThan(60_000);

    const second = await query({ offset: 1, limit: 1 });
    expect(second).toEqual({ total: 3, items: [all.items[1]] });
  });

  it('narrows the list to one person and to one kind, the count with it', async () => {
    await recordChange(api().db, { by: { id: adminId }, action: 'account.create', details: {} });
    await recordChange(api().db, { by: { id: adminId }, action: 'message.read', details: { number: 1 } });
    await recordChange(api().db, { by: { id: editor.id }, action: 'message.read', details: { number: 2 } });
    await recordChange(api().db, { by: { id: editor.id }, action: 'content.publish', details: {} });

    const byEditor = await query({ actorId: editor.id });
    expect(byEditor.total).toBe(2);
    expect(byEditor.items.map((entry) => entry.action)).toEqual(['content.publish', 'message.read']);
    const messages = await query({ kind: 'message' });
    expect(messages.items.map((entry) => entry.details)).toEqual([{ number: 2 }, { number: 1 }]);
    expect(await query({ actorId: adminId, kind: 'message' })).toMatchObject({ total: 1 });
    expect(await query({ actorId: adminId, kind: 'content' })).toEqual({ items: [], total: 0 });
    expect(await query({ actorId: '', kind: '' })).toMatchObject({ total: 4 });
  });

  it('refuses a filter or a page it cannot use, one Turkish line each', async () => {
    await expectRefused(api(), 'Audit/Query', token, [
      [{ actorId: 'admin' }, ['Kişi (actorId) bir hesap kimliği olmalıdır.']],
      [{ actorId: 12 }, ['Kişi (actorId) bir hesap kimliği olmalıdır.']],
      [{ kind: 'example' }, ['Tür (kind) content, account veya message olmalıdır.']],
      [{ kind: '<script>alert(1)</script>' }, ['Tür (kind) content, account veya message olmalıdır.']],
      [{ limit: 0 }, ['Sayfa boyutu (limit) 1 ile 100 arasında bir tam sayı olmalıdır.']],
      ['kişi', ['İstek gövdesi geçersiz.']],
    ]);
  });

  it('keeps no password: a detail named after one is refused, however deep or in Turkish', async () => {
    const cases: Record<string, AuditValue>[] = [
      { password: 'x' },
      { newPassword: 'x' },
      { account: { Şifre: 'x' } },
      { changes: [{ sifre: 'x' }] },
    ];
    for (const details of cases) {
      await expect(
        recordChange(api().db, { by: { id: adminId }, action: 'account.reset-password', details }),
        JSON.stringify(details),
      ).rejects.toThrow(/The audit log keeps no passwords: account\.reset-password has/);
    }
    expect(await query({})).toEqual({ items: [], total: 0 });
  });

  it('erases the entries older than the retention, and only those', async () => {
    await recordChange(api().db, { by: { id: adminId }, action: 'account.create', details: { n: 'old' } });
    await recordChange(api().db, { by: { id: adminId }, action: 'account.create', details: { n: 'new' } });
    await api().db.query(
      "UPDATE audit_log SET at = clock_timestamp() - make_interval(days => 366) WHERE details->>'n' = 'old'",
    );
    expect(await eraseExpiredAuditEntries(api().db, 365)).toBe(1);
    expect((await query({})).items.map((entry) => entry.details)).toEqual([{ n: 'new' }]);
  });
});
