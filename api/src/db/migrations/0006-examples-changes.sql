-- Which records each change of examples touched, by the lowest position (seq) among them: a
-- GetAll list kept from an earlier revision is still exact below it, so only what lies above is
-- read again (api/src/features/examples/examples-list.ts). A statement that touched no record
-- leaves lowest_seq NULL; TRUNCATE gives 0. At least the last 1,000 changes are kept (pruned
-- every 100th change): a list older than that is read whole.
CREATE TABLE examples_changes (
  revision bigint PRIMARY KEY,
  lowest_seq bigint
);

DROP TRIGGER examples_changed ON examples;
DROP FUNCTION examples_changed();

-- Each statement that changes examples bumps the revision and notes its lowest seq in the same
-- transaction, then notifies at commit, as before. A trigger with transition tables serves one
-- event, hence one trigger per event.
CREATE FUNCTION examples_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lowest bigint;
  changed bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT min(seq) INTO lowest FROM new_rows;
  ELSIF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT min(seq) INTO lowest FROM old_rows;
  ELSE
    lowest := 0;
  END IF;
  UPDATE examples_revision SET value = value + 1 RETURNING value INTO changed;
  INSERT INTO examples_changes (revision, lowest_seq) VALUES (changed, lowest);
  IF changed % 100 = 0 THEN
    DELETE FROM examples_changes WHERE revision <= changed - 1000;
  END IF;
  PERFORM pg_notify('examples_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER examples_inserted AFTER INSERT ON examples
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION examples_changed();
CREATE TRIGGER examples_updated AFTER UPDATE ON examples
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION examples_changed();
CREATE TRIGGER examples_deleted AFTER DELETE ON examples
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION examples_changed();
CREATE TRIGGER examples_truncated AFTER TRUNCATE ON examples
  FOR EACH STATEMENT EXECUTE FUNCTION examples_changed();
