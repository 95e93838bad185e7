import { describe, expect, it } from 'vitest';
import { errorMessagesFor } from './error-catalogue';

describe('errorMessagesFor (docs/requirements.md §8)', () => {
  it('status 0: the API cannot be reached', () => {
    expect(errorMessagesFor(0, undefined)).toEqual(['API adresine ulaşılamıyor']);
  });

  it('403: every ErrorMessages line, in order', () => {
    const body = { ErrorMessages: ['Kullanıcı adı veya şifre hatalı.', 'Hesabınızı kontrol edin.'] };
    expect(errorMessagesFor(403, body)).toEqual([
      'Kullanıcı adı veya şifre hatalı.',
      'Hesabınızı kontrol edin.',
    ]);
    expect(errorMessagesFor(403, { ErrorMessages: ['Tek satır.'] })).toEqual(['Tek satır.']);
  });

  it('404: the API address was not found, whatever the body says', () => {
    expect(errorMessagesFor(404, { ErrorMessages: ['ignored'] })).toEqual(['API adresi bulunamadı']);
    expect(errorMessagesFor(404, undefined)).toEqual(['API adresi bulunamadı']);
  });

  it('500: the first errorMessages entry only', () => {
    expect(errorMessagesFor(500, { errorMessages: ['Sunucu hatası.', 'İkinci satır.'] })).toEqual([
      'Sunucu hatası.',
    ]);
  });

  it('500 reads errorMessages, 403 reads ErrorMessages: the spelling matters', () => {
    expect(errorMessagesFor(500, { ErrorMessages: ['Büyük harfle.'] })).toEqual([]);
    expect(errorMessagesFor(403, { errorMessages: ['Küçük harfle.'] })).toEqual([]);
  });

  it('429: its ErrorMessages lines', () => {
    expect(
      errorMessagesFor(429, { ErrorMessages: ['Çok fazla deneme. Lütfen daha sonra tekrar deneyin.'] }),
    ).toEqual(['Çok fazla deneme. Lütfen daha sonra tekrar deneyin.']);
  });

  it('409: its ErrorMessages lines, which say who saved first and when', () => {
    const line = 'Bu hesap 01.03.2025 12:30:00 tarihinde Ayşe Kaya tarafından değiştirildi.';
    expect(errorMessagesFor(409, { ErrorMessages: [line] })).toEqual([line]);
  });

  it.each([400, 401, 405, 418, 422, 502, 503, 504])('status %i shows nothing', (status) => {
    expect(errorMessagesFor(status, { ErrorMessages: ['x'], errorMessages: ['y'] })).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['a string', 'Forbidden'],
    ['an array', ['line']],
    ['ErrorMessages not an array', { ErrorMessages: 'one line' }],
    ['ErrorMessages empty', { ErrorMessages: [] }],
  ])('403 with a malformed body (%s) shows nothing rather than crashing', (_label, body) => {
    expect(errorMessagesFor(403, body)).toEqual([]);
  });

  it('drops entries that are not strings', () => {
    expect(errorMessagesFor(403, { ErrorMessages: [1, 'Geçerli satır.', null, { a: 1 }] })).toEqual([
      'Geçerli satır.',
    ]);
    expect(errorMessagesFor(500, { errorMessages: [null, 'İlk metin.'] })).toEqual(['İlk metin.']);
    expect(errorMessagesFor(500, { errorMessages: {} })).toEqual([]);
    expect(errorMessagesFor(500, undefined)).toEqual([]);
  });
});
