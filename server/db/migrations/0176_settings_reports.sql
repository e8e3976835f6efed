-- Settings reports (part 2 §2.9): the date columns the period reports read, and the customer options the
-- customers report lists. Production stats for a year on the million-customer set read only index ranges.

-- Productions by the day they were made (created_at), with what the count needs (INCLUDE: index-only scans).
CREATE INDEX production_entry_created_idx ON production_entry (created_at) INCLUDE (client_id, type, shipment_type);
-- Reminder runs of every status by day (the archive index covers only approved runs).
CREATE INDEX reminder_bundle_run_date_idx ON reminder_bundle (run_date);
-- Cases of a transmission, with their client and status for the count.
CREATE INDEX dc_case_transmission_status_idx ON dc_case (transmission_id) INCLUDE (client_id, status);
-- Customers report: the few customers with each option, by client.
CREATE INDEX customer_brevgiro_idx ON customer (client_id, nr) WHERE brevgiro;
CREATE INDEX customer_collect_notice_idx ON customer (client_id, nr) WHERE debt_collection_notice_on_email;
CREATE INDEX customer_specify_fee_idx ON customer (client_id, nr) WHERE specify_interest_and_fee;
-- AvtaleGiro transmissions by client (the detail's base check).
CREATE INDEX avtalegiro_transmission_client_idx ON avtalegiro_transmission (client_id);
