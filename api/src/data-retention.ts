import type { Database } from './db/database.ts';
import { eraseExpiredAuditEntries } from './features/audit/audit-log.ts';
import { deleteExpiredLoginFailures } from './features/auth/login-throttle.ts';
import {
  eraseExpiredMailFiles,
  eraseExpiredMessages,
  eraseOrphanedMailFiles,
} from './features/email/outbox-retention.ts';
import type { ApiLogger } from './logger.ts';

/** How often personal data past its time is looked for, besides once at start. */
const intervalMs = 60 * 60 * 1000;

/**
 * How often this node looks for `.eml` files of messages deleted through another node: a
 * deletion reaches every node's disk within about this.
 */
const orphanedMailSweepMs = 1_000;

export interface DataRetention {
  stop(): Promise<void>;
}

/**
 * Erases what is kept no longer (KVKK): contact messages `retentionDays` after delivery or
 * their last failed attempt, their `.eml` files in `mailDir`, the audit log's entries
 * `auditRetentionDays` after they were made, and sign-in failures (client addresses) once they
 * no longer count. Runs once before it returns, then every hour; besides, on a PostgreSQL server,
 * every `orphanedMailSweepMs`, erases the files of messages deleted through another node.
 */
export async function startDataRetention(deps: {
  db: Database;
  retentionDays: number;
  auditRetentionDays: number;
  mailDir: string;
  logger: ApiLogger;
}): Promise<DataRetention> {
  const run = async () => {
    try {
      const messages = await eraseExpiredMessages(deps.db, deps.retentionDays);
      const files = await eraseExpiredMailFiles(deps.mailDir, deps.retentionDays);
      const changes = await eraseExpiredAuditEntries(deps.db, deps.auditRetentionDays);
      await deleteExpiredLoginFailures(deps.db);
      if (messages + files > 0) {
        deps.logger.info(
          `Erased ${messages} contact messages and ${files} .eml files older than ${deps.retentionDays} days`,
        );
      }
      if (changes > 0) {
        deps.logger.info(`Erased ${changes} audit log entries older than ${deps.auditRetentionDays} days`);
      }
    } catch (error) {
      deps.logger.error('Could not erase expired personal data', error);
    }
  };
  const sweep = async () => {
    try {
      const files = await eraseOrphanedMailFiles(deps.db, deps.mailDir);
      if (files > 0) deps.logger.info(`Erased ${files} .eml files of messages deleted through another node`);
    } catch (error) {
      deps.logger.error('Could not erase the files of deleted messages', error);
    }
  };
  let running = run();
  await running;
  let sweeping: Promise<void> | undefined;
  const timers = [
    setInterval(() => {
      running = run();
    }, intervalMs),
  ];
  // Only nodes sharing a PostgreSQL server delete messages whose files another node wrote;
  // embedded PGlite has one process, which erases a deleted message's file itself.
  if (deps.db.engine === 'postgres') {
    timers.push(
      setInterval(() => {
        // One sweep at a time: a slow disk or database never piles them up.
        sweeping ??= sweep().finally(() => {
          sweeping = undefined;
        });
      }, orphanedMailSweepMs),
    );
  }
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([running, sweeping]);
    },
  };
}
