import { describe, expect, it } from 'vitest';
import {
  hashParamsFor,
  hashPassword,
  productionHashParams,
  unknownUserHash,
  verifyPassword,
} from './password-hash.ts';

describe('hashPassword and verifyPassword', () => {
  it('stores scrypt at N=2^17, r=8, p=1 with a random salt, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('Şifre-1234', productionHashParams),
      hashPassword('Şifre-1234', productionHashParams),
    ]);
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(first).not.toBe(second);
    const [right, wrong, otherCase] = await Promise.all([
      verifyPassword('Şifre-1234', first),
      verifyPassword('Şifre-1235', first),
      verifyPassword('şifre-1234', first),
    ]);
    expect([right, wrong, otherCase]).toEqual([true, false, false]);
  });

  it('lowers N only for tests that ask for it, never outside NODE_ENV=test', () => {
    expect(hashParamsFor({ NODE_ENV: 'test', TEST_PASSWORD_HASH_LOG_N: '12' })).toEqual({
      logN: 12,
      r: 8,
      p: 1,
    });
    for (const env of [
      { NODE_ENV: 'production', TEST_PASSWORD_HASH_LOG_N: '12' },
      { TEST_PASSWORD_HASH_LOG_N: '12' },
      { NODE_ENV: 'test', TEST_PASSWORD_HASH_LOG_N: '4' },
      { NODE_ENV: 'test', TEST_PASSWORD_HASH_LOG_N: 'low' },
      { NODE_ENV: 'test' },
    ])
      expect(hashParamsFor(env)).toEqual(productionHashParams);
    expect(hashParamsFor({ NODE_ENV: 'test', TEST_PASSWORD_HASH_LOG_N: '20' })).toEqual(productionHashParams);
  });

  it('verifies a hash stored with other parameters than new hashes get', async () => {
    const lowered = await hashPassword('Şifre-1234', { logN: 10, r: 8, p: 1 });
    expect(lowered).toMatch(/^\$scrypt\$ln=10,/);
    expect(await verifyPassword('Şifre-1234', lowered)).toBe(true);
  });

  it('treats composed and decomposed Unicode spellings of a password alike', async () => {
    const hash = await hashPassword('Gül');
    expect(await verifyPassword('Gu\u0308l', hash)).toBe(true);
  });

  it('refuses everything for the unknown-user stand-in and for malformed hashes', async () => {
    expect(await verifyPassword('admin12345', unknownUserHash())).toBe(false);
    for (const bad of ['', 'plain', '$scrypt$ln=17,r=8,p=1$abc', '$argon2id$v=19$m=1,t=1,p=1$a$b']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
