-- The audit trail (ARCHITECTURE §7 Audit, issue 14): one row per change commitChange commits, written in
-- the change's own transaction, so a rolled-back change leaves none and a failed audit row rolls the
-- change back. Who (officer and session), when, which operation of which API, the clients, customers
-- and invoices whose rows it wrote, any other ids its request or result named, and the øre it moved.
CREATE TABLE audit_event (
  id            bigint      PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  at            timestamptz NOT NULL DEFAULT now(),
  -- Null for a change made without a signed-in officer (none exists yet outside tests).
  officer_id    integer     REFERENCES officer (id),
  session_id    uuid,
  api           text        NOT NULL,
  operation     text        NOT NULL,
  client_ids    bigint[]    NOT NULL DEFAULT '{}',
  customer_ids  bigint[]    NOT NULL DEFAULT '{}',
  invoice_ids   bigint[]    NOT NULL DEFAULT '{}',
  -- Every other id the request or the change's result named, by kind: {"case": [1, 2], "bundle": [7]}.
  other_ids     jsonb       NOT NULL DEFAULT '{}',
  -- The ledger posts the change wrote, summed (signed, as the posts are; a deleted post counts negated).
  moved_ore     bigint      NOT NULL DEFAULT 0
);
CREATE INDEX audit_event_client_idx ON audit_event USING gin (client_ids);
CREATE INDEX audit_event_customer_idx ON audit_event USING gin (customer_ids);
CREATE INDEX audit_event_invoice_idx ON audit_event USING gin (invoice_ids);

-- Append-only: what was recorded stays as it was, whoever asks the database.
CREATE FUNCTION audit_event_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_event_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_event
  FOR EACH ROW EXECUTE FUNCTION audit_event_refuse_change();
CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_refuse_change();

-- What a change touched, noted while its transaction runs and taken into its audit row before it
-- commits (then deleted: these rows never outlive their transaction), so no write path has to report
-- its ids or amounts. Every table whose rows name a client, customer or invoice is watched; a post is
-- money moved (its amount_ore). The triggers run only while commitChange has switched norlink.audit
-- on: seeding and bulk loads pay one setting check per row.
CREATE TABLE audit_pending_touch (
  tx          bigint  NOT NULL DEFAULT txid_current(),
  client_id   bigint,
  customer_id bigint,
  invoice_id  bigint,
  amount_ore  bigint  NOT NULL DEFAULT 0
);
CREATE INDEX audit_pending_touch_tx_idx ON audit_pending_touch (tx);

-- TG_ARGV[0]: which of client, customer, invoice the row's own id is ('' for none); TG_ARGV[1]: 'money'
-- on the ledger. An update notes the row as it was (money out) and as it is (money in).
CREATE FUNCTION audit_note_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own text := TG_ARGV[0];
  sign bigint := CASE WHEN TG_ARGV[1] = 'money' THEN 1 ELSE 0 END;
  r jsonb;
BEGIN
  FOR r, sign IN
    SELECT to_jsonb(OLD), -sign WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL SELECT to_jsonb(NEW), sign WHERE TG_OP IN ('INSERT', 'UPDATE')
  LOOP
    INSERT INTO audit_pending_touch (client_id, customer_id, invoice_id, amount_ore)
    VALUES ((CASE WHEN own = 'client' THEN r->>'id' ELSE r->>'client_id' END)::bigint,
            (CASE WHEN own = 'customer' THEN r->>'id' ELSE r->>'customer_id' END)::bigint,
            (CASE WHEN own = 'invoice' THEN r->>'id' ELSE r->>'invoice_id' END)::bigint,
            sign * coalesce((r->>'amount_ore')::bigint, 0));
  END LOOP;
  RETURN NULL;
END
$$;

-- Watches every table of the schema that names a client, customer or invoice and is not watched yet.
-- migrate() calls it after every run, so a table a later migration adds is watched without asking.
CREATE FUNCTION audit_watch_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname AS name
      FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname NOT LIKE 'audit\_%'
       AND (c.relname IN ('client', 'customer', 'invoice')
            OR EXISTS (SELECT 1 FROM pg_attribute a
                        WHERE a.attrelid = c.oid AND NOT a.attisdropped AND a.attname IN ('client_id', 'customer_id', 'invoice_id')))
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'audit_touched')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER audit_touched AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
      'WHEN (current_setting(''norlink.audit'', true) = ''on'') EXECUTE FUNCTION audit_note_touched(%L, %L)',
      t.name,
      CASE WHEN t.name IN ('client', 'customer', 'invoice') THEN t.name ELSE '' END,
      CASE WHEN t.name = 'post' THEN 'money' ELSE '' END);
  END LOOP;
END
$$;
SELECT audit_watch_tables();
