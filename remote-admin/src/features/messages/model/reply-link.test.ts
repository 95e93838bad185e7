import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link';

describe('replyLink', () => {
  it('writes to the sender with Re: and the quoted message, Turkish letters and line breaks encoded', () => {
    const link = replyLink({
      email: 'şule+kulüp@example.com',
      name: 'Şule Işık',
      subject: 'Ümitköy Kulüp & fiyatlar?',
      message: 'İlk satır\r\nikinci = satır\n',
      receivedAt: '2025-03-01T09:30:00.000Z',
    });
    const [address, query] = link.replace('mailto:', '').split('?');
    expect(decodeURIComponent(address ?? '')).toBe('şule+kulüp@example.com');
    expect(address).toContain('@');
    const params = new URLSearchParams(query?.replaceAll('+', '%2B'));
    expect(params.get('subject')).toBe('Re: Ümitköy Kulüp & fiyatlar?');
    expect(params.get('body')).toBe(
      '\r\n\r\n01.03.2025 12:30:00 tarihinde Şule Işık yazdı:\r\n> İlk satır\r\n> ikinci = satır\r\n> ',
    );
    expect(link).toContain('Re%3A%20%C3%9Cmitk%C3%B6y%20Kul%C3%BCp%20%26%20fiyatlar%3F');
    expect(link).not.toMatch(/[\s\r\n]/);
  });
});
