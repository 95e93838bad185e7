import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type SmtpSink, startSmtpSink } from '@sportif/testing/smtp-sink';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { type Api, createApi } from '../src/index.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';

const message = {
  Name: 'Mehmet Kaya',
  Email: 'mehmet@example.com',
  Phone: '0312 555 11 22',
  Subject: 'Grup dersleri',
  Message: 'Pilates saatlerini öğrenebilir miyim?',
};

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
}

const rowOf = async (api: TestApi, subject: string) =>
  (
    await api.db.query<OutboxRow>('SELECT status, attempts, last_error FROM mail_outbox WHERE subject = $1', [
      subject,
    ])
  ).rows[0];

describe(`mail through a real SMTP server on ${engineName}`, () => {
  let port: number;
  let api: TestApi;
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    port = await freePort();
    api = await startTestApi({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_TO: 'kulup@example.com',
        MAIL_FROM: 'site@example.com',
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it('answers 200 while SMTP refuses connections, retries, and delivers exactly once when SMTP is back', async () => {
    const response = await api.post('Email/SendMail', { ...message, Subject: 'Kesinti' });
    expect(response.statusCode).toBe(200);
    const retrying = await waitFor(async () => {
      const row = await rowOf(api, 'Kesinti');
      return row && row.attempts >= 3 && row.status === 'pending' && row;
    }, 'three failed attempts');
    expect(retrying.last_error).toMatch(/ECONNREFUSED|connect/i);

    sink = await startSmtpSink({ port, rejectIf: /Subject: .*Reddet/ });
    const mail = await waitFor(
      () => sink?.received.find((item) => item.raw.includes('Kesinti')),
      'the message',
    );
    await waitFor(async () => (await rowOf(api, 'Kesinti'))?.status === 'sent', 'status sent');
    // The worker delivers one message after the other: once it has delivered a later one, it has
    // polled again past this one, which it then did not send twice.
    await api.post('Email/SendMail', { ...message, Subject: 'Kesintiden sonra' });
    await waitFor(
      () => sink?.received.some((item) => item.raw.includes('Kesintiden sonra')),
      'the next message',
    );
    expect(sink.received.filter((item) => /^Konu: Kesinti\r?$/m.test(item.raw))).toHaveLength(1);

    expect(mail.from).toBe('site@example.com');
    expect(mail.to).toEqual(['kulup@example.com']);
    expect(mail.raw).toMatch(/^Reply-To: .* <mehmet@example\.com>$/m);
    expect(mail.raw).toContain('Pilates saatlerini');
  });

  it('delivers a message at once while SMTP is up, without waiting for the next look at the outbox', async () => {
    // An instance whose worker looks at the outbox by itself only once an hour: the message
    // stored wakes it.
    const patient = await startTestApi({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mailDelivery: { pollIntervalMs: 3_600_000 },
    });
    onTestFinished(() => patient.close());
    expect((await patient.post('Email/SendMail', { ...message, Subject: 'Hemen' })).statusCode).toBe(200);
    await waitFor(() => sink?.received.find((item) => item.raw.includes('Hemen')), 'the message');
    // The server has the mail before the sender hears its answer and records the delivery: wait
    // for the record, not for the mail alone.
    const row = await waitFor(async () => {
      const current = await rowOf(patient, 'Hemen');
      return current?.status !== 'sending' && current;
    }, 'the delivery recorded');
    expect(row).toEqual({ status: 'sent', attempts: 1, last_error: null });
  });

  it('marks a message the server refuses for good (550) failed after one attempt, and keeps it', async () => {
    expect((await api.post('Email/SendMail', { ...message, Subject: 'Reddet' })).statusCode).toBe(200);
    const row = await waitFor(async () => {
      const current = await rowOf(api, 'Reddet');
      return current?.status === 'failed' && current;
    }, 'status failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550/);
  });
});

describe(`mail retries on ${engineName}`, () => {
  let api: TestApi;
  afterEach(() => api?.close());

  it('gives up after the last attempt, marks the message failed and keeps it', async () => {
    api = await startTestApi({
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      mailDelivery: { maxAttempts: 3, firstRetryDelayMs: 20, maxRetryDelayMs: 40 },
    });
    expect((await api.post('Email/SendMail', message)).statusCode).toBe(200);
    const row = await waitFor(async () => {
      const current = await rowOf(api, message.Subject);
      return current?.status === 'failed' && current;
    }, 'status failed');
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('spaces the retries out exponentially', async () => {
    api = await startTestApi({
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      mailDelivery: { maxAttempts: 100, firstRetryDelayMs: 1000, maxRetryDelayMs: 60_000 },
    });
    const now = async () =>
      (await api.db.query<{ now: string }>('SELECT clock_timestamp()::text AS now')).rows[0]?.now as string;
    // The retry is set `delay` after the failed attempt, which came between `before` (the message
    // due) and the moment it is seen: its time ahead of each brackets the delay, however slow the
    // machine was in between.
    let before = await now();
    expect((await api.post('Email/SendMail', message)).statusCode).toBe(200);
    const delays: { fromBefore: number; fromSeen: number }[] = [];
    for (const attempts of [1, 2]) {
      const { rows } = await waitFor(async () => {
        const result = await api.db.query<{ fromBefore: number; fromSeen: number }>(
          `SELECT extract(epoch FROM next_attempt_at - $2::timestamptz)::float8 AS "fromBefore",
                  extract(epoch FROM next_attempt_at - clock_timestamp())::float8 AS "fromSeen"
           FROM mail_outbox WHERE status = 'pending' AND attempts = $1`,
          [attempts, before],
        );
        return result.rows.length === 1 && result;
      }, `attempt ${attempts} to fail`);
      delays.push(rows[0] as { fromBefore: number; fromSeen: number });
      // Skip the wait instead of sleeping through it.
      before = await now();
      await api.db.query(
        "UPDATE mail_outbox SET next_attempt_at = clock_timestamp() WHERE status = 'pending'",
      );
    }
    for (const [index, delay] of [1, 2].entries()) {
      expect(delays[index]?.fromBefore, `retry ${index + 1}`).toBeGreaterThanOrEqual(delay);
      expect(delays[index]?.fromSeen, `retry ${index + 1}`).toBeLessThanOrEqual(delay);
    }
  });
});

describe(`several instances sharing one outbox on ${engineName}`, () => {
  let api: TestApi;
  let second: Api | undefined;
  let secondDb: Database | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await second?.close();
    if (secondDb !== api.db) await secondDb?.close();
    await api?.close();
    await sink?.close();
    second = undefined;
    secondDb = undefined;
    sink = undefined;
  });

  it('delivers every message exactly once, whichever instance took it in', async () => {
    sink = await startSmtpSink();
    const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}` };
    api = await startTestApi({ env });
    // On a server, the second instance has its own connections; PGlite has one client by nature.
    secondDb = api.databaseUrl ? await openPostgresDatabase(api.databaseUrl, () => {}) : api.db;
    // Each instance has a data folder of its own (one process per folder).
    const secondDataDir = mkdtempSync(join(tmpdir(), 'sportif-api-second-'));
    onTestFinished(() => rmSync(secondDataDir, { recursive: true, force: true }));
    second = await createApi({
      env: { NODE_ENV: 'test', DATA_DIR: secondDataDir, JWT_SECRET: 'x'.repeat(32), ...env },
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      database: secondDb,
      mailDelivery: { pollIntervalMs: 10 },
    });
    const secondApp = Fastify();
    await secondApp.register(second.plugin, { prefix: '/api' });
    const subjects = Array.from({ length: 12 }, (_, n) => `Ortak-${n}`);
    await Promise.all(
      subjects.map(async (subject, n) => {
        const body = { ...message, Subject: subject };
        const ip = `10.20.${n}.1`;
        const response =
          n % 2 === 0
            ? await api.post('Email/SendMail', body, { ip })
            : await secondApp.inject({
                method: 'POST',
                url: '/api/Email/SendMail',
                payload: body,
                remoteAddress: ip,
              });
        expect(response.statusCode).toBe(200);
      }),
    );
    await waitFor(async () => {
      const { rows } = await api.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM mail_outbox WHERE status = 'sent'",
      );
      return rows[0]?.count === subjects.length;
    }, 'every message sent');
    // Both workers stopped, each after finishing the delivery it had under way: nothing more can come.
    await Promise.all([api.api.close(), second.close()]);
    const delivered = subjects.map(
      (subject) =>
        sink?.received.filter((mail) => new RegExp(`^Konu: ${subject}\\r?$`, 'm').test(mail.raw)).length,
    );
    expect(sink.received).toHaveLength(subjects.length);
    expect(delivered).toEqual(subjects.map(() => 1));
    await secondApp.close();
  });

  it('takes over a message whose instance died while sending it (its lease ran out)', async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}` } });
    await api.db.query(
      `INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message, status, attempts,
         claim_token, lease_expires_at)
       VALUES ('10.21.0.1', 'A', 'a@example.com', '1', 'Yarım kalan', 'M', 'sending', 1,
         gen_random_uuid(), clock_timestamp() - interval '1 second')`,
    );
    await waitFor(async () => (await rowOf(api, 'Yarım kalan'))?.status === 'sent', 'status sent');
    expect(await rowOf(api, 'Yarım kalan')).toEqual({ status: 'sent', attempts: 2, last_error: null });
    expect(sink.received).toHaveLength(1);
  });
});
