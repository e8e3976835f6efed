-- The client page's customers tab loads a client's whole customer list (page 0, size 999 999) but shows
-- five fields of it. The full CustomerSummary of 200 000 customers is some 55 MB of JSON, which the
-- browser must receive, parse and check before the first row (issue 20: 2.5 s). So each customer also
-- keeps the list's item as JSON text (id, nr, name, type, email, phoneNr: a valid CustomerSummary, about
-- a third of the bytes), written by the same trigger as its summary (migration 0008) and for the same reason.
ALTER TABLE customer ADD COLUMN list_json text;

CREATE OR REPLACE FUNCTION customer_summary_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- row_to_json writes compact JSON (json_build_object would put spaces around every colon).
  NEW.summary_json := (SELECT row_to_json(s)::text FROM (SELECT
    NEW.id AS id, NEW.nr AS nr, NEW.name AS name, NEW.type AS type,
    NEW.address_line1 AS "addressLine1", NEW.address_line2 AS "addressLine2", NEW.post_no AS "postNo",
    NEW.city_name AS "cityName", (SELECT name FROM country WHERE code = NEW.country_code) AS "countryName",
    NEW.org_no AS "orgNo", NEW.email AS email, NEW.phone_nr AS "phoneNr",
    NEW.credit_days AS "creditDays", NEW.shipment_type AS "shipmentType") s);
  NEW.list_json := (SELECT row_to_json(s)::text FROM (SELECT
    NEW.id AS id, NEW.nr AS nr, NEW.name AS name, NEW.type AS type, NEW.email AS email, NEW.phone_nr AS "phoneNr") s);
  RETURN NEW;
END $$;

-- Customers written before this migration (the trigger fills both columns).
UPDATE customer SET summary_json = NULL;
ALTER TABLE customer ALTER COLUMN list_json SET NOT NULL;
-- As in 0008: the update wrote a new version of every row into every index.
REINDEX TABLE customer;
