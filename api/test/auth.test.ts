import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyJwt } from '../src/features/auth/jwt.ts';
import { startTestApi, type TestApi, testJwtSecret } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM login_failures');
});

const login = (emailOrUserName: unknown, password: unknown, ip = '127.0.0.1') =>
  api.post('Auth/Login', { emailOrUserName, password }, { ip });
const failure = { ErrorMessages: ['E-posta/kullanıcı adı veya şifre hatalı.'] };
const now = () => Math.floor(Date.now() / 1000);

describe(`Auth/Login on ${engineName}`, () => {
  it('signs the seeded admin in by user name or e-mail, in any case, with an HS256 token', async () => {
    for (const name of ['admin', 'admin@example.com', ' ADMIN@Example.com ']) {
      const response = await login(name, 'admin12345');
      expect(response.statusCode, name).toBe(200);
      const { token } = response.json().data;
      const [header] = token.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
      const claims = verifyJwt(token, testJwtSecret, now());
      expect(claims).toEqual({
        Id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        Name: 'Yönetici',
        Email: 'admin@example.com',
        UserName: 'admin',
        iat: expect.any(Number),
        exp: expect.any(Number),
      });
      expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(8 * 3600);
      expect(Math.abs((claims?.iat ?? 0) - now())).toBeLessThanOrEqual(2);
      expect((await api.post('Examples/GetAll', undefined, { token })).statusCode).toBe(200);
    }
  });

  it('answers an unknown user and a wrong password with the same 403, the same line and similar timing', async () => {
    const timings = { unknown: [] as number[], wrong: [] as number[] };
    for (let round = 0; round < 3; round++) {
      for (const [kind, name] of [
        ['unknown', `nobody${round}@example.com`],
        ['wrong', 'admin'],
      ] as const) {
        const started = performance.now();
        const response = await login(name, 'wrong-password', `10.1.${round}.${kind.length}`);
        timings[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(failure);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] as number;
    const ratio = median(timings.unknown) / median(timings.wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('refuses a body without the fields, one line per problem', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['E-posta veya kullanıcı adı zorunludur.', 'Şifre zorunludur.']],
      [{ emailOrUserName: '  ', password: 'x' }, ['E-posta veya kullanıcı adı zorunludur.']],
      [{ emailOrUserName: 'admin', password: 12345 }, ['Şifre zorunludur.']],
      [['admin', 'admin12345'], ['İstek gövdesi geçersiz.']],
    ];
    for (const [body, lines] of cases) {
      const response = await api.post('Auth/Login', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ ErrorMessages: lines });
    }
  });

  it('after 5 failures for one account answers 429 with Retry-After, from any address, right password or not', async () => {
    const firstFailure = Date.now();
    for (let n = 1; n <= 5; n++) {
      expect((await login('admin', `wrong-${n}`, `10.2.0.${n}`)).statusCode).toBe(403);
    }
    const blocked = await login('admin@example.com', 'admin12345', '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    // 15 minutes from the first failure: as long as the five sign-ins took, less (seconds on a
    // busy machine, each one hashing with scrypt).
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(900 - Math.ceil((Date.now() - firstFailure) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json()).toEqual({
      ErrorMessages: ['Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.'],
    });
  });

  it('after 5 failures from one address answers 429 for every account from it, not from other addresses', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await login(`user${n}@example.com`, 'x', '10.3.0.1')).statusCode).toBe(403);
    }
    expect((await login('admin', 'admin12345', '10.3.0.1')).statusCode).toBe(429);
    expect((await login('admin', 'admin12345', '10.3.0.2')).statusCode).toBe(200);
  });

  it('lets the account in again once the failures are older than 15 minutes', async () => {
    for (let n = 1; n <= 5; n++) await login('admin', 'wrong', `10.4.0.${n}`);
    expect((await login('admin', 'admin12345', '10.4.1.1')).statusCode).toBe(429);
    await api.db.query("UPDATE login_failures SET failed_at = failed_at - interval '14 minutes'");
    const stillBlocked = await login('admin', 'admin12345', '10.4.1.1');
    expect(stillBlocked.statusCode).toBe(429);
    expect(Number(stillBlocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(stillBlocked.json().ErrorMessages).toEqual([
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 1 dakika sonra tekrar deneyin.',
    ]);
    await api.db.query("UPDATE login_failures SET failed_at = failed_at - interval '1 minute'");
    expect((await login('admin', 'admin12345', '10.4.1.1')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let n = 1; n <= 6; n++)
      expect((await login('admin', 'admin12345', '10.5.0.1')).statusCode).toBe(200);
    const { rows } = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM login_failures',
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('counts attempts sent at the same moment, so parallel guessing cannot pass the limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) => login('admin', `guess-${n}`, `10.6.0.${n}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
  });
});
