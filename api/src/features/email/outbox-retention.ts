import { readdir, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/database.ts';

const dayMs = 86_400_000;

/** The names of the files in `mailDir`; none when it does not exist yet. */
async function fileNames(mailDir: string): Promise<string[]> {
  try {
    return await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Erases the contact messages kept longer than `retentionDays`: delivered ones counted from
 * their delivery, stored ones (written to a file only) from their writing, failed ones from their
 * last attempt. Messages still to deliver are kept,
 * whatever their age. Returns how many it erased.
 */
export async function eraseExpiredMessages(db: Queryable, retentionDays: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM mail_outbox
     WHERE (status = 'sent' AND sent_at < clock_timestamp() - make_interval(days => $1))
        OR (status = 'stored' AND stored_at < clock_timestamp() - make_interval(days => $1))
        OR (status = 'failed' AND failed_at < clock_timestamp() - make_interval(days => $1))`,
    [retentionDays],
  );
  return rowCount;
}

/**
 * Erases the `.eml` files (contact messages stored without SMTP_URL) in `mailDir` written
 * more than `retentionDays` ago. Returns how many it erased; a missing folder has none.
 */
export async function eraseExpiredMailFiles(mailDir: string, retentionDays: number): Promise<number> {
  const names = await fileNames(mailDir);
  const oldest = Date.now() - retentionDays * dayMs;
  let erased = 0;
  for (const name of names.filter((candidate) => /\.eml(\.tmp)?$/.test(candidate))) {
    const file = join(mailDir, name);
    if ((await stat(file)).mtimeMs < oldest) {
      await unlink(file);
      erased++;
    }
  }
  return erased;
}

/**
 * The message a file of the mail folder holds: its name ends with the outbox id (mail-delivery.ts:
 * `<time>-<id>.eml`, `.eml.tmp` while it is written); undefined for any other file.
 */
const messageIdOf = (name: string): string | undefined =>
  /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml(\.tmp)?$/.exec(name)?.[1];

/** The files of `mailDir` that hold a message, with its id. */
async function messageFiles(mailDir: string): Promise<{ name: string; id: string }[]> {
  return (await fileNames(mailDir)).flatMap((name) => {
    const id = messageIdOf(name);
    return id ? [{ name, id }] : [];
  });
}

const eraseFiles = (mailDir: string, files: { name: string }[]) =>
  Promise.all(files.map((file) => rm(join(mailDir, file.name), { force: true })));

/**
 * Erases the `.eml` files in `mailDir` whose message is no longer in the outbox. Several web
 * nodes share one outbox, each with a mail folder of its own: a message staff delete through one
 * node leaves its file on the node that wrote it, which finds it here. A file whose row is still
 * there (being written, or kept) stays. Returns how many it erased.
 */
export async function eraseOrphanedMailFiles(db: Queryable, mailDir: string): Promise<number> {
  const files = await messageFiles(mailDir);
  if (files.length === 0) return 0;
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM mail_outbox WHERE id = ANY($1::uuid[])',
    [[...new Set(files.map((file) => file.id))]],
  );
  const kept = new Set(rows.map((row) => row.id));
  const orphans = files.filter((file) => !kept.has(file.id));
  await eraseFiles(mailDir, orphans);
  return orphans.length;
}

/** Erases the `.eml` file of message `id` (and a half-written one) from `mailDir`. Returns how many files it erased. */
export async function eraseMailFilesOf(mailDir: string, id: string): Promise<number> {
  const own = (await messageFiles(mailDir)).filter((file) => file.id === id);
  await eraseFiles(mailDir, own);
  return own.length;
}
