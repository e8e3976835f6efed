-- Issue 45 (rest): Nets' receipt lists read back, and a claim file sent once even across a crash.
-- Receipt lists (L226, L00202) are incoming exchanges of their own kind, read once by their hash like every file.
ALTER TABLE outside_exchange DROP CONSTRAINT outside_exchange_kind_check;
ALTER TABLE outside_exchange ADD CONSTRAINT outside_exchange_kind_check
  CHECK (kind IN ('OCR_GIRO', 'AVTALEGIRO_CLAIMS', 'AVTALEGIRO_MANDATES', 'AVTALEGIRO_RECEIPT', 'AGENCY_CASES',
                  'AGENCY_PAYMENTS', 'PRINT_BATCH', 'PAIN001'));
-- The intent to upload, committed before the upload starts: a row PENDING with an intent may already be at Nets,
-- so it is never uploaded blindly again (server/outside/nets/netsExchange.ts says how it is settled).
ALTER TABLE outside_exchange ADD COLUMN upload_started_at timestamptz;
-- A transmission is found again by the number Nets' lists quote (forsendelsesnummer, the shipment number's 7 digits).
CREATE INDEX avtalegiro_transmission_number_idx ON avtalegiro_transmission ((shipment_number % 10000000), sender_id);
