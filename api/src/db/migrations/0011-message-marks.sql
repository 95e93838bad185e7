-- Mesajlar that staff can work with (issue 37): when a message was first opened and when it was
-- handled, and a version its marks change with, checked by the UPDATE that makes the next change,
-- so that two staff marking the same message cannot overwrite each other unseen.
ALTER TABLE mail_outbox
  ADD COLUMN read_at timestamptz,
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN marks_changed_at timestamptz,
  -- Who changed the marks last; an account is disabled, never deleted.
  ADD COLUMN marks_changed_by uuid REFERENCES users (id);
-- The filters of Messages/Query: one subject, and the sender searched with Turkish case rules. The
-- outbox holds a few months of messages (MAIL_RETENTION_DAYS), so a search reads its rows.
CREATE INDEX mail_outbox_subject_idx ON mail_outbox (subject, seq);
