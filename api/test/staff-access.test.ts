import { type ApiRoute, apiAccess, apiRoutes } from '@sportif/contract';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyJwt } from '../src/features/auth/jwt.ts';
import { applyStaffAccess } from '../src/features/auth/staff-access.ts';
import { testJwtSecret, useTestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

const notAllowed = {
  ErrorMessages: ['Bu işlem için yetkiniz yok: yalnızca Yönetici rolündeki kullanıcılar yapabilir.'],
};
const unauthorized = {
  ErrorMessages: ['Oturumunuz geçersiz veya süresi dolmuş. Lütfen yeniden giriş yapın.'],
};
const routes = Object.values(apiRoutes) as ApiRoute[];
const now = () => Math.floor(Date.now() / 1000);

describe(`staff roles on ${engineName}`, () => {
  const api = useTestApi(['examples']);
  let yonetici: string;
  let editor: { id: string; token: string };

  beforeAll(async () => {
    yonetici = await api().staffToken();
    editor = await api().addStaff({ userName: 'editor-roles', password: 'Editör-şifresi-1' });
  });

  const exampleId = async (token: string) => {
    await api().post('Examples/Create', { field1: 'Silinecek', field2: 'kayıt' }, { token });
    const page = await api().post('Examples/Query', {}, { token });
    return page.json().data.items[0].id as string;
  };

  it('lets an Editör search, add and edit Examples, but not delete one: a Turkish 403, the record kept', async () => {
    const id = await exampleId(editor.token);
    const updated = await api().post(
      'Examples/Update',
      { id, field1: 'Düzeltilen', field2: 'kayıt' },
      { token: editor.token },
    );
    expect(updated.statusCode).toBe(200);
    const refused = await api().post('Examples/DeleteById', { id }, { token: editor.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(notAllowed);
    expect((await api().post('Examples/Query', {}, { token: editor.token })).json().data.total).toBe(1);

    const deleted = await api().post('Examples/DeleteById', { id }, { token: yonetici });
    expect(deleted.json()).toEqual({ data: 'Kayıt silindi.' });
  });

  it('checks the role before the body: an Editör gets the same 403 for a body that is not even JSON', async () => {
    const response = await api().post('Audit/Query', undefined, {
      token: editor.token,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(notAllowed);
  });

  it('answers every route by apiAccess: 401 without a token on a staff route, 403 for an Editör on a Yönetici route', async () => {
    for (const route of routes) {
      const access = apiAccess[route];
      if (access === 'public') continue;
      const anonymous = await api().post(route, {});
      expect(anonymous.statusCode, route).toBe(401);
      expect(anonymous.json(), route).toEqual(unauthorized);
      if (access === 'yonetici') {
        const asEditor = await api().post(route, {}, { token: editor.token });
        expect(asEditor.statusCode, route).toBe(403);
        expect(asEditor.json(), route).toEqual(notAllowed);
      }
    }
  });

  it('signs the role into the token at sign-in', async () => {
    const response = await api().post(
      'Auth/Login',
      { emailOrUserName: 'editor-roles', password: 'Editör-şifresi-1' },
      { ip: '10.37.0.1' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(verifyJwt(response.json().data.token, testJwtSecret, now())).toMatchObject({
      UserName: 'editor-roles',
      Role: 'editor',
    });
  });

  it("refuses a disabled account's token on its next request, even one served from memory before", async () => {
    const { id, token } = await api().addStaff({ userName: 'editor-disabled' });
    expect((await api().post('Examples/Query', {}, { token })).statusCode).toBe(200);
    // Straight in SQL, without a new credential version: the account's state alone decides.
    await api().db.query('UPDATE users SET disabled_at = clock_timestamp() WHERE id = $1', [id]);
    const refused = await api().post('Examples/Query', {}, { token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(unauthorized);
  });

  it('tells a disabled staff member who knows the password that the account is disabled, and nobody else', async () => {
    await api().addStaff({ userName: 'editor-off', password: 'Kapalı-hesap-2025' });
    await api().db.query("UPDATE users SET disabled_at = clock_timestamp() WHERE user_name = 'editor-off'");
    const right = await api().post(
      'Auth/Login',
      { emailOrUserName: 'editor-off', password: 'Kapalı-hesap-2025' },
      { ip: '10.37.0.2' },
    );
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      ErrorMessages: ['Bu hesap devre dışı bırakılmış. Bir Yönetici ile görüşün.'],
    });
    const wrong = await api().post(
      'Auth/Login',
      { emailOrUserName: 'editor-off', password: 'yanlış-şifre' },
      { ip: '10.37.0.3' },
    );
    expect(wrong.json()).toEqual({ ErrorMessages: ['E-posta/kullanıcı adı veya şifre hatalı.'] });
  });
});

describe('apiAccess', () => {
  it('stops the start when a POST route has no entry: nobody forgets to say who may call it', async () => {
    const app = Fastify();
    app.register(
      async (inner) => {
        applyStaffAccess(inner, {
          jwtSecret: testJwtSecret,
          nowSeconds: now,
          users: { credentialVersion: async () => null },
        });
        inner.post('/Reports/Everything', async () => ({ data: 'x' }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(
      'POST Reports/Everything has no entry in apiAccess (@sportif/contract): say who may call it',
    );
  });
});
