-- Issue 45, the workbench's API and the OCR giro upload by hand.
-- An allocation or a return is asked for with an idempotency key: the same request again answers what it did the
-- first time (the key is kept on the payment it resolved); another request on a resolved payment is refused.
ALTER TABLE unmatched_payment ADD COLUMN resolution_key uuid;
CREATE INDEX unmatched_payment_client_idx ON unmatched_payment (client_id);

-- A payment file refused whole is listed in the ftp-payments report (FAILED, with the reason) even when it names no
-- client of ours, so the file that did not arrive as money is seen.
ALTER TABLE ftp_payment_transmission ALTER COLUMN client_id DROP NOT NULL;
CREATE INDEX ftp_payment_transmission_exchange_idx ON ftp_payment_transmission (exchange_id) WHERE exchange_id IS NOT NULL;
