-- Contact messages hold a visitor's name, e-mail and phone (KVKK): a delivered message is erased
-- MAIL_RETENTION_DAYS after sent_at, a failed one as long after its last attempt, failed_at.
-- Messages that failed before this column existed count from their last due time.
ALTER TABLE mail_outbox ADD COLUMN failed_at timestamptz;
UPDATE mail_outbox SET failed_at = next_attempt_at WHERE status = 'failed';
CREATE INDEX mail_outbox_sent_at_idx ON mail_outbox (sent_at) WHERE status = 'sent';
CREATE INDEX mail_outbox_failed_at_idx ON mail_outbox (failed_at) WHERE status = 'failed';
