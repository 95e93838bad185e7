import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { composeContactMail, singleLine } from './contact-mail.ts';
import type { ClaimedMessage } from './outbox-repository.ts';

const message: ClaimedMessage = {
  id: '6f1d2c1e-8b1a-4c4e-9d1e-1f2a3b4c5d6e',
  claimToken: 'c',
  attempts: 1,
  createdAt: new Date('2025-03-01T09:30:00Z'),
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 312 555 00 00',
  subject: 'Üyelik',
  message: 'Merhaba,\r\nfiyatları öğrenmek istiyorum.',
};
const addresses = { from: 'no-reply@sportifyasam.com.tr', to: 'info@sportifyasam.com.tr' };

async function render(mail: ReturnType<typeof composeContactMail>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  return (info.message as Buffer).toString('utf8');
}

const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\n\n'));

describe('singleLine', () => {
  it('turns CR, LF and runs of them into one space', () => {
    expect(singleLine('a\r\nBcc: x@y.z\nc\rd\r\n\r\n')).toBe('a Bcc: x@y.z c d');
  });
});

describe('composeContactMail', () => {
  it('addresses the club, replies to the visitor and lists every field', () => {
    const mail = composeContactMail(message, addresses);
    expect(mail).toMatchObject({
      from: { name: 'Sportif Yaşam Web Sitesi', address: addresses.from },
      to: addresses.to,
      replyTo: { name: 'Ayşe Yılmaz', address: 'ayse@example.com' },
      subject: 'İletişim formu: Üyelik',
      messageId: '<6f1d2c1e-8b1a-4c4e-9d1e-1f2a3b4c5d6e@sportifyasam.com.tr>',
    });
    expect(mail.text).toBe(
      [
        'Ad Soyad: Ayşe Yılmaz',
        'E-posta: ayse@example.com',
        'Telefon: +90 312 555 00 00',
        'Konu: Üyelik',
        'Gönderilme zamanı: 01.03.2025 12:30:00',
        '',
        'Mesaj:',
        'Merhaba,\nfiyatları öğrenmek istiyorum.',
      ].join('\n'),
    );
  });

  it('keeps CR and LF out of every header field, so no header can be injected', async () => {
    const raw = await render(
      composeContactMail(
        {
          ...message,
          name: 'Eve\r\nBcc: victim@example.com',
          subject: 'Hi\nX-Injected: yes\r\n\r\nbody',
          phone: '1\r\n2',
        },
        addresses,
      ),
    );
    const headers = headerBlock(raw);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Injected:/im);
    expect(headers).toMatch(/^Subject: /m);
    expect(headers).toMatch(/^Reply-To: /m);
    expect(headers).toMatch(/^Message-ID: <6f1d2c1e-8b1a-4c4e-9d1e-1f2a3b4c5d6e@sportifyasam\.com\.tr>$/m);
  });
});
