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
