import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../src/features/email/outbox-repository.ts';
import { eraseOrphanedMailFiles } from '../src/features/email/outbox-retention.ts';
import { createApi } from '../src/index.ts';
import { useTestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const api = useTestApi(['mail_outbox']);

/** One outbox row in `status`, its delivery (or last failed attempt) `daysAgo` days back. */
async function messageSettled(
  subject: string,
  status: 'pending' | 'sending' | 'sent' | 'stored' | 'failed',
  daysAgo: number,
) {
  await api().db.query(
    `INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message, status, created_at,
       sent_at, stored_at, failed_at)
     VALUES ('10.1.1.1', 'Ayşe Yılmaz', 'ayse@example.com', '0312 555 00 00', $1, 'Mesaj', $2,
       now() - make_interval(days => $3 + 1),
       CASE WHEN $2 = 'sent' THEN now() - make_interval(days => $3) END,
       CASE WHEN $2 = 'stored' THEN now() - make_interval(days => $3) END,
       CASE WHEN $2 = 'failed' THEN now() - make_interval(days => $3) END)`,
    [subject, status, daysAgo],
  );
}

const subjects = async () =>
  (await api().db.query<{ subject: string }>('SELECT subject FROM mail_outbox ORDER BY subject')).rows.map(
    (row) => row.subject,
  );

/** The API started again on the test's database, as a restart would, with `env`; closed at once. */
async function restart(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportif-api-retention-'));
  try {
    const again = await createApi({
      env: { NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
      logger: silent,
      database: api().db,
    });
    await again.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe(`contact message retention on ${engineName}`, () => {
  it('erases delivered messages 90 days after delivery, stored ones after their storing, failed ones after their last attempt, and nothing still to deliver', async () => {
    await messageSettled('sent-91', 'sent', 91);
    await messageSettled('sent-89', 'sent', 89);
    await messageSettled('stored-91', 'stored', 91);
    await messageSettled('stored-89', 'stored', 89);
    await messageSettled('failed-91', 'failed', 91);
    await messageSettled('failed-89', 'failed', 89);
    await messageSettled('pending-200', 'pending', 200);
    await messageSettled('sending-200', 'sending', 200);
    await restart();
    expect(await subjects()).toEqual(['failed-89', 'pending-200', 'sending-200', 'sent-89', 'stored-89']);
  });

  it('keeps them MAIL_RETENTION_DAYS days when it is set', async () => {
    await messageSettled('sent-8', 'sent', 8);
    await messageSettled('sent-6', 'sent', 6);
    await messageSettled('failed-8', 'failed', 8);
    await restart({ MAIL_RETENTION_DAYS: '7' });
    expect(await subjects()).toEqual(['sent-6']);
  });

  it('records when a message is given up on, which its retention counts from', async () => {
    // A message this test holds the claim of (the test API's own worker leaves it alone).
    const { rows: claimed } = await api().db.query<{ id: string; claimToken: string }>(
      `INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message, status, attempts,
         claim_token, lease_expires_at)
       VALUES ('10.1.1.2', 'Ali', 'ali@example.com', '1', 'Reddedilecek', 'Mesaj', 'sending', 1,
         gen_random_uuid(), now() + interval '1 hour')
       RETURNING id::text AS id, claim_token::text AS "claimToken"`,
    );
    const claim = claimed[0] as { id: string; claimToken: string };
    await createOutboxRepository(api().db).markFailed(
      {
        ...claim,
        attempts: 1,
        createdAt: new Date(),
        name: 'Ali',
        email: 'ali@example.com',
        phone: '1',
        subject: 'Reddedilecek',
        message: 'Mesaj',
      },
      '550 Mailbox unavailable',
    );
    const { rows } = await api().db.query<{ status: string; recent: boolean }>(
      `SELECT status, failed_at > now() - interval '1 minute' AS recent FROM mail_outbox WHERE id = $1`,
      [claim.id],
    );
    expect(rows).toEqual([{ status: 'failed', recent: true }]);
  });

  it('erases the .eml files of DATA_DIR/mail older than the retention as well', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportif-api-retention-'));
    const mailDir = join(dataDir, 'mail');
    mkdirSync(mailDir);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    for (const [name, days] of [
      ['20250101T000000Z-old.eml', 91],
      ['20250301T000000Z-recent.eml', 89],
      ['notes.txt', 400],
    ] as const) {
      writeFileSync(join(mailDir, name), 'x');
      utimesSync(join(mailDir, name), daysAgo(days), daysAgo(days));
    }
    try {
      const again = await createApi({
        env: { NODE_ENV: 'test', DATA_DIR: dataDir },
        logger: silent,
        database: api().db,
      });
      await again.close();
      expect(readdirSync(mailDir).sort()).toEqual(['20250301T000000Z-recent.eml', 'notes.txt']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('erases the .eml files of messages no longer in the outbox, and only those', async () => {
    const stored = async (subject: string) =>
      (
        await api().db.query<{ id: string }>(
          `INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message, status, stored_at)
           VALUES ('10.1.1.1', 'Ayşe Yılmaz', 'ayse@example.com', '0312 555 00 00', $1, 'Mesaj', 'stored', now())
           RETURNING id::text AS id`,
          [subject],
        )
      ).rows[0]?.id as string;
    const kept = await stored('kept');
    const deleted = await stored('deleted');
    await api().db.query('DELETE FROM mail_outbox WHERE id = $1', [deleted]);
    const mailDir = mkdtempSync(join(tmpdir(), 'sportif-api-mail-'));
    const names = [
      `20261128T101010Z-${kept}.eml`,
      `20261128T101011Z-${deleted}.eml`,
      `20261128T101012Z-${deleted}.eml.tmp`,
      '20261128T101013Z-not-a-message.eml',
      'notes.txt',
    ];
    for (const name of names) writeFileSync(join(mailDir, name), 'x');
    try {
      expect(await eraseOrphanedMailFiles(api().db, mailDir)).toBe(2);
      expect(readdirSync(mailDir).sort()).toEqual([names[0], names[3], names[4]].sort());
      expect(await eraseOrphanedMailFiles(api().db, join(mailDir, 'missing'))).toBe(0);
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });

  // Only web nodes on one PostgreSQL server share an outbox; an embedded PGlite has one process.
  it.runIf(engineName === 'PostgreSQL server')(
    "erases a message's file on the node that wrote it when staff delete it through another node",
    async () => {
      const { rows } = await api().db.query<{ id: string }>(
        `INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message, status, stored_at)
       VALUES ('10.1.1.1', 'Silinecek Kişi', 'silinecek@example.com', '0312 555 00 00', 'Diğer', 'Mesaj', 'stored', now())
       RETURNING id::text AS id`,
      );
      const id = rows[0]?.id as string;
      // The other node: the same database, a data folder (and mail folder) of its own holding the file.
      const otherDataDir = mkdtempSync(join(tmpdir(), 'sportif-api-other-node-'));
      const otherMailDir = join(otherDataDir, 'mail');
      mkdirSync(otherMailDir);
      writeFileSync(join(otherMailDir, `20261128T101010Z-${id}.eml`), 'x');
      const otherNode = await createApi({
        env: { NODE_ENV: 'test', DATA_DIR: otherDataDir },
        logger: silent,
        database: api().db,
      });
      try {
        const response = await api().post('Messages/DeleteById', { id }, { token: await api().staffToken() });
        expect(response.statusCode, response.body).toBe(200);
        await waitFor(() => readdirSync(otherMailDir).length === 0, "the other node's sweep");
      } finally {
        await otherNode.close();
        rmSync(otherDataDir, { recursive: true, force: true });
      }
    },
  );
});
