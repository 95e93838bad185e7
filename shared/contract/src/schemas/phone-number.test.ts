import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone-number';

describe('isPhoneNumber', () => {
  it('accepts numbers written with digits, spaces, +, parentheses and dashes', () => {
    for (const phone of [
      '03122351407',
      '0312 235 14 07',
      '+90 312 235 14 07',
      '+90 (312) 235-14-07',
      '(0312) 235 14 07',
      '+1-202-555-0143',
      '123456789012345',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('wants 10 to 15 digits', () => {
    expect(isPhoneNumber('312 235 140')).toBe(false);
    expect(isPhoneNumber('1234567890')).toBe(true);
    expect(isPhoneNumber('+90 312 235 14 07 123')).toBe(true);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber('+ ( ) - -')).toBe(false);
  });

  it('refuses any other character', () => {
    for (const phone of [
      '0312 235 14 07 dahili 12',
      '0312.235.14.07',
      '0312/2351407',
      '+90 312 235 14 07#',
      '٠٣١٢٢٣٥١٤٠٧',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
