-- The audit trail's touch notes (0100), once per statement instead of once per row. The row triggers turned
-- each written row into two jsonb copies and two inserts: confirming 10 000 customer types spent more time
-- noting than updating. A statement trigger reads the statement's rows from its transition tables in one
-- INSERT … SELECT per side. What is noted stays the same: an update notes the rows as they were (money
-- out) and as they are (money in).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname AS name
      FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
     WHERE g.tgname = 'audit_touched' AND c.relnamespace = current_schema()::regnamespace
  LOOP
    EXECUTE format('DROP TRIGGER audit_touched ON %I', t.name);
  END LOOP;
END
$$;
DROP FUNCTION audit_note_touched();

-- TG_ARGV: the expressions over a row for its client, customer and invoice (NULL where the table names
-- none) and for the money it carries ('0' off the ledger), fixed per table by audit_watch_tables.
CREATE FUNCTION audit_note_touched_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := format('INSERT INTO audit_pending_touch (client_id, customer_id, invoice_id, amount_ore) SELECT %s, %s, %s, ',
                       TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE noted || format('-(%s) FROM old_rows', TG_ARGV[3]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE noted || format('%s FROM new_rows', TG_ARGV[3]);
  END IF;
  RETURN NULL;
END
$$;

-- Watches every table of the schema that names a client, customer or invoice and is not watched yet, with
-- one statement trigger per kind of write (a trigger with transition tables fires on one event only).
-- migrate() calls it after every run, so a table a later migration adds is watched without asking.
CREATE OR REPLACE FUNCTION audit_watch_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  args text;
  has_column boolean;
  expressions text[];
  kind text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname AS name
      FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname NOT LIKE 'audit\_%'
       AND (c.relname IN ('client', 'customer', 'invoice')
            OR EXISTS (SELECT 1 FROM pg_attribute a
                        WHERE a.attrelid = c.oid AND NOT a.attisdropped AND a.attname IN ('client_id', 'customer_id', 'invoice_id')))
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'audit_touched_update')
  LOOP
    expressions := '{}';
    FOREACH kind IN ARRAY ARRAY['client', 'customer', 'invoice'] LOOP
      SELECT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = t.oid AND NOT a.attisdropped AND a.attname = kind || '_id') INTO has_column;
      expressions := expressions || CASE WHEN t.name = kind THEN '(id)::bigint'
                                         WHEN has_column THEN format('(%I)::bigint', kind || '_id')
                                         ELSE 'NULL::bigint' END;
    END LOOP;
    expressions := expressions || CASE WHEN t.name = 'post' THEN 'coalesce(amount_ore, 0)' ELSE '0' END;
    args := format('%L, %L, %L, %L', expressions[1], expressions[2], expressions[3], expressions[4]);
    EXECUTE format('CREATE TRIGGER audit_touched_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT '
                   'WHEN (current_setting(''norlink.audit'', true) = ''on'') EXECUTE FUNCTION audit_note_touched_rows(%s)', t.name, args);
    EXECUTE format('CREATE TRIGGER audit_touched_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT '
                   'WHEN (current_setting(''norlink.audit'', true) = ''on'') EXECUTE FUNCTION audit_note_touched_rows(%s)', t.name, args);
    EXECUTE format('CREATE TRIGGER audit_touched_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT '
                   'WHEN (current_setting(''norlink.audit'', true) = ''on'') EXECUTE FUNCTION audit_note_touched_rows(%s)', t.name, args);
  END LOOP;
END
$$;
SELECT audit_watch_tables();
