-- The release store (release/src/store/): what the web nodes serve, in the database every node and
-- every release command reaches. A version's files are content-addressed blobs, so a chunk that
-- did not change between two versions is stored once. Nothing a live state names can be missing:
-- its versions are foreign keys, a version's files are written in the transaction that adds the
-- version, and its pages are one row written whole.

CREATE TABLE release_blobs (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL
);

CREATE TABLE release_versions (
  app text NOT NULL CHECK (app IN ('shell', 'remote-public', 'remote-admin', 'remote-media')),
  version text NOT NULL CHECK (version ~ '^[0-9a-f]{10}$'),
  -- Its place in the order the app's versions were stored: two stored in one millisecond still have one.
  sequence integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  bytes bigint NOT NULL,
  -- Subresource Integrity (sha384) of the files a page loads by name ({ "remoteEntry.js": "sha384-…" }).
  integrity jsonb NOT NULL,
  -- user@host of the command that stored it.
  released_by text NOT NULL,
  -- The gate's last word on it (the newest counts): passed, refused or forced; null before any.
  gate_outcome text CHECK (gate_outcome IN ('passed', 'refused', 'forced')),
  gate_reason text,
  gate_at timestamptz,
  PRIMARY KEY (app, version),
  UNIQUE (app, sequence)
);

CREATE TABLE release_files (
  app text NOT NULL,
  version text NOT NULL,
  path text NOT NULL CHECK (path <> '' AND path !~ '(^|/)\.\.(/|$)' AND left(path, 1) <> '/'),
  size integer NOT NULL,
  sha256 text NOT NULL REFERENCES release_blobs (sha256),
  PRIMARY KEY (app, version, path),
  FOREIGN KEY (app, version) REFERENCES release_versions (app, version) ON DELETE CASCADE
);
CREATE INDEX release_files_sha256_idx ON release_files (sha256);

-- The public pages rendered for one set of versions (release/src/prerender/), the whole set as one
-- JSON text and its sha256: a node serves a set only when the two agree.
CREATE TABLE release_page_sets (
  key text PRIMARY KEY,
  pages text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The live state: one row. `revision` grows by one at every switch; nodes compare it with the one
-- they serve. `pages_key` is null when the state's pages are rendered in the browser.
CREATE TABLE release_live (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision bigint NOT NULL,
  pages_key text REFERENCES release_page_sets (key),
  switched_at timestamptz NOT NULL DEFAULT now(),
  switched_by text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('release', 'rollback', 'prune', 'import', 'repair'))
);

-- Its versions: per app, the live one at position 0, then each one it replaced (position 1 is the
-- fallback). A version named here cannot be deleted.
CREATE TABLE release_live_versions (
  app text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  version text NOT NULL,
  PRIMARY KEY (app, position),
  UNIQUE (app, version),
  FOREIGN KEY (app, version) REFERENCES release_versions (app, version)
);

-- Every switch, kept after its versions are pruned: what (the state and its pages), who, when, why.
CREATE TABLE release_history (
  revision bigint PRIMARY KEY,
  state jsonb NOT NULL,
  pages_key text,
  switched_at timestamptz NOT NULL,
  switched_by text NOT NULL,
  reason text NOT NULL
);

-- Who is releasing: one row while a release command holds the store, renewed while it runs, so
-- that a second release waits (and says for whom) and a holder that died is taken over.
CREATE TABLE release_lock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  holder text NOT NULL,
  since timestamptz NOT NULL,
  renewed_at timestamptz NOT NULL
);
