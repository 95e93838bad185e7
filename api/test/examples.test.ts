import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signJwt } from '../src/features/auth/jwt.ts';
import { expectRefused } from './support/expect-refused.ts';
import { startSignedInTestApi, type TestApi, testJwtSecret } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

let api: TestApi;
let token: string;

beforeAll(async () => ({ api, token } = await startSignedInTestApi()));
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM examples');
});

const list = async () => {
  const response = await api.post('Examples/GetAll', undefined, { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string; field1: string; field2: string }[] }>().data;
};

describe(`Examples on ${engineName}`, () => {
  it('GetAll answers an empty list, then every record in the order they were added', async () => {
    expect(await list()).toEqual([]);
    for (const n of [1, 2, 3]) {
      const created = await api.post(
        'Examples/Create',
        { field1: `birinci ${n}`, field2: `ikinci ${n}` },
        { token },
      );
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({ data: 'Kayıt eklendi.' });
    }
    const records = await list();
    expect(records.map(({ field1, field2 }) => [field1, field2])).toEqual([
      ['birinci 1', 'ikinci 1'],
      ['birinci 2', 'ikinci 2'],
      ['birinci 3', 'ikinci 3'],
    ]);
    for (const record of records)
      expect(record.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('GetAll keeps the order of addition for records created within the same clock tick', async () => {
    // One statement, one timestamp for all: only a sequence can tell the order they came in.
    const names = Array.from({ length: 20 }, (_, n) => `aynı an ${n}`);
    await api.db.query(
      `INSERT INTO examples (field1, field2, created_at)
       SELECT name, 'aynı an', '2025-01-01T10:00:00Z' FROM unnest($1::text[]) WITH ORDINALITY AS t(name, n)
       ORDER BY n`,
      [names],
    );
    expect((await list()).map((record) => record.field1)).toEqual(names);
  });

  it('GetAll answers JSON with no body, an empty JSON body or any JSON body', async () => {
    await api.post('Examples/Create', { field1: 'abc', field2: 'def' }, { token });
    for (const options of [{}, { payload: '', headers: { 'content-type': 'application/json' } }]) {
      const response = await api.post('Examples/GetAll', undefined, { token, ...options });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json().data).toHaveLength(1);
    }
    expect((await api.post('Examples/GetAll', { any: 'thing' }, { token })).statusCode).toBe(200);
  });

  it('GetAll keeps text exactly, quotes, backslashes and Turkish letters included', async () => {
    const field1 = 'Çağrı "Şimşek" \\ <b>İğdır</b>';
    await api.post('Examples/Create', { field1, field2: 'ğüşiöç ĞÜŞİÖÇ 🏋️' }, { token });
    expect(await list()).toEqual([{ id: expect.any(String), field1, field2: 'ğüşiöç ĞÜŞİÖÇ 🏋️' }]);
  });

  it('Create trims the fields and ignores an id or any other field sent along', async () => {
    const response = await api.post(
      'Examples/Create',
      { id: '00000000-0000-4000-8000-000000000000', field1: '  abc  ', field2: 'def', admin: true },
      { token },
    );
    expect(response.statusCode).toBe(200);
    const [record] = await list();
    expect(record).toMatchObject({ field1: 'abc', field2: 'def' });
    expect(record?.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('Create refuses invalid fields with 403 and one Turkish line per problem', async () => {
    const cases: [unknown, string[]][] = [
      [{ field1: 'ab', field2: '' }, ['Alan 1 en az 3 karakter olmalıdır.', 'Alan 2 zorunludur.']],
      [{ field1: '   ', field2: 'abc' }, ['Alan 1 zorunludur.']],
      [{ field1: 'abc' }, ['Alan 2 zorunludur.']],
      [{ field1: 123, field2: ['abc'] }, ['Alan 1 zorunludur.', 'Alan 2 zorunludur.']],
      [{ field1: 'x'.repeat(201), field2: 'abc' }, ['Alan 1 en fazla 200 karakter olabilir.']],
      [[], ['İstek gövdesi geçersiz.']],
      ['abc', ['İstek gövdesi geçersiz.']],
      [null, ['İstek gövdesi geçersiz.']],
    ];
    await expectRefused(api, 'Examples/Create', token, [...cases, [undefined, ['İstek gövdesi geçersiz.']]]);
    expect(await list()).toEqual([]);
  });

  it('Update changes a record and answers a message; an unknown id is a 403', async () => {
    await api.post('Examples/Create', { field1: 'eski bir', field2: 'eski iki' }, { token });
    const [record] = await list();
    const updated = await api.post(
      'Examples/Update',
      { id: record?.id, field1: 'yeni bir', field2: 'yeni iki' },
      { token },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ data: 'Kayıt güncellendi.' });
    expect(await list()).toEqual([{ id: record?.id, field1: 'yeni bir', field2: 'yeni iki' }]);

    const missing = await api.post(
      'Examples/Update',
      { id: '6b0c2a84-8d8a-4d38-9c1e-2f6a1f0e9b11', field1: 'abc', field2: 'def' },
      { token },
    );
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      ErrorMessages: ['Kayıt bulunamadı; silinmiş olabilir. Listeyi yenileyip tekrar deneyin.'],
    });
  });

  it('Update refuses a missing or malformed id and invalid fields', async () => {
    const cases: [unknown, string[]][] = [
      [{ field1: 'abc', field2: 'def' }, ['Kayıt kimliği zorunludur.']],
      [{ id: 'not-a-uuid', field1: 'abc', field2: 'def' }, ['Kayıt kimliği geçersiz.']],
      [{ id: "1' OR '1'='1", field1: 'abc', field2: 'def' }, ['Kayıt kimliği geçersiz.']],
      [
        { id: 42, field1: 'ab', field2: 'def' },
        ['Kayıt kimliği zorunludur.', 'Alan 1 en az 3 karakter olmalıdır.'],
      ],
    ];
    await expectRefused(api, 'Examples/Update', token, cases);
  });

  it('DeleteById removes a record and answers a message; an unknown or invalid id is a 403', async () => {
    await api.post('Examples/Create', { field1: 'silinecek', field2: 'kayıt' }, { token });
    await api.post('Examples/Create', { field1: 'kalacak', field2: 'kayıt' }, { token });
    const [first, second] = await list();
    const deleted = await api.post('Examples/DeleteById', { id: first?.id }, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: 'Kayıt silindi.' });
    expect(await list()).toEqual([second]);

    const again = await api.post('Examples/DeleteById', { id: first?.id }, { token });
    expect(again.statusCode).toBe(403);
    expect(again.json().ErrorMessages).toEqual([
      'Kayıt bulunamadı; silinmiş olabilir. Listeyi yenileyip tekrar deneyin.',
    ]);
    const invalid = await api.post('Examples/DeleteById', { id: '' }, { token });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json()).toEqual({ ErrorMessages: ['Kayıt kimliği zorunludur.'] });
  });

  it('GetAll sees changes made behind its back, so a cached list is never stale', async () => {
    await list();
    await api.db.query("INSERT INTO examples (field1, field2) VALUES ('doğrudan', 'eklendi')");
    expect((await list()).map((record) => record.field1)).toEqual(['doğrudan']);
    await api.db.query("UPDATE examples SET field2 = 'değişti'");
    expect((await list())[0]?.field2).toBe('değişti');
    await api.db.query('DELETE FROM examples');
    expect(await list()).toEqual([]);
    await api.db.transaction(async (tx) => {
      await tx.query("INSERT INTO examples (field1, field2) VALUES ('işlem', 'içinde')");
      await tx.query("UPDATE examples SET field1 = 'işlem sonu'");
    });
    expect((await list()).map((record) => record.field1)).toEqual(['işlem sonu']);
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query('DELETE FROM examples');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await list()).toHaveLength(1);
  });

  describe('tokens', () => {
    const routes = ['Examples/GetAll', 'Examples/Create', 'Examples/Update', 'Examples/DeleteById'];
    const user = {
      Id: 'x',
      Name: 'Yönetici',
      Email: 'admin@example.com',
      UserName: 'admin',
      Role: 'yonetici',
      CredentialVersion: 1,
    } as const;
    const now = () => Math.floor(Date.now() / 1000);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const refused = (): [string, Record<string, string>][] => {
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      return [
        ['missing', {}],
        ['not Bearer', { authorization: `Basic ${token}` }],
        ['empty Bearer', { authorization: 'Bearer ' }],
        ['malformed', { authorization: 'Bearer abc.def' }],
        ['garbage', { authorization: 'Bearer !!!.???.***' }],
        ['expired', { authorization: `Bearer ${signJwt(user, testJwtSecret, now() - 7200, 3600)}` }],
        [
          'another key',
          { authorization: `Bearer ${signJwt(user, 'another-secret-of-32-bytes-or-more!!', now(), 3600)}` },
        ],
        ['alg none', { authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${payload}.` }],
        [
          'changed payload',
          {
            authorization: `Bearer ${header}.${encode({ ...claims, exp: claims.exp + 86_400 })}.${signature}`,
          },
        ],
      ];
    };

    it('refuses a missing, malformed, expired, forged or alg-none token with 401 on every Examples route', async () => {
      for (const route of routes) {
        for (const [why, headers] of refused()) {
          const response = await api.post(route, { id: 'x', field1: 'abc', field2: 'def' }, { headers });
          expect(response.statusCode, `${route} ${why}`).toBe(401);
          expect(response.headers['www-authenticate']).toBe('Bearer');
          expect(response.json()).toEqual({
            ErrorMessages: ['Oturumunuz geçersiz veya süresi dolmuş. Lütfen yeniden giriş yapın.'],
          });
        }
      }
      expect(await list()).toEqual([]);
    });

    it('checks the token before reading the body', async () => {
      const response = await api.post('Examples/Create', undefined, {
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
