import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signJwt, type TokenUser, verifyJwt } from './jwt.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const user: TokenUser = {
  Id: '0b6c3c8e-3f0e-4a53-9a57-7f6f6d0e2c11',
  Name: 'Yönetici',
  Email: 'admin@example.com',
  UserName: 'admin',
  Role: 'yonetici',
  CredentialVersion: 3,
};
const now = 1_750_000_000;
const token = signJwt(user, secret, now, 3600);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (input: string, key = secret) => createHmac('sha256', key).update(input).digest('base64url');
const forge = (header: unknown, payload: unknown, key = secret) => {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${hmac(input, key)}`;
};
const claims = { ...user, iat: now, exp: now + 3600 };

describe('signJwt and verifyJwt', () => {
  it('round-trips the claims Id, Name, Email, UserName, Role, CredentialVersion, iat and exp', () => {
    expect(verifyJwt(token, secret, now)).toEqual(claims);
  });

  it('writes a standard HS256 JWT that any JWT library can read', () => {
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual(claims);
    expect(forge({ alg: 'HS256', typ: 'JWT' }, claims)).toBe(token);
  });

  it('refuses an expired token, comparing exp with the time in seconds', () => {
    expect(verifyJwt(token, secret, now + 3599)).not.toBeNull();
    expect(verifyJwt(token, secret, now + 3600)).toBeNull();
  });

  it('refuses a token signed with another key', () => {
    expect(verifyJwt(token, 'another-secret-that-is-long-enough-too', now)).toBeNull();
    expect(verifyJwt(forge({ alg: 'HS256', typ: 'JWT' }, claims, 'k'.repeat(40)), secret, now)).toBeNull();
  });

  it('refuses alg none, with or without a signature, and every other alg', () => {
    const noneInput = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}`;
    expect(verifyJwt(`${noneInput}.`, secret, now)).toBeNull();
    expect(verifyJwt(`${noneInput}.${hmac(noneInput)}`, secret, now)).toBeNull();
    for (const alg of ['HS384', 'HS512', 'RS256', 'hs256', 'None']) {
      expect(verifyJwt(forge({ alg, typ: 'JWT' }, claims), secret, now)).toBeNull();
    }
    expect(verifyJwt(forge({ typ: 'JWT' }, claims), secret, now)).toBeNull();
  });

  it('refuses a changed payload that keeps the old signature', () => {
    const [header, , signature] = token.split('.');
    const longer = encode({ ...claims, exp: now + 999_999 });
    const otherUser = encode({ ...claims, UserName: 'root' });
    expect(verifyJwt(`${header}.${longer}.${signature}`, secret, now)).toBeNull();
    expect(verifyJwt(`${header}.${otherUser}.${signature}`, secret, now)).toBeNull();
  });

  it('refuses iat and nbf ahead of the clock (beyond 30 s of skew) and times that are not whole numbers', () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const valid = (changes: Record<string, unknown>) =>
      verifyJwt(forge(header, { ...claims, ...changes }), secret, now) !== null;
    expect(valid({ iat: now + 30, nbf: now + 30 })).toBe(true);
    expect(valid({ nbf: now - 5 })).toBe(true);
    expect(valid({ iat: now + 31 })).toBe(false);
    expect(valid({ iat: 1e10 })).toBe(false);
    expect(valid({ nbf: now + 31 })).toBe(false);
    expect(valid({ nbf: String(now) })).toBe(false);
    expect(valid({ nbf: null })).toBe(false);
    expect(valid({ exp: now + 0.5 })).toBe(false);
    expect(valid({ exp: 2 ** 60 })).toBe(false);
    expect(valid({ iat: -0.5 })).toBe(false);
    const infinite = `${encode(header)}.${Buffer.from(JSON.stringify(claims).replace(/"exp":\d+/, '"exp":1e400')).toString('base64url')}`;
    expect(verifyJwt(`${infinite}.${hmac(infinite)}`, secret, now)).toBeNull();
  });

  it('refuses a correctly signed token that lacks a claim or has one of the wrong type', () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(verifyJwt(forge(header, { ...claims, Id: undefined }), secret, now)).toBeNull();
    expect(verifyJwt(forge(header, { ...claims, exp: String(now + 60) }), secret, now)).toBeNull();
    expect(verifyJwt(forge(header, { ...claims, iat: undefined }), secret, now)).toBeNull();
    expect(verifyJwt(forge(header, { ...claims, CredentialVersion: undefined }), secret, now)).toBeNull();
    expect(verifyJwt(forge(header, { ...claims, CredentialVersion: '3' }), secret, now)).toBeNull();
    // A token from before the roles (issue 37) has no Role: its holder signs in again.
    expect(verifyJwt(forge(header, { ...claims, Role: undefined }), secret, now)).toBeNull();
    expect(verifyJwt(forge(header, { ...claims, Role: 'root' }), secret, now)).toBeNull();
    expect(verifyJwt(forge(header, { ...claims, Role: 'editor' }), secret, now)).toEqual({
      ...claims,
      Role: 'editor',
    });
    expect(verifyJwt(forge(header, [claims]), secret, now)).toBeNull();
    expect(verifyJwt(forge({ ...header, crit: ['b64'] }, claims), secret, now)).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of [
      '',
      '.',
      '..',
      'a.b',
      'a.b.c.d',
      `${token}.`,
      token.replaceAll('.', '!'),
      'e30.e30.e30',
    ]) {
      expect(verifyJwt(bad, secret, now)).toBeNull();
    }
  });

  it('property: no random change to a valid token authenticates', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ';
    const char = fc.constantFrom(...alphabet.split(''));
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), char }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), char }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), char }),
    );
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let changed = token;
        for (const { kind, at, char: c } of edits) {
          const i = at % (changed.length + 1);
          if (kind === 'replace') changed = changed.slice(0, i) + c + changed.slice(i + 1);
          if (kind === 'insert') changed = changed.slice(0, i) + c + changed.slice(i);
          if (kind === 'delete') changed = changed.slice(0, i) + changed.slice(i + 1);
        }
        fc.pre(changed !== token);
        expect(verifyJwt(changed, secret, now)).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });

  it('property: random strings and random claims under a wrong key never authenticate', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(verifyJwt(text, secret, now)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.dictionary(fc.string(), fc.jsonValue()), (key, payload) => {
        fc.pre(key !== secret);
        expect(verifyJwt(forge({ alg: 'HS256' }, { ...claims, ...payload }, key), secret, now)).toBeNull();
      }),
    );
  });
});
