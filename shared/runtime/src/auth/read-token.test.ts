import { describe, expect, it } from 'vitest';
import { readToken } from './read-token';

const now = 1_750_000_000;
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = part({ alg: 'HS256', typ: 'JWT' });
const claims = {
  Id: '7b1d9a52-3c4e-4f7a-9e2b-1a2b3c4d5e6f',
  Name: 'Şule Yıldırım',
  Email: 'admin@example.com',
  UserName: 'admin',
  Role: 'editor',
  iat: now - 60,
  exp: now + 3600,
};
const tokenWith = (payload: unknown) => `${header}.${part(payload)}.c2lnbmF0dXJl`;

describe('readToken', () => {
  it('reads the user of a valid token, Turkish letters included', () => {
    expect(readToken(tokenWith(claims), now)).toEqual({
      Id: claims.Id,
      Name: 'Şule Yıldırım',
      Email: 'admin@example.com',
      UserName: 'admin',
      Role: 'editor',
      exp: now + 3600,
    });
  });

  it('treats a token without a known role as signed out: a token from before the roles signs in again', () => {
    expect(readToken(tokenWith({ ...claims, Role: undefined }), now)).toBeNull();
    expect(readToken(tokenWith({ ...claims, Role: 'root' }), now)).toBeNull();
    expect(readToken(tokenWith({ ...claims, Role: 'yonetici' }), now)?.Role).toBe('yonetici');
  });

  it('treats an expired token as signed out', () => {
    expect(readToken(tokenWith({ ...claims, exp: now - 1 }), now)).toBeNull();
  });

  it('treats a token expiring this very second as expired', () => {
    expect(readToken(tokenWith({ ...claims, exp: now }), now)).toBeNull();
    expect(readToken(tokenWith({ ...claims, exp: now + 1 }), now)).not.toBeNull();
  });

  it('compares exp with the clock in seconds by default', () => {
    const seconds = Math.floor(Date.now() / 1000);
    expect(readToken(tokenWith({ ...claims, exp: seconds + 60 }))).not.toBeNull();
    expect(readToken(tokenWith({ ...claims, exp: seconds - 60 }))).toBeNull();
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { token: tokenWith(claims) }],
  ])('treats a token that is not a string (%s) as signed out', (_label, token) => {
    expect(readToken(token, now)).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['one part', header],
    ['no signature part', `${header}.${part(claims)}`],
    ['four parts', `${tokenWith(claims)}.extra`],
  ])('treats a token with a missing or extra part (%s) as signed out', (_label, token) => {
    expect(readToken(token, now)).toBeNull();
  });

  it.each([
    ['payload of impossible length', `${header}.abcde.sig`],
    ['payload with characters outside base64', `${header}.%%%%.sig`],
    ['header with characters outside base64', `*!*.${part(claims)}.sig`],
  ])('treats bad base64 (%s) as signed out', (_label, token) => {
    expect(readToken(token, now)).toBeNull();
  });

  it.each([
    ['payload', `${header}.${Buffer.from('{"Id": "1",').toString('base64url')}.sig`],
    ['header', `${Buffer.from('not json').toString('base64url')}.${part(claims)}.sig`],
    ['payload that is JSON but not an object', `${header}.${part('just a string')}.sig`],
    ['payload that is an array', `${header}.${part([claims])}.sig`],
    ['payload that is null', `${header}.${part(null)}.sig`],
  ])('treats bad JSON in the %s as signed out', (_label, token) => {
    expect(readToken(token, now)).toBeNull();
  });

  it.each(['Id', 'Name', 'Email', 'UserName', 'exp'] as const)(
    'treats a token without %s as signed out',
    (name) => {
      const { [name]: _left, ...rest } = claims;
      expect(readToken(tokenWith(rest), now)).toBeNull();
    },
  );

  it.each([
    ['exp as a string', { ...claims, exp: String(now + 3600) }],
    ['exp as null', { ...claims, exp: null }],
    ['Name as a number', { ...claims, Name: 7 }],
  ])('treats claims of the wrong type (%s) as signed out', (_label, payload) => {
    expect(readToken(tokenWith(payload), now)).toBeNull();
  });
});
