import type { ContactMessage, MessagesPage } from '@sportif/contract';
import { freePort, type SmtpSink, startSmtpSink } from '@sportif/testing/smtp-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './support/expect-refused.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';

const contact = (subject: string, ip = '10.0.0.1') => ({
  body: {
    Name: 'Zeynep Işık',
    Email: 'zeynep@example.com',
    Phone: '0312 555 11 22',
    Subject: subject,
    Message: 'Merhaba,\n<b>kalın değil</b> & satır\nsonu korunur.',
  },
  ip,
});

async function send(api: TestApi, subject: string, ip?: string): Promise<void> {
  const { body, ip: from } = contact(subject, ip);
  const response = await api.post('Email/SendMail', body, { ip: from });
  expect(response.statusCode).toBe(200);
}

async function page(api: TestApi, token: string, body: unknown = {}): Promise<MessagesPage> {
  const response = await api.post('Messages/Query', body, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MessagesPage }>().data;
}

async function byId(api: TestApi, token: string, id: string): Promise<ContactMessage> {
  const response = await api.post('Messages/GetById', { id }, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ContactMessage }>().data;
}

const summaryOf = async (api: TestApi, token: string, subject: string) =>
  (await page(api, token, { limit: 100 })).items.find((item) => item.subject === subject);

describe(`Messages on ${engineName}`, () => {
  let port: number;
  let sink: SmtpSink;
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    port = await freePort();
    sink = await startSmtpSink({ port, rejectIf: /Subject: .*Reddet/ });
    // Two attempts, so a message the server cannot take fails within the test.
    api = await startTestApi({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mailDelivery: { maxAttempts: 2 },
    });
    token = await api.staffToken();
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it('lists the messages newest first, paged, with the total, and shows one with its text', async () => {
    for (const n of [1, 2, 3]) await send(api, `Sıra ${n}`, `10.0.1.${n}`);
    const first = await page(api, token, { limit: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.subject)).toEqual(['Sıra 3', 'Sıra 2']);
    const rest = await page(api, token, { offset: 2, limit: 2 });
    expect(rest.items.map((item) => item.subject)).toEqual(['Sıra 1']);
    expect(await page(api, token, { offset: 10 })).toEqual({
      items: [],
      total: 3,
      subjects: ['Sıra 1', 'Sıra 2', 'Sıra 3'],
    });

    const sent = await waitFor(async () => {
      const item = await summaryOf(api, token, 'Sıra 1');
      return item?.status === 'sent' && item;
    }, 'Sıra 1 delivered');
    expect(sent).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.any(Number),
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      name: 'Zeynep Işık',
      email: 'zeynep@example.com',
      phone: '0312 555 11 22',
      subject: 'Sıra 1',
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      sentAt: expect.stringMatching(/Z$/),
      storedAt: null,
      lastError: null,
      readAt: null,
      handledAt: null,
      version: 1,
      marksChangedByName: null,
    });
    expect(Date.parse(sent.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(sent.receivedAt));
    const whole = await byId(api, token, sent.id);
    // Opened, so read (issue 37).
    expect(whole).toEqual({
      ...sent,
      readAt: expect.stringMatching(/Z$/),
      version: 2,
      marksChangedByName: 'Yönetici',
      message: 'Merhaba,\n<b>kalın değil</b> & satır\nsonu korunur.',
    });
  });

  it('shows a message the server refused as failed, with the reason and the attempts; Retry queues it once', async () => {
    await send(api, 'Reddet beni', '10.0.2.1');
    const failed = await waitFor(async () => {
      const item = await summaryOf(api, token, 'Reddet beni');
      return item?.status === 'failed' && item;
    }, 'the refused message failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    expect(failed.nextAttemptAt).toBeNull();

    // Still refused: a new round of attempts, failed again.
    const retried = await api.post('Messages/Retry', { id: failed.id }, { token });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ data: 'Mesaj yeniden gönderim sırasına alındı.' });
    const again = await waitFor(async () => {
      const item = await summaryOf(api, token, 'Reddet beni');
      return item?.status === 'failed' && item.lastError !== null && item;
    }, 'failed again');
    expect(again).toMatchObject({ id: failed.id, attempts: 1, lastError: expect.stringMatching(/550/) });
  });

  it('answers 403 to a retry of a message that is not failed or not there, and to a bad id', async () => {
    await send(api, 'Teslim edildi', '10.0.3.1');
    const sent = await waitFor(async () => {
      const item = await summaryOf(api, token, 'Teslim edildi');
      return item?.status === 'sent' && item;
    }, 'delivered');
    const notFailed = await api.post('Messages/Retry', { id: sent.id }, { token });
    expect(notFailed.statusCode).toBe(403);
    expect(notFailed.json()).toEqual({
      ErrorMessages: ['Yalnızca gönderilemeyen (Başarısız) bir mesaj yeniden denenebilir.'],
    });
    const gone = '6b0c2a84-8d8a-4d38-9c1e-2f6a1f0e9b11';
    for (const route of ['Messages/Retry', 'Messages/GetById']) {
      const missing = await api.post(route, { id: gone }, { token });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({
        ErrorMessages: ['Mesaj bulunamadı; silinmiş olabilir. Listeyi yenileyip tekrar deneyin.'],
      });
      await expectRefused(api, route, token, [
        [{}, ['Mesaj kimliği zorunludur.']],
        [{ id: '' }, ['Mesaj kimliği zorunludur.']],
        [{ id: 'x' }, ['Mesaj kimliği geçersiz.']],
        [null, ['İstek gövdesi geçersiz.']],
      ]);
    }
    await expectRefused(api, 'Messages/Query', token, [
      [{ limit: 101 }, ['Sayfa boyutu (limit) 1 ile 100 arasında bir tam sayı olmalıdır.']],
      [{ offset: -1 }, ['Başlangıç (offset) 0 veya daha büyük bir tam sayı olmalıdır.']],
    ]);
  });

  it('does not list what the outbox no longer keeps', async () => {
    await send(api, 'Silinecek', '10.0.4.1');
    const item = await waitFor(() => summaryOf(api, token, 'Silinecek'), 'listed');
    const before = (await page(api, token)).total;
    await api.db.query('DELETE FROM mail_outbox WHERE id = $1', [item.id]);
    const after = await page(api, token, { limit: 100 });
    expect(after.total).toBe(before - 1);
    expect(after.items.map((message) => message.id)).not.toContain(item.id);
    expect((await api.post('Messages/GetById', { id: item.id }, { token })).statusCode).toBe(403);
  });

  it('requires the staff token on every Messages call', async () => {
    for (const route of ['Messages/Query', 'Messages/GetById', 'Messages/Retry']) {
      for (const headers of [{}, { authorization: 'Bearer a.b.c' }] as Record<string, string>[]) {
        const response = await api.post(route, { id: '6b0c2a84-8d8a-4d38-9c1e-2f6a1f0e9b11' }, { headers });
        expect(response.statusCode, route).toBe(401);
        expect(response.json()).toEqual({
          ErrorMessages: ['Oturumunuz geçersiz veya süresi dolmuş. Lütfen yeniden giriş yapın.'],
        });
      }
    }
  });
});

