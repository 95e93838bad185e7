-- Staff who sign in to the admin panel. User names and e-mails are unique regardless of case.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_name text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE examples (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  field1 text NOT NULL,
  field2 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX examples_created_at_idx ON examples (created_at, id);

-- Every change to examples bumps this counter in the same transaction and raises a notification
-- at commit. An instance may keep the serialised list in memory: it reuses it while the counter
-- it reads is unchanged (so instances never disagree), or, as the sole client of an embedded
-- database, until the notification arrives.
CREATE TABLE examples_revision (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  value bigint NOT NULL
);
INSERT INTO examples_revision (value) VALUES (1);

CREATE FUNCTION examples_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE examples_revision SET value = value + 1;
  PERFORM pg_notify('examples_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER examples_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON examples
  FOR EACH STATEMENT EXECUTE FUNCTION examples_changed();

-- Failed sign-ins, per account and per client address, for the throttle (5 in 15 minutes).
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  client_ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX login_failures_account_idx ON login_failures (account, failed_at);
CREATE INDEX login_failures_client_ip_idx ON login_failures (client_ip, failed_at);
CREATE INDEX login_failures_failed_at_idx ON login_failures (failed_at);

-- Contact messages are stored here before the visitor is answered; a worker delivers them.
-- Rows are kept after delivery or permanent failure; client_ip and created_at also drive the
-- limit of messages per address and hour.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_ip text NOT NULL,
  sender_name text NOT NULL,
  sender_email text NOT NULL,
  phone text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  claim_token uuid,
  lease_expires_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_lease_idx ON mail_outbox (lease_expires_at) WHERE status = 'sending';
CREATE INDEX mail_outbox_client_ip_idx ON mail_outbox (client_ip, created_at);
