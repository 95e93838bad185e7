import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessagesPage } from '@sportif/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';

let api: TestApi;
let mailDir: string;

beforeAll(async () => {
  api = await startTestApi();
  mailDir = join(api.dataDir, 'mail');
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM mail_outbox');
});

const message = {
  Name: 'Ayşe Yılmaz',
  Email: 'ayse@example.com',
  Phone: '+90 312 555 00 00',
  Subject: 'Üyelik',
  Message: 'Merhaba,\nyıllık üyelik fiyatlarını öğrenmek istiyorum.',
};
const accepted = { data: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.' };
const emlFiles = () => {
  try {
    return readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};
const outbox = async () =>
  (
    await api.db.query<{ id: string; status: string; client_ip: string; sender_name: string }>(
      'SELECT id::text AS id, status, client_ip, sender_name FROM mail_outbox ORDER BY created_at',
    )
  ).rows;

describe(`Email/SendMail on ${engineName}, without SMTP_URL`, () => {
  it('stores the message, answers 200, and the worker writes it as an .eml file to DATA_DIR/mail', async () => {
    const before = emlFiles().length;
    const response = await api.post('Email/SendMail', message, { ip: '10.7.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(accepted);
    const [row] = await outbox();
    expect(row).toMatchObject({ client_ip: '10.7.0.1', sender_name: 'Ayşe Yılmaz' });

    const files = await waitFor(() => emlFiles().length > before && emlFiles(), 'the .eml file');
    const file = files.find((name) => name.includes(row?.id ?? '?')) as string;
    expect(file).toMatch(/^\d{8}T\d{6}Z-[0-9a-f-]{36}\.eml$/);
    const eml = readFileSync(join(mailDir, file), 'utf8');
    expect(eml).toMatch(/^To: info@sportifyasam\.com\.tr$/m);
    expect(eml).toMatch(/^From: .*\s*<no-reply@sportifyasam\.com\.tr>$/m);
    expect(eml).toMatch(/^Reply-To: .* <ayse@example\.com>$/m);
    await waitFor(async () => (await outbox())[0]?.status === 'stored', 'status stored');
  });

  it('answers a filled honeypot (Website) with the same 200 and drops the message', async () => {
    const before = emlFiles().length;
    const response = await api.post('Email/SendMail', { ...message, Website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(accepted);
    expect(await outbox()).toEqual([]);
    // A message sent after it is delivered by the worker that would have delivered the dropped
    // one: once its file is there, the dropped message has had every chance to be written too.
    await api.post('Email/SendMail', { ...message, Subject: 'Sonraki' });
    await waitFor(async () => (await outbox())[0]?.status === 'stored', 'the next message stored');
    expect(emlFiles().length).toBe(before + 1);
  });

  it('refuses invalid fields with 403 and the form’s own lines, ignoring unknown fields', async () => {
    const response = await api.post('Email/SendMail', {
      ...message,
      Email: 'not-an-address',
      Phone: ' ',
      Extra: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ErrorMessages: ['Geçerli bir e-posta girin.', 'Telefon zorunludur.'] });
    const tooLong = await api.post('Email/SendMail', { ...message, Message: 'x'.repeat(5001) });
    expect(tooLong.json()).toEqual({ ErrorMessages: ['Mesaj en fazla 5000 karakter olabilir.'] });
    const missing = await api.post('Email/SendMail', {});
    expect(missing.json().ErrorMessages).toHaveLength(5);
    expect((await api.post('Email/SendMail', { ...message, Extra: { a: 1 } })).statusCode).toBe(200);
  });

  it('refuses a phone that is not a phone number with 403 and the form’s Turkish line', async () => {
    for (const Phone of [
      '5',
      '0312 235 14',
      '0312 235 14 07 dahili 5',
      '1234567890123456',
      '0312.235.14.07',
    ]) {
      const response = await api.post('Email/SendMail', { ...message, Phone });
      expect(response.statusCode, Phone).toBe(403);
      expect(response.json(), Phone).toEqual({ ErrorMessages: ['Geçerli bir telefon numarası girin.'] });
    }
    expect(await outbox()).toEqual([]);
    const written = await api.post(
      'Email/SendMail',
      { ...message, Phone: '+90 (312) 235-14-07' },
      { ip: '10.7.0.9' },
    );
    expect(written.statusCode).toBe(200);
  });

  it('keeps CR and LF out of the headers of the delivered message', async () => {
    const response = await api.post('Email/SendMail', {
      ...message,
      Name: 'Eve\r\nBcc: victim@example.com',
      Subject: 'Merhaba\r\nX-Injected: evet',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await outbox();
    const file = await waitFor(
      () => emlFiles().find((name) => name.includes(row?.id ?? '?')),
      'the .eml file',
    );
    const eml = readFileSync(join(mailDir, file), 'utf8');
    const headers = eml.slice(0, eml.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
  });

  it('accepts 5 messages an hour from one address, then 429 with Retry-After until the hour passes', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await api.post('Email/SendMail', message, { ip: '10.8.0.1' })).statusCode).toBe(200);
    }
    const refused = await api.post('Email/SendMail', message, { ip: '10.8.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      ErrorMessages: ['Çok fazla mesaj gönderildi. Lütfen 60 dakika sonra tekrar deneyin.'],
    });
    expect((await api.post('Email/SendMail', message, { ip: '10.8.0.2' })).statusCode).toBe(200);
    expect((await outbox()).filter((row) => row.client_ip === '10.8.0.1')).toHaveLength(5);

    await api.db.query("UPDATE mail_outbox SET created_at = created_at - interval '61 minutes'");
    expect((await api.post('Email/SendMail', message, { ip: '10.8.0.1' })).statusCode).toBe(200);
  });

  it('holds the limit for messages from one address sent at once, not slowing other addresses', async () => {
    const sameAddress = await Promise.all(
      Array.from({ length: 8 }, () => api.post('Email/SendMail', message, { ip: '10.9.0.1' })),
    );
    const others = await Promise.all(
      Array.from({ length: 4 }, (_, n) => api.post('Email/SendMail', message, { ip: `10.9.1.${n}` })),
    );
    expect(sameAddress.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
    expect(others.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await outbox()).filter((row) => row.client_ip === '10.9.0.1')).toHaveLength(5);
  });

  it('does not count dropped honeypot messages or refused bodies against the limit', async () => {
    for (let n = 1; n <= 6; n++) {
      await api.post('Email/SendMail', { ...message, Website: 'x' }, { ip: '10.9.0.1' });
      await api.post('Email/SendMail', { ...message, Email: 'x' }, { ip: '10.9.0.1' });
    }
    expect((await api.post('Email/SendMail', message, { ip: '10.9.0.1' })).statusCode).toBe(200);
  });

  it('tells staff the message was stored on the server and not sent: never delivered', async () => {
    expect((await api.post('Email/SendMail', message, { ip: '10.9.2.1' })).statusCode).toBe(200);
    const token = await api.staffToken();
    const listed = await waitFor(async () => {
      const response = await api.post('Messages/Query', {}, { token });
      const [item] = response.json<{ data: MessagesPage }>().data.items;
      return item?.status === 'stored' && item;
    }, 'listed as stored');
    expect(listed).toMatchObject({ status: 'stored', sentAt: null, lastError: null, attempts: 1 });
    expect(Date.parse(listed.storedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(listed.receivedAt));
    expect(emlFiles().some((name) => name.includes(listed.id))).toBe(true);
  });
});
