-- Issue 45 (rest): changes the system makes on its own (payments read from Nets' OCR giro files by the scheduled
-- exchange) name who did them (ARCHITECTURE.md §7 Audit: "every change records who did it"): a named system actor
-- where no officer acted, never a made-up officer id.
ALTER TABLE audit_event ADD COLUMN system_actor text;
ALTER TABLE audit_event ADD CONSTRAINT audit_event_one_actor CHECK (officer_id IS NULL OR system_actor IS NULL);

ALTER TABLE payment ALTER COLUMN registered_by DROP NOT NULL;
ALTER TABLE payment ADD COLUMN registered_by_system text;
-- Payments the first Nets exchange registered with officer id 0 get their actor's name.
UPDATE payment SET registered_by = NULL, registered_by_system = 'NorLink system: Nets-utveksling (OCR giro og AvtaleGiro)'
 WHERE registered_by = 0;
ALTER TABLE payment ADD CONSTRAINT payment_registered_by_someone CHECK ((registered_by IS NULL) <> (registered_by_system IS NULL));
