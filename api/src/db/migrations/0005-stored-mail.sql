-- Without SMTP_URL a contact message is written to an .eml file on the server and never e-mailed:
-- it gets a state of its own, 'stored' (at stored_at), so that staff do not take it for delivered.
-- Messages marked sent before this state existed keep it: which of them were only written to a
-- file is not recorded.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'stored', 'failed'));
ALTER TABLE mail_outbox ADD COLUMN stored_at timestamptz;
CREATE INDEX mail_outbox_stored_at_idx ON mail_outbox (stored_at) WHERE status = 'stored';
