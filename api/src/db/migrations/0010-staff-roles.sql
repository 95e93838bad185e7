-- Two staff roles (issue 37): a Yönetici manages the staff accounts and everything else, an Editör
-- edits content and handles messages. Every account there was is the seeded admin, the first
-- Yönetici. A disabled account cannot sign in and its tokens are refused.
ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'editor' CHECK (role IN ('yonetici', 'editor')),
  ADD COLUMN disabled_at timestamptz,
  -- One more with every change to the account, checked by the UPDATE that makes the next one: two
  -- staff changing the same account cannot overwrite each other unseen.
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- Who made the last change; NULL for the API itself (the seeded admin, ADMIN_PASSWORD).
  ADD COLUMN updated_by uuid REFERENCES users (id),
  -- The seeded admin only: the scrypt hash of the ADMIN_PASSWORD last applied, so that a start
  -- tells a new value of the variable from a password changed in the back-office since.
  ADD COLUMN admin_setting_hash text;
UPDATE users SET role = 'yonetici';

-- The API as the sole client of an embedded database keeps the credential versions it read in
-- memory; every change to users tells it to forget them, before the writing call returns.
CREATE FUNCTION users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_changed
  AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_changed();

-- Every change of content, account or message state (issue 37): who, when, what. actor_id is NULL
-- for what the API did itself at start. Details are a small JSON object, never a password nor a
-- visitor's personal data. Kept AUDIT_RETENTION_DAYS.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor_id uuid REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('content', 'account', 'message')),
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id);
CREATE INDEX audit_log_kind_idx ON audit_log (kind, id);