describe(`Messages while the mail server is down, on ${engineName}`, () => {
  let port: number;
  let api: TestApi;
  let token: string;
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    port = await freePort();
    api = await startTestApi({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mailDelivery: { maxAttempts: 3, firstRetryDelayMs: 300, maxRetryDelayMs: 300 },
    });
    token = await api.staffToken();
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it('shows pending with the next attempt, then failed with the reason; Retry delivers it exactly once when the server is back', async () => {
    const sentAt = Date.now();
    await send(api, 'Kesintide', '10.0.5.1');
    const pending = await waitFor(async () => {
      const item = await summaryOf(api, token, 'Kesintide');
      return item?.status === 'pending' && item.attempts >= 1 && item;
    }, 'pending after a failed attempt');
    expect(pending.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(pending.nextAttemptAt ?? '')).toBeGreaterThan(sentAt);

    const failed = await waitFor(async () => {
      const item = await summaryOf(api, token, 'Kesintide');
      return item?.status === 'failed' && item;
    }, 'failed after three attempts');
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    sink = await startSmtpSink({ port });
    // Many retries at once, as from several open screens: exactly one queues the message.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post('Messages/Retry', { id: failed.id }, { token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    await waitFor(async () => (await summaryOf(api, token, 'Kesintide'))?.status === 'sent', 'delivered');
    // A later message delivered means the worker went past the first: it was not sent again.
    await send(api, 'Sonraki', '10.0.5.2');
    await waitFor(() => sink?.received.some((mail) => mail.raw.includes('Sonraki')), 'the later message');
    expect(sink.received.filter((mail) => mail.raw.includes('Kesintide'))).toHaveLength(1);
    const delivered = await summaryOf(api, token, 'Kesintide');
    expect(delivered).toMatchObject({ status: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
  });
});
