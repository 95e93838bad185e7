-- The back-office lists at scale: the exact order of addition, and search and sort on the server
-- backed by indexes. Plain PostgreSQL that runs the same on PGlite and on a server.

-- Trigram indexes answer "contains" searches (LIKE '%term%') without reading every row. pg_trgm
-- is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case with Turkish rules, whatever the database's locale: I pairs with ı and İ with i, and
-- the Turkish capitals are folded by name, since lower() under the C locale folds ASCII only.
CREATE FUNCTION turkish_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(value, 'IİÇĞÖŞÜÂÎÛ', 'ıiçğöşüâîû'));

-- A key whose byte order (COLLATE "C") is the Turkish alphabetical order of the folded text:
-- c < ç < d, g < ğ < h, ı < i, o < ö < p, s < ş < t, u < ü < v ("~" sorts after every letter and
-- digit); â, î and û sort with a, i and u. The same on every engine, ICU or not.
CREATE FUNCTION turkish_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN replace(replace(replace(replace(replace(replace(replace(
    translate(turkish_fold(value), 'âîû', 'aiu'),
    'i', 'i~'), 'ı', 'i'), 'ç', 'c~'), 'ğ', 'g~'), 'ö', 'o~'), 'ş', 's~'), 'ü', 'u~');

-- The order of addition is a sequence, not a timestamp: two records created within the same clock
-- tick keep the order they came in. Existing records are numbered in the order they had.
ALTER TABLE examples ADD COLUMN seq bigint;
UPDATE examples SET seq = numbered.n
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM examples) AS numbered
WHERE examples.id = numbered.id;
ALTER TABLE examples ALTER COLUMN seq SET NOT NULL;
ALTER TABLE examples ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY;
SELECT setval(pg_get_serial_sequence('examples', 'seq'), coalesce(max(seq), 0) + 1, false) FROM examples;
CREATE UNIQUE INDEX examples_seq_key ON examples (seq);
DROP INDEX examples_created_at_idx;

-- Stored once per write rather than computed per row and query: the folded text the search reads
-- and the keys the sorts read, each with its index.
ALTER TABLE examples
  ADD COLUMN field1_folded text GENERATED ALWAYS AS (turkish_fold(field1)) STORED,
  ADD COLUMN field2_folded text GENERATED ALWAYS AS (turkish_fold(field2)) STORED,
  ADD COLUMN field1_sort_key text COLLATE "C" GENERATED ALWAYS AS (turkish_sort_key(field1)) STORED,
  ADD COLUMN field2_sort_key text COLLATE "C" GENERATED ALWAYS AS (turkish_sort_key(field2)) STORED;
-- The operator class is named with the schema pg_trgm lives in: an extension exists once per
-- database, so with several schemas in one database (the API tests on a server) it may sit in
-- another schema than this one.
DO $$
DECLARE
  trgm_schema text := (
    SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm'
  );
BEGIN
  EXECUTE format(
    'CREATE INDEX examples_search_idx ON examples USING gin (field1_folded %1$s.gin_trgm_ops, field2_folded %1$s.gin_trgm_ops)',
    trgm_schema
  );
END;
$$;
CREATE INDEX examples_field1_sort_idx ON examples (field1_sort_key, seq);
CREATE INDEX examples_field2_sort_idx ON examples (field2_sort_key, seq);

-- Contact messages, newest first in the admin's list: the same exact order by a sequence.
ALTER TABLE mail_outbox ADD COLUMN seq bigint;
UPDATE mail_outbox SET seq = numbered.n
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM mail_outbox) AS numbered
WHERE mail_outbox.id = numbered.id;
ALTER TABLE mail_outbox ALTER COLUMN seq SET NOT NULL;
ALTER TABLE mail_outbox ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY;
SELECT setval(pg_get_serial_sequence('mail_outbox', 'seq'), coalesce(max(seq), 0) + 1, false) FROM mail_outbox;
CREATE UNIQUE INDEX mail_outbox_seq_key ON mail_outbox (seq);
