-- Numbered 0013, clear of the numbers other branches of this time took (0006, 0007, 0010-0012).
-- The site's content (issue 37): each part's draft as staff last saved it, with the version a
-- save must name (a later save that names an older one is refused, never overwrites), and every
-- publication of the whole, which is never changed: `Geri al` adds a publication that makes an
-- earlier one's content live again.
CREATE TABLE content_drafts (
  part text PRIMARY KEY,
  data jsonb NOT NULL,
  version integer NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE content_publications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A hash of public_content: the name the release store and the pages know it by.
  revision text NOT NULL,
  -- The parts as staff edited them (drafts come back to these on `Geri al`) ...
  content jsonb NOT NULL,
  -- ... and as the pages read them (policy texts rendered from Markdown into HTML).
  public_content jsonb NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  restored_from integer REFERENCES content_publications (id)
);
CREATE INDEX content_publications_revision_idx ON content_publications (revision, id);

-- Publishing content is a release of content (release/src/content-release.ts): each published
-- revision as the pages read it, in the release store beside the apps' versions, written once and
-- never changed; the live state names its revisions (the one the pages are rendered with at
-- position 0, then the ones before it, which `Geri al` switches back to) as rows a switch writes
-- in the transaction that writes its versions. A revision the live state names cannot be deleted.
CREATE TABLE release_content (
  revision text PRIMARY KEY CHECK (revision ~ '^[0-9a-f]{12}$'),
  content text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE release_live_content (
  position integer PRIMARY KEY CHECK (position >= 0),
  revision text NOT NULL UNIQUE REFERENCES release_content (revision)
);

-- A publication of content, or its `Geri al`, is a switch of the live state of its own kind.
ALTER TABLE release_live DROP CONSTRAINT release_live_reason_check;
ALTER TABLE release_live ADD CONSTRAINT release_live_reason_check
  CHECK (reason IN ('release', 'rollback', 'prune', 'import', 'repair', 'publish'));
