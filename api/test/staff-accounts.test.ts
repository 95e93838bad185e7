import type { StaffAccount } from '@sportif/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyJwt } from '../src/features/auth/jwt.ts';
import { expectRefused } from './support/expect-refused.ts';
import { testJwtSecret, useTestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

const now = () => Math.floor(Date.now() / 1000);
const unauthorized = 401;

describe(`Kullanıcılar and Şifremi değiştir on ${engineName}`, () => {
  const api = useTestApi();
  let yonetici: string;

  beforeAll(async () => {
    yonetici = await api().staffToken();
  });

  const call = async <T>(route: string, body: unknown, token = yonetici): Promise<T> => {
    const response = await api().post(route, body, { token });
    expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const create = (userName: string, role: 'yonetici' | 'editor' = 'editor') =>
    call<StaffAccount>('Staff/Create', {
      name: `Deneme ${userName}`,
      userName,
      email: `${userName}@example.com`,
      role,
      password: 'İlk-şifre-2026',
    });
  const signIn = (login: string, password: string) =>
    api().post('Auth/Login', { emailOrUserName: login, password }, { ip: '10.37.1.1' });

  it('creates an account that signs in with its role, lists it, and records who created it', async () => {
    const created = await create('ayse.kaya');
    expect(created).toMatchObject({
      name: 'Deneme ayse.kaya',
      userName: 'ayse.kaya',
      role: 'editor',
      disabled: false,
      version: 1,
      updatedByName: 'Yönetici',
    });
    const signedIn = await signIn('ayse.kaya', 'İlk-şifre-2026');
    expect(signedIn.statusCode).toBe(200);
    expect(verifyJwt(signedIn.json().data.token, testJwtSecret, now())?.Role).toBe('editor');
    const list = await call<StaffAccount[]>('Staff/Query', {});
    expect(list.map((account) => account.userName)).toContain('ayse.kaya');
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/i);
    const { rows } = await api().db.query<{ action: string; details: unknown }>(
      "SELECT action, details FROM audit_log WHERE action = 'account.create'",
    );
    expect(rows).toEqual([
      { action: 'account.create', details: { userId: created.id, userName: 'ayse.kaya', role: 'editor' } },
    ]);
  });

  it('refuses bad input with one Turkish line each, and a taken user name or e-mail', async () => {
    const good = {
      name: 'Ali Veli',
      userName: 'ali',
      email: 'ali@example.com',
      role: 'editor',
      password: 'Uzun-bir-şifre-1',
    };
    await expectRefused(api(), 'Staff/Create', yonetici, [
      [{ ...good, name: '  ' }, ['Ad Soyad zorunludur.']],
      [{ ...good, name: 'x'.repeat(101) }, ['Ad Soyad en fazla 100 karakter olabilir.']],
      [
        { ...good, name: '<script>alert(1)</script>' },
        ['Ad Soyad < > karakterlerini ve kontrol karakterlerini içeremez.'],
      ],
      [
        { ...good, userName: 'Ali Veli' },
        [
          'Kullanıcı adı 3-50 karakter olmalı ve yalnızca küçük harf (a-z), rakam, nokta, tire ve alt çizgi içermelidir.',
        ],
      ],
      [{ ...good, email: 'ali@' }, ['Geçerli bir e-posta girin.']],
      [{ ...good, role: 'root' }, ['Rol Yönetici veya Editör olmalıdır.']],
      [{ ...good, password: 'kısa-şifre' }, ['Şifre en az 12 karakter olmalıdır.']],
      [{ ...good, password: 'x'.repeat(201) }, ['Şifre en fazla 200 karakter olabilir.']],
      [
        {},
        [
          'Ad Soyad zorunludur.',
          'Kullanıcı adı zorunludur.',
          'Geçerli bir e-posta girin.',
          'Rol Yönetici veya Editör olmalıdır.',
          'Şifre en az 12 karakter olmalıdır.',
        ],
      ],
    ]);
    await create('mehmet');
    await expectRefused(api(), 'Staff/Create', yonetici, [
      [{ ...good, userName: 'mehmet' }, ['Bu kullanıcı adı veya e-posta başka bir hesapta kullanılıyor.']],
      [
        { ...good, email: 'MEHMET@example.com' },
        ['Bu kullanıcı adı veya e-posta başka bir hesapta kullanılıyor.'],
      ],
    ]);
  });

  it('disables an account: its token stops on the next request and it cannot sign in; enabling lets it in again', async () => {
    const account = await create('fatma');
    const token = (await signIn('fatma', 'İlk-şifre-2026')).json().data.token as string;
    expect((await api().post('Messages/Query', {}, { token })).statusCode).toBe(200);
    const disabled = await call<StaffAccount>('Staff/Update', {
      id: account.id,
      version: 1,
      role: 'editor',
      disabled: true,
    });
    expect(disabled).toMatchObject({ disabled: true, version: 2 });
    expect((await api().post('Messages/Query', {}, { token })).statusCode).toBe(unauthorized);
    expect((await signIn('fatma', 'İlk-şifre-2026')).json()).toEqual({
      ErrorMessages: ['Bu hesap devre dışı bırakılmış. Bir Yönetici ile görüşün.'],
    });
    await call('Staff/Update', { id: account.id, version: 2, role: 'editor', disabled: false });
    expect((await signIn('fatma', 'İlk-şifre-2026')).statusCode).toBe(200);
  });

  it('changes a role: the earlier tokens stop, the next sign-in carries the new role', async () => {
    const account = await create('hakan');
    const token = (await signIn('hakan', 'İlk-şifre-2026')).json().data.token as string;
    expect((await api().post('Staff/Query', {}, { token })).statusCode).toBe(403);
    await call('Staff/Update', { id: account.id, version: 1, role: 'yonetici', disabled: false });
    expect((await api().post('Messages/Query', {}, { token })).statusCode).toBe(unauthorized);
    const again = (await signIn('hakan', 'İlk-şifre-2026')).json().data.token as string;
    expect((await api().post('Staff/Query', {}, { token: again })).statusCode).toBe(200);
  });

  it('refuses the later of two changes made from the same version, naming who changed it and when', async () => {
    const account = await create('zeynep');
    const other = await create('ikinci.yonetici', 'yonetici');
    const otherToken = (await signIn('ikinci.yonetici', 'İlk-şifre-2026')).json().data.token as string;
    await call('Staff/Update', { id: account.id, version: 1, role: 'editor', disabled: true }, otherToken);
    const later = await api().post(
      'Staff/Update',
      { id: account.id, version: 1, role: 'yonetici', disabled: false },
      { token: yonetici },
    );
    expect(later.statusCode).toBe(409);
    expect(later.json().ErrorMessages).toEqual([
      expect.stringMatching(
        /^Bu hesap \d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d tarihinde Deneme ikinci\.yonetici tarafından değiştirildi\. Güncel hâlini görmek için yenileyin\.$/,
      ),
    ]);
    const reset = await api().post(
      'Staff/ResetPassword',
      { id: account.id, version: 1, password: 'Başka-bir-şifre-9' },
      { token: yonetici },
    );
    expect(reset.statusCode).toBe(409);
    const [stored] = (await call<StaffAccount[]>('Staff/Query', {})).filter((row) => row.id === account.id);
    expect(stored).toMatchObject({ disabled: true, role: 'editor', version: 2 });
    await call('Staff/Update', { id: other.id, version: 1, role: 'editor', disabled: true });
  });

  it('keeps the last active Yönetici: it can be neither disabled nor made an Editör', async () => {
    const list = await call<StaffAccount[]>('Staff/Query', {});
    const active = list.filter((account) => account.role === 'yonetici' && !account.disabled);
    const [admin] = active.filter((account) => account.userName === 'admin');
    for (const account of active) {
      if (account.userName !== 'admin') {
        await call('Staff/Update', {
          id: account.id,
          version: account.version,
          role: 'editor',
          disabled: false,
        });
      }
    }
    if (!admin) throw new Error('admin is not an active Yönetici');
    const line = [
      'Son etkin Yönetici devre dışı bırakılamaz veya Editör yapılamaz. Önce başka bir hesabı Yönetici yapın.',
    ];
    await expectRefused(api(), 'Staff/Update', yonetici, [
      [{ id: admin.id, version: admin.version, role: 'editor', disabled: false }, line],
      [{ id: admin.id, version: admin.version, role: 'yonetici', disabled: true }, line],
    ]);
  });

  it('resets a password: every session of that account ends, the new password signs in, and the audit log holds no password', async () => {
    const account = await create('emre');
    const token = (await signIn('emre', 'İlk-şifre-2026')).json().data.token as string;
    await call('Staff/ResetPassword', { id: account.id, version: 1, password: 'Sıfırlanan-şifre-7' });
    expect((await api().post('Messages/Query', {}, { token })).statusCode).toBe(unauthorized);
    expect((await signIn('emre', 'İlk-şifre-2026')).statusCode).toBe(403);
    expect((await signIn('emre', 'Sıfırlanan-şifre-7')).statusCode).toBe(200);
    const { rows } = await api().db.query<{ text: string }>('SELECT details::text AS text FROM audit_log');
    expect(rows.map((row) => row.text).join('\n')).not.toMatch(/Sıfırlanan|İlk-şifre|scrypt/);
  });

  it('Şifremi değiştir: the session that changed it gets a fresh token, the other sessions end', async () => {
    await create('selin');
    const first = (await signIn('selin', 'İlk-şifre-2026')).json().data.token as string;
    const second = (await signIn('selin', 'İlk-şifre-2026')).json().data.token as string;
    await expectRefused(api(), 'Auth/ChangePassword', first, [
      [
        {
          currentPassword: 'yanlış-şifre',
          newPassword: 'Yeni-şifre-2026',
          newPasswordAgain: 'Yeni-şifre-2026',
        },
        ['Mevcut şifre hatalı.'],
      ],
      [
        {
          currentPassword: 'İlk-şifre-2026',
          newPassword: 'Yeni-şifre-2026',
          newPasswordAgain: 'Yeni-şifre-2027',
        },
        ['Yeni şifre ile tekrarı aynı değil.'],
      ],
      [
        { currentPassword: '', newPassword: 'kısa', newPasswordAgain: 'kısa' },
        ['Mevcut şifre zorunludur.', 'Şifre en az 12 karakter olmalıdır.'],
      ],
    ]);
    const fresh = await call<{ token: string }>(
      'Auth/ChangePassword',
      {
        currentPassword: 'İlk-şifre-2026',
        newPassword: 'Yeni-şifre-2026',
        newPasswordAgain: 'Yeni-şifre-2026',
      },
      first,
    );
    expect((await api().post('Messages/Query', {}, { token: fresh.token })).statusCode).toBe(200);
    expect((await api().post('Messages/Query', {}, { token: first })).statusCode).toBe(unauthorized);
    expect((await api().post('Messages/Query', {}, { token: second })).statusCode).toBe(unauthorized);
    expect((await signIn('selin', 'Yeni-şifre-2026')).statusCode).toBe(200);
  });
});
