import { describe, expect, it } from 'vitest';
import { csvCell, messagesCsv, toCsv } from './messages-csv.ts';

describe('csvCell', () => {
  it('neutralises what a spreadsheet would run as a formula with a leading quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}cmd|' /C calc'!A0`)).toBe(`"'${start}cmd|' /C calc'!A0"`);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('leaves other text as it is, quoted, its quotes doubled, separators and line breaks inside', () => {
    expect(csvCell('Şule Yıldırım')).toBe('"Şule Yıldırım"');
    expect(csvCell('a;b\r\nc "d"')).toBe('"a;b\r\nc ""d"""');
    expect(csvCell('5=5')).toBe('"5=5"');
    expect(csvCell('')).toBe('""');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark, separates cells with ; and ends lines with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['ç', 'ı'],
    ]);
    expect(csv).toBe('\uFEFF"a";"b"\r\n"ç";"ı"\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe('messagesCsv', () => {
  it('writes a header and a row per message, with its states in Turkish and the time in Istanbul', () => {
    const csv = messagesCsv([
      {
        id: '0',
        number: 7,
        receivedAt: '2026-03-01T09:30:00.000Z',
        name: '=cmd',
        email: 'ayse@example.com',
        phone: '+90 532 000 00 00',
        subject: 'Ümitköy Kulüp',
        message: 'Merhaba;\nnasılsınız?',
        status: 'stored',
        attempts: 1,
        nextAttemptAt: null,
        sentAt: null,
        storedAt: '2026-03-01T09:30:01.000Z',
        lastError: null,
        readAt: '2026-03-01T10:00:00.000Z',
        handledAt: null,
        version: 2,
        marksChangedByName: 'Ayşe',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Numara";"Alındı";"Ad Soyad";"E-posta";"Telefon";"Konu";"Mesaj";"Durum";"Teslim durumu"',
      `"7";"01.03.2026 12:30:00";"'=cmd";"ayse@example.com";"'+90 532 000 00 00";"Ümitköy Kulüp";"Merhaba;\nnasılsınız?";"Okundu";"Sunucuda saklandı"`,
      '',
    ]);
  });
});
