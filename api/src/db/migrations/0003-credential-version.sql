-- Tokens carry the credential version of their user (the claim CredentialVersion). Every new
-- password adds one, so the tokens issued before it are refused at once, not when they expire.
ALTER TABLE users ADD COLUMN credential_version integer NOT NULL DEFAULT 1;
