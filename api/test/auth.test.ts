import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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
/** Moves the failures of `ip` to `seconds` ago, so a test does not depend on how long scrypt took. */
const failedSecondsAgo = (ip: string, seconds: number) =>
  api.db.query(
    'UPDATE login_failures SET failed_at = clock_timestamp() - make_interval(secs => $2) WHERE client_ip = $1',
    [ip, seconds],
  );
const failedJustNow = (ip: string) => failedSecondsAgo(ip, 0);

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
        Role: 'yonetici',
        CredentialVersion: expect.any(Number),
        iat: expect.any(Number),
        exp: expect.any(Number),
      });
      expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(8 * 3600);
      expect(Math.abs((claims?.iat ?? 0) - now())).toBeLessThanOrEqual(2);
      expect((await api.post('Examples/GetAll', undefined, { token })).statusCode).toBe(200);
    }
  });

  it('answers an unknown user and a wrong password with the same 403, the same line and similar timing', async () => {
    // At scrypt's real cost (the tests' cheaper hashes would leave only noise to compare): an
    // account hashed with it, and the unknown user's stand-in with it.
    vi.stubEnv('TEST_PASSWORD_HASH_LOG_N', '');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    await api.addStaff({ userName: 'timing', password: 'Doğru-Şifre-1' });
    const timings = { unknown: [] as number[], wrong: [] as number[] };
    for (let round = 0; round < 3; round++) {
      for (const [kind, name] of [
        ['unknown', `nobody${round}@example.com`],
        ['wrong', 'timing'],
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

  it('does not lock the account: after many failures from other addresses the right password from a clean address signs in', async () => {
    for (let n = 1; n <= 6; n++) {
      expect((await login('admin', `wrong-${n}`, `10.2.0.${n}`)).statusCode).toBe(403);
    }
    expect((await login('admin@example.com', 'admin12345', '10.2.1.1')).statusCode).toBe(200);
    // One attempt every three minutes from ever new addresses keeps nobody out either.
    for (let minute = 3; minute <= 15; minute += 3) {
      await api.db.query("UPDATE login_failures SET failed_at = failed_at - interval '3 minutes'");
      expect((await login('admin', 'wrong', `10.2.2.${minute}`)).statusCode).toBe(403);
      expect((await login('admin', 'admin12345', `10.2.3.${minute}`)).statusCode).toBe(200);
    }
  });

  it('slows an address that failed on an account under attack, the wait doubling with each failure of the account', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await login('admin', 'wrong', `10.8.0.${n}`)).statusCode).toBe(403);
    }
    // The account has 5 failures: 10.8.0.1, which made one of them, waits 1 s after it.
    await failedJustNow('10.8.0.1');
    const slowed = await login('admin', 'admin12345', '10.8.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toEqual({
      ErrorMessages: ['Çok fazla başarısız giriş denemesi yapıldı. Lütfen 1 saniye sonra tekrar deneyin.'],
    });
    await failedSecondsAgo('10.8.0.1', 1);
    expect((await login('admin', 'wrong-again', '10.8.0.1')).statusCode).toBe(403);
    // 6 failures: 2 s; 7: 4 s.
    await failedJustNow('10.8.0.1');
    expect((await login('admin', 'x', '10.8.0.1')).headers['retry-after']).toBe('2');
    await failedSecondsAgo('10.8.0.1', 2);
    expect((await login('admin', 'x', '10.8.0.1')).statusCode).toBe(403);
    await failedJustNow('10.8.0.1');
    expect((await login('admin', 'x', '10.8.0.1')).headers['retry-after']).toBe('4');
    // Addresses that have not failed on the account are not slowed.
    expect((await login('admin', 'admin12345', '10.8.1.1')).statusCode).toBe(200);
  });

  it('never makes an address wait more than 5 minutes for the account', async () => {
    for (let n = 1; n <= 14; n++) await login('admin', 'wrong', `10.9.${n}.1`);
    // 14 failures would make it 2^9 = 512 s; the wait stops at 300.
    await failedSecondsAgo('10.9.1.1', 299);
    const slowed = await login('admin', 'admin12345', '10.9.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    await failedSecondsAgo('10.9.1.1', 300);
    expect((await login('admin', 'admin12345', '10.9.1.1')).statusCode).toBe(200);
  });

  it('after 5 failures from one address answers 429 for every account from it, not from other addresses', async () => {
    const firstFailure = Date.now();
    for (let n = 1; n <= 5; n++) {
      expect((await login(`user${n}@example.com`, 'x', '10.3.0.1')).statusCode).toBe(403);
    }
    const blocked = await login('admin', 'admin12345', '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    // 15 minutes from the first failure: as long as the five sign-ins took, less (seconds on a
    // busy machine, each one hashing with scrypt).
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(900 - Math.ceil((Date.now() - firstFailure) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json()).toEqual({
      ErrorMessages: ['Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.'],
    });
    expect((await login('admin', 'admin12345', '10.3.0.2')).statusCode).toBe(200);
  });

  it('lets the address in again once its failures are older than 15 minutes', async () => {
    for (let n = 1; n <= 5; n++) await login(`user${n}`, 'wrong', '10.4.0.1');
    expect((await login('admin', 'admin12345', '10.4.0.1')).statusCode).toBe(429);
    // A second more than 14 minutes: under a minute left, however fast the five sign-ins were.
    await api.db.query("UPDATE login_failures SET failed_at = failed_at - interval '14 minutes 1 second'");
    const stillBlocked = await login('admin', 'admin12345', '10.4.0.1');
    expect(stillBlocked.statusCode).toBe(429);
    expect(Number(stillBlocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(stillBlocked.json().ErrorMessages).toEqual([
      expect.stringMatching(
        /^Çok fazla başarısız giriş denemesi yapıldı\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
      ),
    ]);
    await api.db.query("UPDATE login_failures SET failed_at = failed_at - interval '1 minute'");
    expect((await login('admin', 'admin12345', '10.4.0.1')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let n = 1; n <= 6; n++)
      expect((await login('admin', 'admin12345', '10.5.0.1')).statusCode).toBe(200);
    const { rows } = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM login_failures',
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('counts attempts sent at the same moment from one address, so parallel guessing cannot pass the limit', async () => {
    // Three failures recorded by another instance: this one has not seen the address fail, so
    // each of the five guesses is counted in the database.
    await api.db.query(
      "INSERT INTO login_failures (account, client_ip) SELECT 'login:once' || n || '@example.com', '10.6.0.1' FROM generate_series(1, 3) AS n",
    );
    // Two failures left for the address; five guesses at once, which the hash queue has room for.
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, n) => login(`guess${n}@example.com`, 'x', '10.6.0.1')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([403, 403, 429, 429, 429]);
    for (const response of responses.filter((each) => each.statusCode === 429)) {
      expect(response.json().ErrorMessages[0]).toMatch(/^Çok fazla başarısız giriş denemesi yapıldı/);
    }
  });

  it('hashes one or two passwords at a time; an attempt beyond the short queue gets 429 at once and counts as no failure', async () => {
    const short = await startTestApi({
      hashQueue: { concurrency: 1, maxWaiting: 2 },
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          short.post(
            'Auth/Login',
            { emailOrUserName: `kuyruk${n}@example.com`, password: 'x' },
            { ip: `10.10.0.${n + 1}` },
          ),
        ),
      );
      const refused = responses.filter((response) => response.statusCode === 429);
      const failed = responses.filter((response) => response.statusCode === 403);
      expect(refused.length + failed.length).toBe(12);
      expect(refused.length).toBeGreaterThan(0);
      for (const response of refused) {
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual({
          ErrorMessages: [
            'Şu anda çok sayıda giriş denemesi var. Lütfen birkaç saniye sonra tekrar deneyin.',
          ],
        });
      }
      const { rows } = await short.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM login_failures',
      );
      expect(rows[0]?.count).toBe(failed.length);
    } finally {
      await short.close();
    }
  });

  it('lets the right password from a clean address through while one that has failed floods the sign-in', {
    timeout: 120_000,
  }, async () => {
    const short = await startTestApi({
      hashQueue: { concurrency: 1, maxWaiting: 2 },
    });
    try {
      const signIn = (emailOrUserName: string, password: string, ip: string) =>
        short.post('Auth/Login', { emailOrUserName, password }, { ip });
      expect((await signIn('saldiran@example.com', 'x', '10.11.0.1')).statusCode).toBe(403);
      // Eight attackers on one address, each sending its next attempt as soon as the last is
      // answered, whatever the answer; meanwhile the staff member signs in three times.
      let flooding = true;
      const attacker: number[] = [];
      const flood = Array.from({ length: 8 }, async (_, n) => {
        for (let attempt = 0; flooding; attempt++) {
          attacker.push((await signIn(`saldiran${n}-${attempt}@example.com`, 'x', '10.11.0.1')).statusCode);
        }
      });
      const staff: number[] = [];
      try {
        for (let n = 0; n < 3; n++) staff.push((await signIn('admin', 'admin12345', '10.11.0.2')).statusCode);
      } finally {
        flooding = false;
        await Promise.all(flood);
      }
      expect(staff).toEqual([200, 200, 200]);
      // Four more failures and the address is refused; nothing else got through.
      expect(attacker.filter((status) => status === 403)).toHaveLength(4);
      expect(new Set(attacker)).toEqual(new Set([403, 429]));
    } finally {
      await short.close();
    }
  });
});

/** A token signed with the test key whose payload is exactly `payloadJson` (1e400 included). */
function signedToken(payloadJson: string): string {
  const part = (text: string) => Buffer.from(text).toString('base64url');
  const input = `${part('{"alg":"HS256","typ":"JWT"}')}.${part(payloadJson)}`;
  return `${input}.${createHmac('sha256', testJwtSecret).update(input).digest('base64url')}`;
}

describe(`tokens on ${engineName}`, () => {
  it('refuses a token whose nbf or iat lies ahead, whose exp is not a finite whole number, or whose user does not exist', async () => {
    const issued = await api.staffToken();
    const claims = JSON.parse(Buffer.from(issued.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const payload = (changes: Record<string, unknown>) => JSON.stringify({ ...claims, ...changes });
    const getAll = (token: string) => api.post('Examples/GetAll', undefined, { token });
    // The same claims, signed here, are accepted: what follows is refused for its claims alone.
    expect((await getAll(signedToken(payload({})))).statusCode).toBe(200);
    expect((await getAll(signedToken(payload({ nbf: now() - 10 })))).statusCode).toBe(200);

    const refused: [string, string][] = [
      ['nbf an hour ahead', payload({ nbf: now() + 3600 })],
      ['nbf not a number', payload({ nbf: 'now' })],
      ['iat an hour ahead', payload({ iat: now() + 3600 })],
      ['iat far ahead', payload({ iat: 1e10 })],
      ['exp 1e400', payload({ exp: 0 }).replace('"exp":0', '"exp":1e400')],
      ['exp not whole', payload({ exp: now() + 60.5 })],
      ['exp beyond any date', payload({ exp: 2 ** 60 })],
      ['unknown user', payload({ Id: '00000000-0000-4000-8000-000000000000' })],
      ['user id not a uuid', payload({ Id: 'admin' })],
      ['no credential version', payload({ CredentialVersion: undefined })],
      ['another credential version', payload({ CredentialVersion: Number(claims.CredentialVersion) + 1 })],
    ];
    for (const [why, json] of refused) {
      const response = await getAll(signedToken(json));
      expect(response.statusCode, why).toBe(401);
    }
    expect(api.loggedErrors).toEqual([]);
  });
});
